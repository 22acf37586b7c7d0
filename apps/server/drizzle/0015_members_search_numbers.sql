-- Issue 23 item 1 (find a member in one step): the members search also finds reference numbers and ID
-- numbers by their key (DECISIONS 40). search_text gains the ID-number key and the reference number,
-- so every search word is still one LIKE on the one trigram index (members_search_trgm_idx). A
-- generated column's expression cannot be changed in place on PostgreSQL 15, so the column and its
-- index are made again (the table is rewritten once).
DROP INDEX IF EXISTS "members_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || middle_name || ' ' || last_name || ' ' || coalesce(suffix, '') || ' ' || id_number || ' ' || id_number_key || ' ' || reference_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);
