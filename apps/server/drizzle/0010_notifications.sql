-- DECISIONS 30: notifications raised once per member, type and membership term (and, for the limit
-- warning of issue 10 item 5, per service and claim window), read state per admin.
-- A term is named by its expiry date. Rows from before this migration are 'new' notifications of
-- registrations: their term is the registration's, ended by the first expiry (the earliest renewal's
-- previous expiry, or the member's expiry when never renewed).
DELETE FROM "notifications" WHERE "member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "term_expiry" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "service_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "window_start" date;--> statement-breakpoint
UPDATE "notifications" n SET "term_expiry" = coalesce(
    (SELECT min(r.previous_expiry) FROM renewals r WHERE r.member_id = n.member_id), m.expiry_date)
  FROM members m WHERE m.id = n.member_id;--> statement-breakpoint
DELETE FROM "notifications" a USING "notifications" b
  WHERE a.member_id = b.member_id AND a.type = b.type AND a.term_expiry = b.term_expiry
    AND (a.created_at, a.id) > (b.created_at, b.id);--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "term_expiry" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_once"
  UNIQUE NULLS NOT DISTINCT ("member_id", "type", "term_expiry", "service_type", "window_start");--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_created_at_idx";--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_type_created_at_idx" ON "notifications" USING btree ("type", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- An insert that leaves the term out (registration, bulk import) belongs to the member's current term.
CREATE OR REPLACE FUNCTION notifications_term_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.term_expiry IS NULL THEN
    SELECT m.expiry_date INTO NEW.term_expiry FROM members m WHERE m.id = NEW.member_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_term_expiry BEFORE INSERT ON notifications
  FOR EACH ROW WHEN (NEW.term_expiry IS NULL) EXECUTE FUNCTION notifications_term_expiry();--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"admin_id" text NOT NULL,
	"notification_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_admin_id_notification_id_pk" PRIMARY KEY("admin_id","notification_id")
);--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_admin_id_admins_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_reads_notification_idx" ON "notification_reads" USING btree ("notification_id");--> statement-breakpoint
CREATE TABLE "notification_read_marks" (
	"admin_id" text PRIMARY KEY NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_admin_id_admins_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The days whose full date-driven raise has run: a reports page load after it costs one look-up.
CREATE TABLE "notification_raise_days" (
	"day" date PRIMARY KEY NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
