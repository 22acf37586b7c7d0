-- Issue 26 (DECISIONS 44): the language an administrator chose (English or Filipino), kept on the
-- account so it follows them; NULL until they choose (their browser's Accept-Language applies). The
-- admin guard reads it with the admins row, so a refusal is worded in it without another query.
ALTER TABLE "admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("language" IN ('en', 'fil'));
