-- Issue 27 item 5 (DECISIONS 48): the day a member's personal data was removed under the retention
-- rule. A removed member keeps its row (reference number, barangay, birth year, gender, claims) with
-- blank names, so the duplicate-identity key leaves removed members out: two removed members of one
-- barangay and birth year must not collide.
ALTER TABLE "members" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX IF EXISTS "members_duplicate_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "members_duplicate_key_idx" ON "members" USING btree (lower(trim("last_name")),lower(trim("first_name")),lower(trim("middle_name")),"dob","barangay") WHERE "anonymized_at" IS NULL;
