-- Issue 10 item 6 (filtered reports): member_claim_totals also carries copies of the member's barangay and
-- registration date, so a barangay / registration year / month filter with any sort but the name sorts,
-- and the counts of such a set, read this one table (no join with members); and a rollup of the claims
-- per barangay, registration month and service (kept like 0011's: deltas folded every 64th change)
-- gives the top services of those sets without summing their claims. Other filtered sets (a search,
-- a status with a place) sum member_service_totals: each member's claims per service, kept by the claim
-- trigger on the member's own row (no row shared between members).
ALTER TABLE "member_claim_totals" ADD COLUMN "barangay" text;--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD COLUMN "registration_date" date;--> statement-breakpoint
-- Every index of member_claim_totals gets a new entry on each claim (the totals change, so no HOT update):
-- one more index here (registration date: the year / month filters) and wider ones below, no more.
CREATE INDEX "member_claim_totals_registered_idx" ON "member_claim_totals" USING btree ("registration_date","reference_number" collate "C")
  INCLUDE ("member_id","reference_number","expiry_date","barangay","claims_count","total_claimed_centavos","latest_claim_date") WHERE not archived;--> statement-breakpoint
-- The sorts' indexes of 0007 again, with the plain columns their expressions read as INCLUDE columns:
-- the position of a deep page without a cursor is then counted in the index alone (index-only scan).
DROP INDEX "members_report_name_idx";--> statement-breakpoint
CREATE INDEX "members_report_name_idx" ON "members" USING btree (lower("last_name") collate "C",lower("first_name") collate "C",
  lower("middle_name") collate "C","reference_number" collate "C") INCLUDE ("last_name","first_name","middle_name","reference_number")
  WHERE archived_at is null;--> statement-breakpoint
DROP INDEX "members_report_expiry_idx";--> statement-breakpoint
CREATE INDEX "members_report_expiry_idx" ON "members" USING btree ("expiry_date","reference_number" collate "C")
  INCLUDE ("reference_number") WHERE archived_at is null;--> statement-breakpoint
DROP INDEX "members_report_registered_idx";--> statement-breakpoint
CREATE INDEX "members_report_registered_idx" ON "members" USING btree ("registration_date","reference_number" collate "C")
  INCLUDE ("reference_number") WHERE archived_at is null;--> statement-breakpoint
DROP INDEX "member_claim_totals_claims_idx";--> statement-breakpoint
CREATE INDEX "member_claim_totals_claims_idx" ON "member_claim_totals" USING btree ("total_claimed_centavos","claims_count",
  "reference_number" collate "C") INCLUDE ("member_id","reference_number","expiry_date","registration_date","barangay","latest_claim_date") WHERE not archived;--> statement-breakpoint
DROP INDEX "member_claim_totals_latest_idx";--> statement-breakpoint
CREATE INDEX "member_claim_totals_latest_idx" ON "member_claim_totals" USING btree (coalesce("latest_claim_date", '0001-01-01'::date),
  "reference_number" collate "C") INCLUDE ("member_id","reference_number","expiry_date","registration_date","barangay","claims_count","total_claimed_centavos","latest_claim_date") WHERE not archived;--> statement-breakpoint
CREATE INDEX "members_report_barangay_name_idx" ON "members" USING btree ("barangay",lower("last_name") collate "C",
  lower("first_name") collate "C",lower("middle_name") collate "C","reference_number" collate "C")
  WHERE archived_at is null;--> statement-breakpoint
CREATE TABLE "member_service_totals" (
	"member_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" integer DEFAULT 0 NOT NULL,
	"amount_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_service_totals_pk" PRIMARY KEY("member_id","service_type")
);
--> statement-breakpoint
ALTER TABLE "member_service_totals" ADD CONSTRAINT "member_service_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "report_place_service_counts" (
	"barangay" text NOT NULL,
	"registration_month" date NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" bigint DEFAULT 0 NOT NULL,
	"amount_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_place_service_counts_pk" PRIMARY KEY("barangay","registration_month","service_type")
);
--> statement-breakpoint
CREATE TABLE "report_place_service_counts_delta" (
	"barangay" text NOT NULL,
	"registration_month" date NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE VIEW "report_place_service_counts_now" AS
  SELECT barangay, registration_month, service_type, category, claims_count, amount_centavos
  FROM report_place_service_counts
  UNION ALL
  SELECT barangay, registration_month, service_type, category, claims_count, amount_centavos
  FROM report_place_service_counts_delta;--> statement-breakpoint
-- The *_now views become plain UNION ALLs of rollup and deltas, several rows per key: every reader sums
-- them (per status, service, month), and one aggregation over the rows costs less than grouping per
-- key first. report_counts' claims and amounts are those of report_service_counts summed over the
-- services (the same claims at the same keys), so a claim that leaves its member's key as it was
-- writes no report_counts delta: its report_service_counts delta counts for both (folded into both).
DROP VIEW "report_counts_now";--> statement-breakpoint
CREATE VIEW "report_counts_now" AS
  SELECT expiry_date, claim_state, members, claims_count, total_claimed_centavos FROM report_counts
  UNION ALL
  SELECT expiry_date, claim_state, members, 0::bigint, 0::bigint FROM report_counts_delta
  UNION ALL
  SELECT expiry_date, claim_state, 0, claims_count, amount_centavos FROM report_service_counts_delta;--> statement-breakpoint
DROP VIEW "report_service_counts_now";--> statement-breakpoint
CREATE VIEW "report_service_counts_now" AS
  SELECT expiry_date, claim_state, service_type, category, claims_count, amount_centavos FROM report_service_counts
  UNION ALL
  SELECT expiry_date, claim_state, service_type, category, claims_count, amount_centavos FROM report_service_counts_delta;--> statement-breakpoint
DROP VIEW "claim_month_counts_now";--> statement-breakpoint
CREATE VIEW "claim_month_counts_now" AS
  SELECT month, service_type, category, claims_count, amount_centavos FROM claim_month_counts
  UNION ALL
  SELECT month, service_type, category, claims_count, amount_centavos FROM claim_month_counts_delta;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_claim_totals_new_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_claim_totals (member_id, reference_number, expiry_date, archived, barangay, registration_date)
    VALUES (NEW.id, NEW.reference_number, NEW.expiry_date, NEW.archived_at IS NOT NULL, NEW.barangay,
      NEW.registration_date)
    ON CONFLICT (member_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_claim_totals_member_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_claim_totals SET reference_number = NEW.reference_number, expiry_date = NEW.expiry_date,
    archived = NEW.archived_at IS NOT NULL, barangay = NEW.barangay, registration_date = NEW.registration_date
  WHERE member_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER member_claim_totals_member_copy ON members;--> statement-breakpoint
CREATE TRIGGER member_claim_totals_member_copy
  AFTER UPDATE OF reference_number, expiry_date, archived_at, barangay, registration_date
  ON members FOR EACH ROW
  WHEN (OLD.reference_number IS DISTINCT FROM NEW.reference_number OR OLD.expiry_date IS DISTINCT FROM NEW.expiry_date
    OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL) OR OLD.barangay IS DISTINCT FROM NEW.barangay
    OR OLD.registration_date IS DISTINCT FROM NEW.registration_date)
  EXECUTE FUNCTION member_claim_totals_member_copy();--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_rollups_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727027, 0) THEN RETURN; END IF;
  -- The service deltas, taken once: into report_service_counts, and summed per key into report_counts
  -- with the member deltas (every CTE of a statement runs once, whether read or not).
  WITH d AS (DELETE FROM report_service_counts_delta RETURNING *),
  s AS (
    INSERT INTO report_service_counts AS r (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
      SELECT expiry_date, claim_state, service_type, min(category), sum(claims_count), sum(amount_centavos)
      FROM d GROUP BY 1, 2, 3
      ON CONFLICT (expiry_date, claim_state, service_type) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos),
  c AS (DELETE FROM report_counts_delta RETURNING *)
  INSERT INTO report_counts AS r (expiry_date, claim_state, members, claims_count, total_claimed_centavos)
    SELECT expiry_date, claim_state, sum(members), sum(claims), sum(amount)
    FROM (SELECT expiry_date, claim_state, members, 0 AS claims, 0 AS amount FROM c
          UNION ALL
          SELECT expiry_date, claim_state, 0, claims_count, amount_centavos FROM d) x
    GROUP BY 1, 2
    ON CONFLICT (expiry_date, claim_state) DO UPDATE SET members = r.members + EXCLUDED.members,
      claims_count = r.claims_count + EXCLUDED.claims_count,
      total_claimed_centavos = r.total_claimed_centavos + EXCLUDED.total_claimed_centavos;
  WITH d AS (DELETE FROM claim_month_counts_delta RETURNING *)
  INSERT INTO claim_month_counts AS r (month, service_type, category, claims_count, amount_centavos)
    SELECT month, service_type, category, sum(claims_count), sum(amount_centavos)
    FROM d GROUP BY 1, 2, 3
    ON CONFLICT (month, service_type, category) DO UPDATE SET claims_count = r.claims_count + EXCLUDED.claims_count,
      amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
  WITH d AS (DELETE FROM report_place_service_counts_delta RETURNING *)
  INSERT INTO report_place_service_counts AS r (barangay, registration_month, service_type, category, claims_count,
      amount_centavos)
    SELECT barangay, registration_month, service_type, min(category), sum(claims_count), sum(amount_centavos)
    FROM d GROUP BY 1, 2, 3
    ON CONFLICT (barangay, registration_month, service_type) DO UPDATE SET
      claims_count = r.claims_count + EXCLUDED.claims_count,
      amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
END $$;--> statement-breakpoint
-- As in 0011, plus the place rollup: a member's place key (barangay, registration month, not archived)
-- follows its totals row; when it changes, the member's claims per service move to the new key.
CREATE OR REPLACE FUNCTION report_counts_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_on boolean := TG_OP <> 'INSERT' AND NOT OLD.archived AND OLD.expiry_date IS NOT NULL;
  new_on boolean := TG_OP <> 'DELETE' AND NOT NEW.archived AND NEW.expiry_date IS NOT NULL;
  old_place boolean := TG_OP <> 'INSERT' AND NOT OLD.archived AND OLD.barangay IS NOT NULL
    AND OLD.registration_date IS NOT NULL;
  new_place boolean := TG_OP <> 'DELETE' AND NOT NEW.archived AND NEW.barangay IS NOT NULL
    AND NEW.registration_date IS NOT NULL;
  old_state smallint;
  new_state smallint;
  changed boolean := false;
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  IF old_place AND new_place AND OLD.barangay = NEW.barangay
      AND date_trunc('month', OLD.registration_date) = date_trunc('month', NEW.registration_date) THEN
    NULL;
  ELSIF old_place OR new_place THEN
    changed := true;
    IF old_place THEN
      INSERT INTO report_place_service_counts_delta
        SELECT OLD.barangay, date_trunc('month', OLD.registration_date)::date, service_type, min(category), -count(*),
          -sum(amount_centavos)
        FROM claimed_services WHERE member_id = OLD.member_id GROUP BY service_type;
    END IF;
    IF new_place THEN
      INSERT INTO report_place_service_counts_delta
        SELECT NEW.barangay, date_trunc('month', NEW.registration_date)::date, service_type, min(category), count(*),
          sum(amount_centavos)
        FROM claimed_services WHERE member_id = NEW.member_id GROUP BY service_type;
    END IF;
  END IF;
  IF old_on THEN old_state := report_claim_state(OLD.total_claimed_centavos); END IF;
  IF new_on THEN new_state := report_claim_state(NEW.total_claimed_centavos); END IF;
  IF old_on AND new_on AND OLD.expiry_date = NEW.expiry_date AND old_state = new_state THEN
    -- The key is the same: the claim's own report_service_counts delta (claim trigger) says it all.
    NULL;
  ELSE
    -- The member moves: its count, and its claims per service (their sums are report_counts' claims
    -- and amounts, see report_counts_now).
    IF old_on THEN
      INSERT INTO report_counts_delta VALUES (OLD.expiry_date, old_state, -1, 0, 0);
      INSERT INTO report_service_counts_delta
        SELECT OLD.expiry_date, old_state, service_type, min(category), -count(*), -sum(amount_centavos)
        FROM claimed_services WHERE member_id = OLD.member_id GROUP BY service_type;
    END IF;
    IF new_on THEN
      INSERT INTO report_counts_delta VALUES (NEW.expiry_date, new_state, 1, 0, 0);
      INSERT INTO report_service_counts_delta
        SELECT NEW.expiry_date, new_state, service_type, min(category), count(*), sum(amount_centavos)
        FROM claimed_services WHERE member_id = NEW.member_id GROUP BY service_type;
    END IF;
    changed := changed OR old_on OR new_on;
  END IF;
  IF changed THEN PERFORM claim_rollups_counted(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_rollups_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
  known boolean;
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE member_service_totals SET claims_count = claims_count - 1, amount_centavos = amount_centavos - OLD.amount_centavos
    WHERE member_id = OLD.member_id AND service_type = OLD.service_type;
    INSERT INTO claim_month_counts_delta VALUES (date_trunc('month', OLD.service_date)::date, OLD.service_type,
      OLD.category, -1, -OLD.amount_centavos);
    SELECT expiry_date, archived, total_claimed_centavos, barangay, registration_date INTO t
      FROM member_claim_totals WHERE member_id = OLD.member_id;
    known := FOUND;
    IF known AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
      INSERT INTO report_service_counts_delta VALUES (t.expiry_date, report_claim_state(t.total_claimed_centavos),
        OLD.service_type, OLD.category, -1, -OLD.amount_centavos);
    END IF;
    IF known AND NOT t.archived AND t.barangay IS NOT NULL AND t.registration_date IS NOT NULL THEN
      INSERT INTO report_place_service_counts_delta VALUES (t.barangay, date_trunc('month', t.registration_date)::date,
        OLD.service_type, OLD.category, -1, -OLD.amount_centavos);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO member_service_totals AS r (member_id, service_type, category, claims_count, amount_centavos)
      VALUES (NEW.member_id, NEW.service_type, NEW.category, 1, NEW.amount_centavos)
      ON CONFLICT (member_id, service_type) DO UPDATE SET claims_count = r.claims_count + 1,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos,
        category = least(r.category, EXCLUDED.category);
    INSERT INTO claim_month_counts_delta VALUES (date_trunc('month', NEW.service_date)::date, NEW.service_type,
      NEW.category, 1, NEW.amount_centavos);
    SELECT expiry_date, archived, total_claimed_centavos, barangay, registration_date INTO t
      FROM member_claim_totals WHERE member_id = NEW.member_id;
    known := FOUND;
    IF known AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
      INSERT INTO report_service_counts_delta VALUES (t.expiry_date, report_claim_state(t.total_claimed_centavos),
        NEW.service_type, NEW.category, 1, NEW.amount_centavos);
    END IF;
    IF known AND NOT t.archived AND t.barangay IS NOT NULL AND t.registration_date IS NOT NULL THEN
      INSERT INTO report_place_service_counts_delta VALUES (t.barangay, date_trunc('month', t.registration_date)::date,
        NEW.service_type, NEW.category, 1, NEW.amount_centavos);
    END IF;
  END IF;
  PERFORM claim_rollups_counted();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM claim_rollups_fold();
  IF TG_TABLE_NAME = 'claimed_services' THEN
    DELETE FROM member_service_totals;
    DELETE FROM claim_month_counts;
    DELETE FROM claim_month_counts_delta;
    DELETE FROM report_service_counts_delta;
    UPDATE report_service_counts SET claims_count = 0, amount_centavos = 0;
    DELETE FROM report_place_service_counts;
    DELETE FROM report_place_service_counts_delta;
  ELSE
    DELETE FROM report_counts;
    DELETE FROM report_counts_delta;
    DELETE FROM report_service_counts;
    DELETE FROM report_service_counts_delta;
    DELETE FROM report_place_service_counts;
    DELETE FROM report_place_service_counts_delta;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727027, 0);
  PERFORM set_config('portal.rollup_rebuild', 'on', true);
  -- TRUNCATE rather than DELETE: the per-member tables' indexes start empty instead of holding every
  -- old entry beside the new ones (twice the size, and the planner then avoids them).
  TRUNCATE member_claim_totals, member_service_totals;
  INSERT INTO member_claim_totals (member_id, claims_count, total_claimed_centavos, latest_claim_date,
      reference_number, expiry_date, archived, barangay, registration_date)
    SELECT m.id, coalesce(c.n, 0), coalesce(c.total, 0), c.latest, m.reference_number, m.expiry_date,
      m.archived_at IS NOT NULL, m.barangay, m.registration_date
    FROM members m LEFT JOIN (
      SELECT member_id, count(*)::int AS n, sum(amount_centavos) AS total, max(service_date) AS latest
      FROM claimed_services GROUP BY member_id) c ON c.member_id = m.id;
  INSERT INTO member_service_totals (member_id, service_type, category, claims_count, amount_centavos)
    SELECT member_id, service_type, min(category), count(*), sum(amount_centavos)
    FROM claimed_services GROUP BY 1, 2;
  DELETE FROM report_counts_delta;
  DELETE FROM report_counts;
  INSERT INTO report_counts (expiry_date, claim_state, members, claims_count, total_claimed_centavos)
    SELECT expiry_date, report_claim_state(total_claimed_centavos), count(*), sum(claims_count),
      sum(total_claimed_centavos)
    FROM member_claim_totals WHERE NOT archived AND expiry_date IS NOT NULL GROUP BY 1, 2;
  DELETE FROM report_service_counts_delta;
  DELETE FROM report_service_counts;
  INSERT INTO report_service_counts (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
    SELECT t.expiry_date, report_claim_state(t.total_claimed_centavos), c.service_type, min(c.category),
      count(*), sum(c.amount_centavos)
    FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
    WHERE NOT t.archived AND t.expiry_date IS NOT NULL GROUP BY 1, 2, 3;
  DELETE FROM report_place_service_counts_delta;
  DELETE FROM report_place_service_counts;
  INSERT INTO report_place_service_counts (barangay, registration_month, service_type, category, claims_count,
      amount_centavos)
    SELECT t.barangay, date_trunc('month', t.registration_date)::date, c.service_type, min(c.category),
      count(*), sum(c.amount_centavos)
    FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
    WHERE NOT t.archived AND t.barangay IS NOT NULL AND t.registration_date IS NOT NULL GROUP BY 1, 2, 3;
  DELETE FROM claim_month_counts_delta;
  DELETE FROM claim_month_counts;
  INSERT INTO claim_month_counts (month, service_type, category, claims_count, amount_centavos)
    SELECT date_trunc('month', service_date)::date, service_type, category, count(*), sum(amount_centavos)
    FROM claimed_services GROUP BY 1, 2, 3;
  PERFORM set_config('portal.rollup_rebuild', 'off', true);
END $$;--> statement-breakpoint
SELECT claim_rollups_rebuild();
