-- Issue 30 item 5 (DECISIONS 49): nightly backups, each proven. One row per backup: when it ran,
-- where its files are, what the export read from the database (rows per table, one snapshot), what
-- the proof found (rows loaded back per table, every file's SHA-256 against manifest.json) and why
-- it failed. Retention deletes the files of the backups it no longer keeps (removed_at); the rows
-- stay as the history.
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"taken_on" date NOT NULL,
	"location" text NOT NULL,
	"sql_bytes" bigint,
	"sql_sha256" text,
	"zip_bytes" bigint,
	"zip_sha256" text,
	"files" integer,
	"file_bytes" bigint,
	"source_rows" jsonb,
	"loaded_rows" jsonb,
	"error" text,
	"removed_at" timestamp with time zone,
	CONSTRAINT "backups_trigger" CHECK ("trigger" IN ('scheduled', 'manual')),
	CONSTRAINT "backups_status" CHECK ("status" IN ('running', 'proven', 'failed')),
	CONSTRAINT "backups_finished" CHECK (("status" = 'running') = ("finished_at" IS NULL))
);--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" ("started_at" DESC);--> statement-breakpoint
-- Backup notifications (backup_failed, backup_stale) name a backup, not a member: once per failed
-- backup, once per last proven backup that grew stale (null: none was ever proven). No foreign key:
-- notifications travel in export_all.sql, backups do not.
ALTER TABLE "notifications" ADD COLUMN "backup_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK (
  CASE WHEN "type" = 'import'
    THEN "import_batch_id" IS NOT NULL AND "member_id" IS NULL AND "backup_id" IS NULL
  WHEN "type" IN ('backup_failed', 'backup_stale')
    THEN "import_batch_id" IS NULL AND "member_id" IS NULL
  ELSE "import_batch_id" IS NULL AND "backup_id" IS NULL AND "member_id" IS NOT NULL AND "term_expiry" IS NOT NULL
  END);--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_once";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_once"
  UNIQUE NULLS NOT DISTINCT ("member_id", "type", "term_expiry", "service_type", "window_start", "import_batch_id", "backup_id");
