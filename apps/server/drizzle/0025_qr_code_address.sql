-- Issue 24 item 1 (DECISIONS 54): the public address each stored QR code encodes, so the codes made
-- before a head admin confirmed the address (on localhost) or before it changed are made again
-- (job refresh-qr-codes). Null: made before this migration, address unknown.
ALTER TABLE "members" ADD COLUMN "qr_code_address" text;--> statement-breakpoint
CREATE INDEX "members_qr_code_address_idx" ON "members" USING btree ("qr_code_address") WHERE "qr_code_key" IS NOT NULL;
