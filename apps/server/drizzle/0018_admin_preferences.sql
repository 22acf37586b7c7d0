-- Issue 23 item 6: an admin's own preferences (Registered Members' view and table sort), kept on the
-- server so they follow the admin to another computer. One row per admin and key; the keys and their
-- values' schemas are the domain's (packages/domain/src/preferences.ts), checked by the routes. A
-- preference changes the admin's own view, not the program's records: no activity-log entry.
CREATE TABLE "admin_preferences" (
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_preferences_pk" PRIMARY KEY ("user_id", "key")
);--> statement-breakpoint
-- The table view's reference-number sort (GET /api/members?sort=reference_asc|desc), compared code
-- point by code point as the domain's compareMemberListRows. The other sorts walk the reports'
-- indexes (migrations 0007, 0012: name, expiry, registration date, each ending on the reference
-- number collate "C"; the name within a barangay), which have the list's condition `archived_at is null`.
CREATE INDEX "members_list_reference_idx" ON "members" USING btree ("reference_number" collate "C") WHERE archived_at is null;
