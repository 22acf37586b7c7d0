-- Issue 10 item 6 (claims throughput), after 0011 and 0012: a claim still cost two trigger calls on
-- claimed_services (rollups, then totals), a look-up of its member's totals row, three delta rows (one
-- per rollup) and a third trigger call on the totals row it had just changed. Now:
-- - one trigger (claim_kept_figures) updates the member's totals and reads the member's key from that
--   same UPDATE (RETURNING), with no separate look-up;
-- - one delta row per claim (claim_rollup_deltas) carries every key the rollups need (claim month,
--   service, the member's expiry day, claim state, archived, barangay, registration month); the fold
--   spreads it over the three rollups and the *_now views read it where each needs it;
-- - the totals trigger runs only when a member changes key (WHEN), not on every claim;
-- - each member's claims and amounts per service live on its totals row, as two arrays indexed by the
--   service's place in the catalogue, in place of 0012's member_service_totals (a row per member and
--   service, upserted by every claim): the claim's totals UPDATE writes them, and a searched set's top
--   services sum one row per member;
-- - a member moving between keys moves its arrays, no longer a re-read of its claims: right also when
--   one statement changes several claims of a member, or when a member is deleted with its claims;
-- - removing a claim locks the totals row before reading the latest date again (a concurrent removal
--   is then seen), and TRUNCATE of claimed_services recomputes everything.
-- The kept figures are those of 0012; claim_rollups_rebuild() recomputes them all at the end.
CREATE TABLE "claim_rollup_deltas" (
	"month" date,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"expiry_date" date,
	"claim_state" smallint,
	"archived" boolean,
	"barangay" text,
	"registration_month" date,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
-- A claim's row has every key; a member moving between keys writes rows without a month (its claims'
-- months do not move), with only the expiry key or only the place key. The old deltas are dropped: the
-- rebuild at the end recomputes every rollup.
DROP VIEW "report_counts_now";--> statement-breakpoint
DROP VIEW "report_service_counts_now";--> statement-breakpoint
DROP VIEW "claim_month_counts_now";--> statement-breakpoint
DROP VIEW "report_place_service_counts_now";--> statement-breakpoint
DROP TABLE "report_service_counts_delta";--> statement-breakpoint
DROP TABLE "claim_month_counts_delta";--> statement-breakpoint
DROP TABLE "report_place_service_counts_delta";--> statement-breakpoint
DROP TABLE "member_service_totals";--> statement-breakpoint
-- The service catalogue in SQL: SERVICE_TYPES of packages/domain in its order, and each one's category
-- (serviceCategoryOf); a test holds them equal. A service's place in it is its index in the arrays
-- below; 13 for a service outside it (none is accepted today), counted on the member but never named.
CREATE FUNCTION claim_service_names() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['2D-ECHO', 'CHEMOTHERAPY', 'CRANIAL/CT-SCAN', 'CT-SCAN', 'HEMODIALYSIS', 'MRI', 'ULTRASOUND',
    'OTHER LABORATORY PROCEDURE', 'EYE GLASSES', 'FREE MEDICINE', 'MAINTENANCE MEDICINE', 'HOSPITALIZATION']::text[]
$$;--> statement-breakpoint
CREATE FUNCTION claim_service_categories() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['outpatient', 'outpatient', 'outpatient', 'outpatient', 'outpatient', 'outpatient', 'outpatient',
    'outpatient', 'outpatient', 'outpatient', 'outpatient', 'inpatient']::text[]
$$;--> statement-breakpoint
CREATE FUNCTION claim_service_slot(service text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_position(claim_service_names(), service), 13)
$$;--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD COLUMN "service_claims" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD COLUMN "service_amounts" bigint[] DEFAULT '{0,0,0,0,0,0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
-- The views keep their names and columns (the readers are unchanged): each rollup's rows, then the
-- deltas that count for it.
CREATE VIEW "report_service_counts_now" AS
  SELECT expiry_date, claim_state, service_type, category, claims_count, amount_centavos FROM report_service_counts
  UNION ALL
  SELECT expiry_date, claim_state, service_type, category, claims_count, amount_centavos FROM claim_rollup_deltas
  WHERE NOT archived AND expiry_date IS NOT NULL;--> statement-breakpoint
CREATE VIEW "report_counts_now" AS
  SELECT expiry_date, claim_state, members, claims_count, total_claimed_centavos FROM report_counts
  UNION ALL
  SELECT expiry_date, claim_state, members, 0::bigint, 0::bigint FROM report_counts_delta
  UNION ALL
  SELECT expiry_date, claim_state, 0, claims_count, amount_centavos FROM claim_rollup_deltas
  WHERE NOT archived AND expiry_date IS NOT NULL;--> statement-breakpoint
CREATE VIEW "claim_month_counts_now" AS
  SELECT month, service_type, category, claims_count, amount_centavos FROM claim_month_counts
  UNION ALL
  SELECT month, service_type, category, claims_count, amount_centavos FROM claim_rollup_deltas
  WHERE month IS NOT NULL;--> statement-breakpoint
CREATE VIEW "report_place_service_counts_now" AS
  SELECT barangay, registration_month, service_type, category, claims_count, amount_centavos
  FROM report_place_service_counts
  UNION ALL
  SELECT barangay, registration_month, service_type, category, claims_count, amount_centavos FROM claim_rollup_deltas
  WHERE NOT archived AND barangay IS NOT NULL AND registration_month IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_rollups_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727027, 0) THEN RETURN; END IF;
  -- Every CTE of a statement runs once, whether read or not: the deltas are taken once and spread.
  WITH d AS (DELETE FROM claim_rollup_deltas RETURNING *),
  s AS (
    INSERT INTO report_service_counts AS r (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
      SELECT expiry_date, claim_state, service_type, min(category), sum(claims_count), sum(amount_centavos)
      FROM d WHERE NOT archived AND expiry_date IS NOT NULL GROUP BY 1, 2, 3
      ON CONFLICT (expiry_date, claim_state, service_type) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos),
  p AS (
    INSERT INTO report_place_service_counts AS r (barangay, registration_month, service_type, category, claims_count,
        amount_centavos)
      SELECT barangay, registration_month, service_type, min(category), sum(claims_count), sum(amount_centavos)
      FROM d WHERE NOT archived AND barangay IS NOT NULL AND registration_month IS NOT NULL GROUP BY 1, 2, 3
      ON CONFLICT (barangay, registration_month, service_type) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos),
  m AS (
    INSERT INTO claim_month_counts AS r (month, service_type, category, claims_count, amount_centavos)
      SELECT month, service_type, category, sum(claims_count), sum(amount_centavos)
      FROM d WHERE month IS NOT NULL GROUP BY 1, 2, 3
      ON CONFLICT (month, service_type, category) DO UPDATE SET claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos),
  c AS (DELETE FROM report_counts_delta RETURNING *)
  INSERT INTO report_counts AS r (expiry_date, claim_state, members, claims_count, total_claimed_centavos)
    SELECT expiry_date, claim_state, sum(members), sum(claims), sum(amount)
    FROM (SELECT expiry_date, claim_state, members, 0 AS claims, 0 AS amount FROM c
          UNION ALL
          SELECT expiry_date, claim_state, 0, claims_count, amount_centavos FROM d
          WHERE NOT archived AND expiry_date IS NOT NULL) x
    GROUP BY 1, 2
    ON CONFLICT (expiry_date, claim_state) DO UPDATE SET members = r.members + EXCLUDED.members,
      claims_count = r.claims_count + EXCLUDED.claims_count,
      total_claimed_centavos = r.total_claimed_centavos + EXCLUDED.total_claimed_centavos;
END $$;--> statement-breakpoint
-- A member's claims per service moved out of (sign -1) or into (+1) a key: the expiry key (day, claim
-- state) or the place key (barangay, registration month), the other left NULL. Read from the member's
-- arrays, not from claimed_services: the arrays are exactly what the rollups hold for the member, also
-- in the middle of a statement that changes several of its claims, or after the claims were deleted
-- with the member (the totals row may go first).
CREATE FUNCTION claim_rollup_moved(move_claims integer[], move_amounts bigint[], move_sign integer, move_expiry date,
    move_state smallint, move_barangay text, move_month date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO claim_rollup_deltas (service_type, category, expiry_date, claim_state, archived, barangay,
      registration_month, claims_count, amount_centavos)
    SELECT (claim_service_names())[u.slot], (claim_service_categories())[u.slot], move_expiry, move_state, false,
      move_barangay, move_month, move_sign * u.n, move_sign * u.a
    FROM unnest(move_claims, move_amounts) WITH ORDINALITY AS u(n, a, slot)
    WHERE u.slot <= 12 AND (u.n <> 0 OR u.a <> 0)
$$;--> statement-breakpoint
-- As in 0012: a member changing key moves its count and its claims per service (from its arrays).
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
  IF NOT (old_place AND new_place AND OLD.barangay = NEW.barangay
      AND date_trunc('month', OLD.registration_date) = date_trunc('month', NEW.registration_date))
      AND (old_place OR new_place) THEN
    changed := true;
    IF old_place THEN
      PERFORM claim_rollup_moved(OLD.service_claims, OLD.service_amounts, -1, NULL, NULL, OLD.barangay,
        date_trunc('month', OLD.registration_date)::date);
    END IF;
    IF new_place THEN
      PERFORM claim_rollup_moved(NEW.service_claims, NEW.service_amounts, 1, NULL, NULL, NEW.barangay,
        date_trunc('month', NEW.registration_date)::date);
    END IF;
  END IF;
  IF old_on THEN old_state := report_claim_state(OLD.total_claimed_centavos); END IF;
  IF new_on THEN new_state := report_claim_state(NEW.total_claimed_centavos); END IF;
  IF NOT (old_on AND new_on AND OLD.expiry_date = NEW.expiry_date AND old_state = new_state) THEN
    IF old_on THEN
      INSERT INTO report_counts_delta VALUES (OLD.expiry_date, old_state, -1, 0, 0);
      PERFORM claim_rollup_moved(OLD.service_claims, OLD.service_amounts, -1, OLD.expiry_date, old_state, NULL, NULL);
    END IF;
    IF new_on THEN
      INSERT INTO report_counts_delta VALUES (NEW.expiry_date, new_state, 1, 0, 0);
      PERFORM claim_rollup_moved(NEW.service_claims, NEW.service_amounts, 1, NEW.expiry_date, new_state, NULL, NULL);
    END IF;
    changed := changed OR old_on OR new_on;
  END IF;
  IF changed THEN PERFORM claim_rollups_counted(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A claim's totals change moves no key unless its member crosses a claim state: the trigger is not
-- even called for the others (WHEN is checked as the row is written, with no function call).
DROP TRIGGER report_counts_totals ON member_claim_totals;--> statement-breakpoint
CREATE TRIGGER report_counts_totals AFTER INSERT OR DELETE ON member_claim_totals
  FOR EACH ROW EXECUTE FUNCTION report_counts_totals();--> statement-breakpoint
CREATE TRIGGER report_counts_totals_moved AFTER UPDATE ON member_claim_totals FOR EACH ROW
  WHEN (OLD.expiry_date IS DISTINCT FROM NEW.expiry_date OR OLD.archived <> NEW.archived
    OR OLD.barangay IS DISTINCT FROM NEW.barangay
    OR date_trunc('month', OLD.registration_date) IS DISTINCT FROM date_trunc('month', NEW.registration_date)
    OR report_claim_state(OLD.total_claimed_centavos) <> report_claim_state(NEW.total_claimed_centavos))
  EXECUTE FUNCTION report_counts_totals();--> statement-breakpoint
-- Everything a claim keeps, in one trigger: the member's totals (0006) with its claims per service, and
-- one delta row for the rollups. The totals UPDATE returns the member's key (its RETURNING names no OLD
-- or NEW: PostgreSQL 18, which PGlite 0.5 is, reads those there as the updated row's). When the claim
-- moves its member to another claim state, report_counts_totals has just moved the member's arrays
-- (this claim included, or removed) from the old expiry key to the new one, so the claim's own row
-- then counts only per month and per place. A changed claim is a removal, then an addition.
CREATE OR REPLACE FUNCTION claim_kept_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
  slot integer;
  before smallint;
  rollups boolean := current_setting('portal.rollup_rebuild', true) IS DISTINCT FROM 'on';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    slot := claim_service_slot(OLD.service_type);
    -- The row locked first, so that the latest date below is read after any concurrent change of the
    -- member's claims has committed (the UPDATE's own subquery would keep the snapshot from before).
    PERFORM 1 FROM member_claim_totals WHERE member_id = OLD.member_id FOR UPDATE;
    UPDATE member_claim_totals m SET
      claims_count = m.claims_count - 1,
      total_claimed_centavos = m.total_claimed_centavos - OLD.amount_centavos,
      latest_claim_date = CASE WHEN m.latest_claim_date > OLD.service_date THEN m.latest_claim_date
        ELSE (SELECT max(c.service_date) FROM claimed_services c WHERE c.member_id = OLD.member_id) END,
      service_claims[slot] = m.service_claims[slot] - 1,
      service_amounts[slot] = m.service_amounts[slot] - OLD.amount_centavos
    WHERE m.member_id = OLD.member_id
    RETURNING m.expiry_date, m.archived, m.total_claimed_centavos, m.barangay, m.registration_date INTO t;
    IF rollups THEN
      before := report_claim_state(t.total_claimed_centavos + OLD.amount_centavos);
      INSERT INTO claim_rollup_deltas VALUES (date_trunc('month', OLD.service_date)::date, OLD.service_type,
        OLD.category, CASE WHEN before = report_claim_state(t.total_claimed_centavos) THEN t.expiry_date END,
        before, t.archived, t.barangay, date_trunc('month', t.registration_date)::date, -1, -OLD.amount_centavos);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    slot := claim_service_slot(NEW.service_type);
    UPDATE member_claim_totals m SET
      claims_count = m.claims_count + 1,
      total_claimed_centavos = m.total_claimed_centavos + NEW.amount_centavos,
      latest_claim_date = greatest(m.latest_claim_date, NEW.service_date),
      service_claims[slot] = m.service_claims[slot] + 1,
      service_amounts[slot] = m.service_amounts[slot] + NEW.amount_centavos
    WHERE m.member_id = NEW.member_id
    RETURNING m.expiry_date, m.archived, m.total_claimed_centavos, m.barangay, m.registration_date INTO t;
    IF rollups THEN
      before := report_claim_state(t.total_claimed_centavos - NEW.amount_centavos);
      INSERT INTO claim_rollup_deltas VALUES (date_trunc('month', NEW.service_date)::date, NEW.service_type,
        NEW.category, CASE WHEN before = report_claim_state(t.total_claimed_centavos) THEN t.expiry_date END,
        before, t.archived, t.barangay, date_trunc('month', t.registration_date)::date, 1, NEW.amount_centavos);
    END IF;
  END IF;
  IF rollups THEN PERFORM claim_rollups_counted(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER claim_rollups_claim ON claimed_services;--> statement-breakpoint
DROP TRIGGER member_claim_totals_claim ON claimed_services;--> statement-breakpoint
DROP FUNCTION claim_rollups_claim();--> statement-breakpoint
DROP FUNCTION member_claim_totals_claim();--> statement-breakpoint
CREATE TRIGGER claim_kept_figures AFTER INSERT OR DELETE
  OR UPDATE OF member_id, amount_centavos, service_date, service_type, category
  ON claimed_services FOR EACH ROW EXECUTE FUNCTION claim_kept_figures();--> statement-breakpoint
-- TRUNCATE: claimed_services emptied (alone or with members) leaves nothing a claim kept, so everything
-- is recomputed (0012 left each member's totals and the folded claims of report_counts behind);
-- member_claim_totals emptied (by the rebuild itself) clears the rollups of members' keys.
CREATE OR REPLACE FUNCTION report_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'claimed_services' THEN
    PERFORM claim_rollups_rebuild();
    RETURN NULL;
  END IF;
  -- Waits for a fold in progress (its rows must not land after the clearing below).
  PERFORM pg_advisory_xact_lock(727027, 0);
  PERFORM claim_rollups_fold();
  -- The claims still count per month, no longer at any member key.
  DELETE FROM claim_rollup_deltas WHERE month IS NULL;
  UPDATE claim_rollup_deltas SET archived = true;
  DELETE FROM report_counts;
  DELETE FROM report_counts_delta;
  DELETE FROM report_service_counts;
  DELETE FROM report_place_service_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727027, 0);
  PERFORM set_config('portal.rollup_rebuild', 'on', true);
  -- TRUNCATE rather than DELETE: the totals' indexes start empty instead of holding every old entry
  -- beside the new ones (twice the size, and the planner then avoids them).
  TRUNCATE member_claim_totals;
  -- Each member's claims per service first, then spread over the catalogue's places (zeros where none).
  WITH per AS (
    SELECT member_id, claim_service_slot(service_type) AS slot, count(*)::int AS n, sum(amount_centavos)::bigint AS a,
      max(service_date) AS latest
    FROM claimed_services GROUP BY 1, 2),
  c AS (
    SELECT k.member_id, sum(p.n)::int AS n, sum(p.a) AS total, max(p.latest) AS latest,
      array_agg(coalesce(p.n, 0) ORDER BY g.slot) AS claims, array_agg(coalesce(p.a, 0) ORDER BY g.slot) AS amounts
    FROM (SELECT DISTINCT member_id FROM per) k CROSS JOIN generate_series(1, 13) g(slot)
    LEFT JOIN per p ON p.member_id = k.member_id AND p.slot = g.slot
    GROUP BY k.member_id)
  INSERT INTO member_claim_totals (member_id, claims_count, total_claimed_centavos, latest_claim_date,
      reference_number, expiry_date, archived, barangay, registration_date, service_claims, service_amounts)
    SELECT m.id, coalesce(c.n, 0), coalesce(c.total, 0), c.latest, m.reference_number, m.expiry_date,
      m.archived_at IS NOT NULL, m.barangay, m.registration_date, coalesce(c.claims, array_fill(0, ARRAY[13])),
      coalesce(c.amounts, array_fill(0::bigint, ARRAY[13]))
    FROM members m LEFT JOIN c ON c.member_id = m.id;
  DELETE FROM claim_rollup_deltas;
  DELETE FROM report_counts_delta;
  DELETE FROM report_counts;
  INSERT INTO report_counts (expiry_date, claim_state, members, claims_count, total_claimed_centavos)
    SELECT expiry_date, report_claim_state(total_claimed_centavos), count(*), sum(claims_count),
      sum(total_claimed_centavos)
    FROM member_claim_totals WHERE NOT archived AND expiry_date IS NOT NULL GROUP BY 1, 2;
  DELETE FROM report_service_counts;
  INSERT INTO report_service_counts (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
    SELECT t.expiry_date, report_claim_state(t.total_claimed_centavos), c.service_type, min(c.category),
      count(*), sum(c.amount_centavos)
    FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
    WHERE NOT t.archived AND t.expiry_date IS NOT NULL GROUP BY 1, 2, 3;
  DELETE FROM report_place_service_counts;
  INSERT INTO report_place_service_counts (barangay, registration_month, service_type, category, claims_count,
      amount_centavos)
    SELECT t.barangay, date_trunc('month', t.registration_date)::date, c.service_type, min(c.category),
      count(*), sum(c.amount_centavos)
    FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
    WHERE NOT t.archived AND t.barangay IS NOT NULL AND t.registration_date IS NOT NULL GROUP BY 1, 2, 3;
  DELETE FROM claim_month_counts;
  INSERT INTO claim_month_counts (month, service_type, category, claims_count, amount_centavos)
    SELECT date_trunc('month', service_date)::date, service_type, category, count(*), sum(amount_centavos)
    FROM claimed_services GROUP BY 1, 2, 3;
  PERFORM set_config('portal.rollup_rebuild', 'off', true);
END $$;--> statement-breakpoint
SELECT claim_rollups_rebuild();
