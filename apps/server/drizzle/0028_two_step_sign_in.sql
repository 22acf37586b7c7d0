-- Issue 27 item 1 (DECISIONS 45): two-step sign-in with better-auth's twoFactor plugin. Its tables:
-- user.two_factor_enabled, and two_factor (the authenticator key and the backup codes, both
-- encrypted with the server's secret; the plugin counts wrong codes and locks for a while). One row
-- per user. sign_in_policy: whether head admins require the second step of every administrator.
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "two_factor" (
  "id" text PRIMARY KEY NOT NULL,
  "secret" text NOT NULL,
  "backup_codes" text NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
  "verified" boolean DEFAULT true NOT NULL,
  "failed_verification_count" integer DEFAULT 0 NOT NULL,
  "locked_until" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_user_id_idx" ON "two_factor" ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" ("secret");--> statement-breakpoint
CREATE TABLE "sign_in_policy" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
  "second_step_required" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone,
  "updated_by" text REFERENCES "admins"("user_id") ON DELETE set null
);--> statement-breakpoint
INSERT INTO "sign_in_policy" ("id") VALUES (true);
