-- Issue 24 item 3 (claims report, DECISIONS 55): the claims of a range of service dates. claimed_services
-- had only (member_id, service_type, service_date), so a month's report read every claim. This index
-- finds a range of service dates and carries every column the report's totals read (INCLUDE), so they
-- come from the index alone (an index-only scan: no visit to the table's rows, which lie scattered,
-- claim by claim, across it); its key continues with created_at and id, the order of the CSV, whose
-- batches of 1,000 each start where the last one ended (keyset). Barangays come from the members.
-- About 140 MB per million claims; a claim adds one entry at its end of the index.
CREATE INDEX IF NOT EXISTS "claimed_services_service_date_idx" ON "claimed_services"
  USING btree ("service_date", "created_at", "id")
  INCLUDE ("member_id", "service_type", "category", "institution", "amount_centavos", "created_by");--> statement-breakpoint
-- The report's totals per barangay look each claimant's barangay up by id: from this index alone.
CREATE INDEX IF NOT EXISTS "members_id_barangay_idx" ON "members" USING btree ("id") INCLUDE ("barangay");
