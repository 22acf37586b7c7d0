-- Issue 24 items 1–2 (DECISIONS 53–54): the settings a head admin saves on Settings and in the
-- first-run setup, in one row (id 1) created by the first save.
--
-- What wins (apps/server/src/core/settings.ts):
-- - the office (name, address, contact number; printed on receipts): the saved values once a head
--   admin saved them (office_saved_at set), else OFFICE_NAME / OFFICE_ADDRESS / OFFICE_PHONE from the
--   environment, else the built-in defaults (config.ts DEFAULT_OFFICE);
-- - the public address (QR codes, links in mails): PUBLIC_URL from the environment when set, else the
--   address a head admin confirmed here, else http://localhost:PORT.
-- The office columns are saved together: all three or none.
CREATE TABLE "portal_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"office_name" text,
	"office_address" text,
	"office_phone" text,
	"office_saved_at" timestamp with time zone,
	"office_saved_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	"public_address" text,
	"public_address_confirmed_at" timestamp with time zone,
	"public_address_confirmed_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	"setup_completed_at" timestamp with time zone,
	"setup_completed_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	CONSTRAINT "portal_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "portal_settings_office_together" CHECK (
		("office_saved_at" IS NULL AND "office_name" IS NULL AND "office_address" IS NULL AND "office_phone" IS NULL)
		OR ("office_saved_at" IS NOT NULL AND "office_name" IS NOT NULL AND "office_address" IS NOT NULL AND "office_phone" IS NOT NULL)
	),
	CONSTRAINT "portal_settings_address_confirmed" CHECK (("public_address" IS NULL) = ("public_address_confirmed_at" IS NULL))
);
