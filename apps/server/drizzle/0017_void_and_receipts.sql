-- Issue 23 items 3–4 (DECISIONS 51–52): voided claims and acknowledgment receipts.
--
-- A voided claim leaves claimed_services for voided_claims, in one statement (DELETE … RETURNING into
-- INSERT): every figure kept from claimed_services (the member's totals, the rollups, the limits'
-- "used", the reports, the claims report, the notifications' jobs) then leaves it out through the
-- same triggers as any removed claim, and no reader of claimed_services has to remember a flag. The
-- row keeps its id, so its receipt and the activity log still name it. `replaced_by` is the claim
-- that corrected it (Correct = void + a new claim); no foreign key: that claim may be voided too.
CREATE TABLE "voided_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"service_type" text NOT NULL,
	"specific_procedure" text,
	"category" text NOT NULL,
	"institution" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"service_date" date NOT NULL,
	"beneficiary_use" boolean DEFAULT false NOT NULL,
	"beneficiary_id" uuid REFERENCES "members_beneficiary"("id") ON DELETE set null,
	"beneficiary_name" text,
	"membership_year" integer NOT NULL,
	"membership_year_index" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	"void_reason" text NOT NULL,
	"replaced_by" uuid
);--> statement-breakpoint
CREATE INDEX "voided_claims_member_idx" ON "voided_claims" USING btree ("member_id", "service_date");--> statement-breakpoint
-- The claims report lists a range's voided claims apart (DECISIONS 55).
CREATE INDEX "voided_claims_service_date_idx" ON "voided_claims" USING btree ("service_date", "created_at", "id");--> statement-breakpoint
-- A receipt's number is given when it is first printed: gapless per year of issue (Asia/Manila), as the
-- counter row of that year is bumped in the transaction that records the receipt. Claims never print
-- a receipt take no number, so the printed ones have no gaps. No foreign key to the claim: it is in
-- claimed_services or, once voided, in voided_claims; the member's deletion removes its receipts.
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "claim_receipts" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text REFERENCES "admins"("user_id") ON DELETE set null,
	"prints" integer DEFAULT 1 NOT NULL,
	"last_printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_receipts_number_key" UNIQUE ("year", "number")
);
