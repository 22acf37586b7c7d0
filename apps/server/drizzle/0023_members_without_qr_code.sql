-- Issue 24 item 4: imported members get their QR code right after the import commits, and the
-- fill-qr-codes job makes whatever a crash left; this partial index finds the members still without
-- one (empty, and so free, once every member has a code).
CREATE INDEX "members_qr_code_missing_idx" ON "members" USING btree ("id") WHERE "qr_code_key" IS NULL;
