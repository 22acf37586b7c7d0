-- Issue 25 items 3–4 (DECISIONS 43): the durable outbox. Every outgoing message (the portal's own
-- e-mails now, the members' SMS and e-mail reminders later) is a row written in the transaction that
-- causes it and sent afterwards by the outbox sender (src/outbox), which claims rows with
-- FOR UPDATE SKIP LOCKED and a lease, so two servers never send the same row.
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL CHECK ("channel" IN ('email', 'sms')),
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'cancelled')),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"last_error" text,
	"provider_message_id" text,
	"dedupe_key" text,
	"member_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_sending_leased" CHECK ("status" <> 'sending' OR ("lease_until" IS NOT NULL AND "lease_token" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_key_idx" ON "outbox_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("channel", "next_attempt_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_messages_lease_idx" ON "outbox_messages" USING btree ("lease_until") WHERE "status" = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_messages_sms_attempts_idx" ON "outbox_messages" USING btree ("last_attempt_at") WHERE "channel" = 'sms';--> statement-breakpoint
CREATE INDEX "outbox_messages_member_idx" ON "outbox_messages" USING btree ("member_id", "created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
