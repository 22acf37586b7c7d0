-- pg_trgm: the trigram GIN index of the members search (PGlite loads the extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "members_list_counts" (
	"barangay" text NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "members_list_counts_barangay_month_pk" PRIMARY KEY("barangay","month")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || middle_name || ' ' || last_name || ' ' || coalesce(suffix, '') || ' ' || id_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "members_list_idx" ON "members" USING btree ("registration_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "members_list_barangay_idx" ON "members" USING btree ("barangay","registration_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "members_archived_idx" ON "members" USING btree ("archived_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is not null;--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- members_list_counts follows every insert, delete, archive/restore and change of barangay or registration date.
CREATE OR REPLACE FUNCTION members_list_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.archived_at IS NULL THEN
    UPDATE members_list_counts SET n = n - 1
      WHERE barangay = OLD.barangay AND month = date_trunc('month', OLD.registration_date)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.archived_at IS NULL THEN
    INSERT INTO members_list_counts (barangay, month, n)
      VALUES (NEW.barangay, date_trunc('month', NEW.registration_date)::date, 1)
      ON CONFLICT (barangay, month) DO UPDATE SET n = members_list_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_list_counts_row AFTER INSERT OR DELETE OR UPDATE OF barangay, registration_date, archived_at
  ON members FOR EACH ROW EXECUTE FUNCTION members_list_counts_sync();--> statement-breakpoint
CREATE OR REPLACE FUNCTION members_list_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM members_list_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_list_counts_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION members_list_counts_clear();--> statement-breakpoint
INSERT INTO members_list_counts (barangay, month, n)
  SELECT barangay, date_trunc('month', registration_date)::date, count(*)::int
  FROM members WHERE archived_at IS NULL GROUP BY 1, 2;
