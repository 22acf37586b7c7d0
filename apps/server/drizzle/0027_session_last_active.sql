-- Issue 27 item 2 (DECISIONS 45): My Profile lists where an admin is signed in, with when each
-- session was last active. The admin guard sets it, at most once a minute per session; better-auth's
-- updated_at moves only when it extends a session (once a day). Existing sessions start from that.
ALTER TABLE "session" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "session" SET "last_active_at" = "updated_at";
