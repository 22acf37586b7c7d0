-- Issue 29 (queries that grow with the data): the activity log was read by member only through a scan
-- of every entry. Record retention's removal read the entries naming each batch of 100 members with a
-- scan of the whole log (25.9 ms a member at 1,000,000 members and 2,000,000 entries: about 10 minutes
-- for a month's due members, inside the head admin's request); a member's data report (DECISIONS 48)
-- and the Activity Log's member filter scanned it too, once a request. An entry names its member in its
-- details (memberId; memberRef, the reference number, which the Activity Log filters by, case-blind):
-- partial indexes on the entries that name one, so the readers that say so (`details ? 'memberId'`,
-- `details ? 'memberRef'`) look them up; the reference's index is in the log's order (newest first), so
-- the filtered page reads its 15 entries and stops. Each logged action that names a member adds two
-- index entries. The indexes are built when the migration runs, at the server's start, before it serves.
CREATE INDEX "activity_logs_member_id_idx" ON "activity_logs" USING btree ((details->>'memberId')) WHERE details ? 'memberId';--> statement-breakpoint
CREATE INDEX "activity_logs_member_ref_idx" ON "activity_logs" USING btree (upper(details->>'memberRef'),"created_at" DESC NULLS LAST) WHERE details ? 'memberRef';--> statement-breakpoint
-- ANALYZE keeps no statistics of a partial index's expressions: without these the planner guessed 0.5 %
-- of the log for one member and walked the whole log by date for the Activity Log's filtered page.
CREATE STATISTICS "activity_logs_member_id_stats" ON (details->>'memberId') FROM "activity_logs";--> statement-breakpoint
CREATE STATISTICS "activity_logs_member_ref_stats" ON (upper(details->>'memberRef')) FROM "activity_logs";
