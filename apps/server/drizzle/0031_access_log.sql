-- Issue 27 item 3 (DECISIONS 46): the access log. One row per read of a member's personal data or
-- download holding personal data: who (admin), what (kind, and a detail such as the image read),
-- which member or how many rows, when, from which address, the route. Rows arrive in batches from
-- the server's in-process buffer (one multi-row INSERT per second or per 200 reads), so the table
-- has no foreign keys: a member deleted (an import undone) or an admin removed between the read and
-- the batch's insert must not make the whole batch fail. Readers LEFT JOIN members and admins.
-- Kept 12 months like the activity log (the access-log-retention job).
CREATE TABLE "access_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "admin_id" text,
  "kind" text NOT NULL,
  "detail" text,
  "member_id" uuid,
  "rows" integer,
  "address" text,
  "route" text NOT NULL
);--> statement-breakpoint
-- The member's profile section: a member's entries, newest first.
CREATE INDEX "access_log_member_at_idx" ON "access_log" ("member_id", "at" DESC) WHERE "member_id" IS NOT NULL;--> statement-breakpoint
-- The Access Log page (newest first, date range) and the retention job.
CREATE INDEX "access_log_at_idx" ON "access_log" ("at" DESC);--> statement-breakpoint
-- The page's administrator filter.
CREATE INDEX "access_log_admin_at_idx" ON "access_log" ("admin_id", "at" DESC);
