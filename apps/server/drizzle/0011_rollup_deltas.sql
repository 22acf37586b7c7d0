-- Issue 10 item 6 (claims throughput): the rollups of 0007 were upserted in each claim's transaction,
-- under an advisory lock of the member's expiry day held until commit, so concurrent claims of members
-- sharing a day (or a month and service) queued on the same few rows. Now a claim only appends rows to
-- a delta table beside each rollup (no row is shared, nothing waits); every 64th change folds the deltas
-- into the rollups (skipped while another transaction folds), and readers sum rollup + deltas through
-- the *_now views. The kept figures are the same: rollup + deltas of a key = what 0007 kept in the row.
CREATE TABLE "report_counts_delta" (
	"expiry_date" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"members" integer NOT NULL,
	"claims_count" bigint NOT NULL,
	"total_claimed_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_service_counts_delta" (
	"expiry_date" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_month_counts_delta" (
	"month" date NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE VIEW "report_counts_now" AS
  SELECT expiry_date, claim_state, sum(members)::integer AS members, sum(claims_count)::bigint AS claims_count,
    sum(total_claimed_centavos)::bigint AS total_claimed_centavos
  FROM (SELECT expiry_date, claim_state, members, claims_count, total_claimed_centavos FROM report_counts
        UNION ALL
        SELECT expiry_date, claim_state, members, claims_count, total_claimed_centavos FROM report_counts_delta) x
  GROUP BY expiry_date, claim_state;--> statement-breakpoint
CREATE VIEW "report_service_counts_now" AS
  SELECT expiry_date, claim_state, service_type, min(category) AS category, sum(claims_count)::bigint AS claims_count,
    sum(amount_centavos)::bigint AS amount_centavos
  FROM (SELECT expiry_date, claim_state, service_type, category, claims_count, amount_centavos FROM report_service_counts
        UNION ALL
        SELECT expiry_date, claim_state, service_type, category, claims_count, amount_centavos FROM report_service_counts_delta) x
  GROUP BY expiry_date, claim_state, service_type;--> statement-breakpoint
CREATE VIEW "claim_month_counts_now" AS
  SELECT month, service_type, category, sum(claims_count)::bigint AS claims_count,
    sum(amount_centavos)::bigint AS amount_centavos
  FROM (SELECT month, service_type, category, claims_count, amount_centavos FROM claim_month_counts
        UNION ALL
        SELECT month, service_type, category, claims_count, amount_centavos FROM claim_month_counts_delta) x
  GROUP BY month, service_type, category;--> statement-breakpoint
CREATE SEQUENCE "claim_rollups_changes";--> statement-breakpoint
-- Moves every delta row into its rollup, in one transaction (readers see either both or neither). Only
-- one transaction folds at a time: the others skip (their deltas wait for the next fold).
CREATE OR REPLACE FUNCTION claim_rollups_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727027, 0) THEN RETURN; END IF;
  WITH d AS (DELETE FROM report_counts_delta RETURNING *)
  INSERT INTO report_counts AS r (expiry_date, claim_state, members, claims_count, total_claimed_centavos)
    SELECT expiry_date, claim_state, sum(members), sum(claims_count), sum(total_claimed_centavos)
    FROM d GROUP BY 1, 2
    ON CONFLICT (expiry_date, claim_state) DO UPDATE SET members = r.members + EXCLUDED.members,
      claims_count = r.claims_count + EXCLUDED.claims_count,
      total_claimed_centavos = r.total_claimed_centavos + EXCLUDED.total_claimed_centavos;
  WITH d AS (DELETE FROM report_service_counts_delta RETURNING *)
  INSERT INTO report_service_counts AS r (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
    SELECT expiry_date, claim_state, service_type, min(category), sum(claims_count), sum(amount_centavos)
    FROM d GROUP BY 1, 2, 3
    ON CONFLICT (expiry_date, claim_state, service_type) DO UPDATE SET
      claims_count = r.claims_count + EXCLUDED.claims_count,
      amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
  WITH d AS (DELETE FROM claim_month_counts_delta RETURNING *)
  INSERT INTO claim_month_counts AS r (month, service_type, category, claims_count, amount_centavos)
    SELECT month, service_type, category, sum(claims_count), sum(amount_centavos)
    FROM d GROUP BY 1, 2, 3
    ON CONFLICT (month, service_type, category) DO UPDATE SET claims_count = r.claims_count + EXCLUDED.claims_count,
      amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
END $$;--> statement-breakpoint
-- Called after a change's deltas are written: every 64th change folds.
CREATE OR REPLACE FUNCTION claim_rollups_counted() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF nextval('claim_rollups_changes') % 64 = 0 THEN PERFORM claim_rollups_fold(); END IF;
END $$;--> statement-breakpoint
-- As in 0007, a member's key in the rollups (expiry day, claim state, archived) follows its totals row;
-- when the key changes, its claims per service move from the old key to the new one.
CREATE OR REPLACE FUNCTION report_counts_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_on boolean := TG_OP <> 'INSERT' AND NOT OLD.archived AND OLD.expiry_date IS NOT NULL;
  new_on boolean := TG_OP <> 'DELETE' AND NOT NEW.archived AND NEW.expiry_date IS NOT NULL;
  old_state smallint;
  new_state smallint;
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  IF old_on THEN old_state := report_claim_state(OLD.total_claimed_centavos); END IF;
  IF new_on THEN new_state := report_claim_state(NEW.total_claimed_centavos); END IF;
  IF old_on AND new_on AND OLD.expiry_date = NEW.expiry_date AND old_state = new_state THEN
    IF NEW.claims_count <> OLD.claims_count OR NEW.total_claimed_centavos <> OLD.total_claimed_centavos THEN
      INSERT INTO report_counts_delta VALUES (NEW.expiry_date, new_state, 0,
        NEW.claims_count - OLD.claims_count, NEW.total_claimed_centavos - OLD.total_claimed_centavos);
    END IF;
    RETURN NULL;
  END IF;
  IF old_on THEN
    INSERT INTO report_counts_delta VALUES (OLD.expiry_date, old_state, -1, -OLD.claims_count,
      -OLD.total_claimed_centavos);
    INSERT INTO report_service_counts_delta
      SELECT OLD.expiry_date, old_state, service_type, min(category), -count(*), -sum(amount_centavos)
      FROM claimed_services WHERE member_id = OLD.member_id GROUP BY service_type;
  END IF;
  IF new_on THEN
    INSERT INTO report_counts_delta VALUES (NEW.expiry_date, new_state, 1, NEW.claims_count,
      NEW.total_claimed_centavos);
    INSERT INTO report_service_counts_delta
      SELECT NEW.expiry_date, new_state, service_type, min(category), count(*), sum(amount_centavos)
      FROM claimed_services WHERE member_id = NEW.member_id GROUP BY service_type;
  END IF;
  IF old_on OR new_on THEN PERFORM claim_rollups_counted(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As in 0007 (this trigger runs before member_claim_totals_claim, while the totals row has its old key).
CREATE OR REPLACE FUNCTION claim_rollups_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO claim_month_counts_delta VALUES (date_trunc('month', OLD.service_date)::date, OLD.service_type,
      OLD.category, -1, -OLD.amount_centavos);
    SELECT expiry_date, archived, total_claimed_centavos INTO t FROM member_claim_totals WHERE member_id = OLD.member_id;
    IF FOUND AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
      INSERT INTO report_service_counts_delta VALUES (t.expiry_date, report_claim_state(t.total_claimed_centavos),
        OLD.service_type, OLD.category, -1, -OLD.amount_centavos);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO claim_month_counts_delta VALUES (date_trunc('month', NEW.service_date)::date, NEW.service_type,
      NEW.category, 1, NEW.amount_centavos);
    SELECT expiry_date, archived, total_claimed_centavos INTO t FROM member_claim_totals WHERE member_id = NEW.member_id;
    IF FOUND AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
      INSERT INTO report_service_counts_delta VALUES (t.expiry_date, report_claim_state(t.total_claimed_centavos),
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
    DELETE FROM claim_month_counts;
    DELETE FROM claim_month_counts_delta;
    DELETE FROM report_service_counts_delta;
    UPDATE report_service_counts SET claims_count = 0, amount_centavos = 0;
  ELSE
    DELETE FROM report_counts;
    DELETE FROM report_counts_delta;
    DELETE FROM report_service_counts;
    DELETE FROM report_service_counts_delta;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As in 0007, plus the deltas (emptied: the rollups are recomputed whole). Waits for a fold in progress.
CREATE OR REPLACE FUNCTION claim_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727027, 0);
  PERFORM set_config('portal.rollup_rebuild', 'on', true);
  DELETE FROM member_claim_totals;
  INSERT INTO member_claim_totals (member_id, claims_count, total_claimed_centavos, latest_claim_date,
      reference_number, expiry_date, archived)
    SELECT m.id, coalesce(c.n, 0), coalesce(c.total, 0), c.latest, m.reference_number, m.expiry_date,
      m.archived_at IS NOT NULL
    FROM members m LEFT JOIN (
      SELECT member_id, count(*)::int AS n, sum(amount_centavos) AS total, max(service_date) AS latest
      FROM claimed_services GROUP BY member_id) c ON c.member_id = m.id;
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
  DELETE FROM claim_month_counts_delta;
  DELETE FROM claim_month_counts;
  INSERT INTO claim_month_counts (month, service_type, category, claims_count, amount_centavos)
    SELECT date_trunc('month', service_date)::date, service_type, category, count(*), sum(amount_centavos)
    FROM claimed_services GROUP BY 1, 2, 3;
  PERFORM set_config('portal.rollup_rebuild', 'off', true);
END $$;--> statement-breakpoint
-- The day locks of 0007 are no longer taken (no rollup row is written outside a fold).
DROP FUNCTION report_rollups_lock(date);
