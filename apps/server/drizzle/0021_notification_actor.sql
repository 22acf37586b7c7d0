-- Issue 23: a notification is not shown to the admin whose own action raised it (actor_id), and a
-- bulk import raises one 'import' notification for its batch instead of one 'new' per member.
-- Existing rows keep a null actor (everyone sees them, as before).
ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_admins_user_id_fk"
  FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_import_batch_id_fk"
  FOREIGN KEY ("import_batch_id") REFERENCES "public"."member_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "term_expiry" DROP NOT NULL;--> statement-breakpoint
-- Exactly one subject: a member's term, or (type 'import') an import batch.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK (
  CASE WHEN "type" = 'import'
    THEN "import_batch_id" IS NOT NULL AND "member_id" IS NULL
    ELSE "import_batch_id" IS NULL AND "member_id" IS NOT NULL AND "term_expiry" IS NOT NULL
  END);--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_once";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_once"
  UNIQUE NULLS NOT DISTINCT ("member_id", "type", "term_expiry", "service_type", "window_start", "import_batch_id");
