-- Issue 24 item 3 (DECISIONS 55): the claims report's month filtered by institution, service or
-- barangay within p95 ≤ 50 ms. Their totals come from the rollups of 0030; what read a whole month is
-- each filter's members served (and, for an institution, its totals per barangay): a month of the
-- bench data has 16,000 claims, of which one institution or one service has 1,300 to 2,000.
-- - An institution (compared case-insensitively, DECISIONS 16): its claims of the range, with their
--   members, from one index. `institution` itself is in INCLUDE because PostgreSQL reads an index
--   alone (index-only scan) only when it holds every column the query names, lower(institution)'s
--   column too.
CREATE INDEX "claimed_services_institution_idx" ON "claimed_services" USING btree
  (lower("institution"), "service_date") INCLUDE ("member_id", "institution");--> statement-breakpoint
-- - A service: its claims of the range, with their members.
CREATE INDEX "claimed_services_service_idx" ON "claimed_services" USING btree
  ("service_type", "service_date") INCLUDE ("member_id");--> statement-breakpoint
-- - An institution's totals per barangay: its rows of claim_day_counts (a month: 1,700 of 13,000).
CREATE INDEX "claim_day_counts_institution_idx" ON "claim_day_counts" USING btree
  (lower("institution"), "day");--> statement-breakpoint
-- - A barangay's members served: the barangay's member ids from the index alone, merged with the
--   month's rows of claim_member_months (members_barangay_idx made it read each member's row).
CREATE INDEX "members_barangay_member_idx" ON "members" USING btree ("barangay", "id");
