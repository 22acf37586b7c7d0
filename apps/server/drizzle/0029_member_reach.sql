-- Issue 25 items 1, 2 and 5 (DECISIONS 43–44): reaching members. On the member: may the program
-- send reminders (sms / email / none), in which language (en / fil), an optional e-mail address, and
-- the answer in force with its date, admin and the consent wording's version; every answer also in
-- member_consents (the history). message_templates: the texts head admins saved over the domain's
-- defaults, per kind, channel and language. The reminders job reads members through the two partial
-- indexes below (only members who agreed to be reached).
ALTER TABLE "members" ADD COLUMN "reminder_consent" text DEFAULT 'none' NOT NULL CHECK ("reminder_consent" IN ('sms', 'email', 'none'));--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text DEFAULT 'en' NOT NULL CHECK ("language" IN ('en', 'fil'));--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_recorded_by" text REFERENCES "admins"("user_id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_wording_version" text;--> statement-breakpoint
CREATE INDEX "members_reminders_expiry_idx" ON "members" USING btree ("expiry_date") WHERE "archived_at" IS NULL AND "reminder_consent" <> 'none';--> statement-breakpoint
CREATE INDEX "members_reminders_created_idx" ON "members" USING btree ("created_at") WHERE "archived_at" IS NULL AND "reminder_consent" <> 'none';--> statement-breakpoint
CREATE TABLE "member_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"reminder_consent" text NOT NULL CHECK ("reminder_consent" IN ('sms', 'email', 'none')),
	"language" text NOT NULL CHECK ("language" IN ('en', 'fil')),
	"wording_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text REFERENCES "admins"("user_id") ON DELETE set null
);--> statement-breakpoint
CREATE INDEX "member_consents_member_idx" ON "member_consents" USING btree ("member_id", "recorded_at");--> statement-breakpoint
CREATE TABLE "message_templates" (
	"kind" text NOT NULL,
	"channel" text NOT NULL CHECK ("channel" IN ('sms', 'email')),
	"language" text NOT NULL CHECK ("language" IN ('en', 'fil')),
	"subject" text,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	CONSTRAINT "message_templates_pkey" PRIMARY KEY ("kind", "channel", "language")
);
