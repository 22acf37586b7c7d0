-- Issue 29 items 1 and 3: the reports' place filters (barangay, registration year / month) counted from a
-- rollup instead of the set's rows. At 100,000 members a registration year's summary read the year's
-- 28,000 totals rows, and the table's count for a year and a status as many (both linear in the data).
-- Now the non-archived members per registration month, barangay, expiry month and claim state
-- (report_place_counts: a few rows per barangay and registration month, whatever the members' number),
-- and the same per expiry day (report_place_expiry_counts): the status of a member is fixed by its
-- expiry and claim state on any day, so a set's members per status on `today` are report_place_counts'
-- rows whose expiry month is not today's, plus report_place_expiry_counts' rows of today's month (the
-- one month that expires partly before today and partly after).
-- Kept as report_counts is (0011, 0013, 0014): a member moving between keys (registered, archived or
-- restored, renewed, its barangay or registration date changed, removed, or a claim taking it across a
-- claim state) appends a -1 and a +1 row to report_place_counts_delta (no key: concurrent claims share
-- no row), and the fold (every 64th change) sums them into both tables; a claim that moves no member
-- between claim states writes nothing here. Readers read the *_now views (rollup rows + deltas).
CREATE TABLE "report_place_counts" (
	"registration_month" date NOT NULL,
	"barangay" text NOT NULL,
	"expiry_month" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"members" integer NOT NULL DEFAULT 0,
	CONSTRAINT "report_place_counts_pk" PRIMARY KEY ("registration_month", "barangay", "expiry_month", "claim_state")
);
--> statement-breakpoint
CREATE TABLE "report_place_expiry_counts" (
	"expiry_date" date NOT NULL,
	"barangay" text NOT NULL,
	"registration_month" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"members" integer NOT NULL DEFAULT 0,
	CONSTRAINT "report_place_expiry_counts_pk" PRIMARY KEY ("expiry_date", "barangay", "registration_month", "claim_state")
);
--> statement-breakpoint
CREATE TABLE "report_place_counts_delta" (
	"barangay" text NOT NULL,
	"registration_month" date NOT NULL,
	"expiry_date" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
CREATE VIEW "report_place_counts_now" AS
  SELECT registration_month, barangay, expiry_month, claim_state, members FROM report_place_counts
  UNION ALL
  SELECT registration_month, barangay, date_trunc('month', expiry_date::timestamp)::date, claim_state, members
  FROM report_place_counts_delta;--> statement-breakpoint
CREATE VIEW "report_place_expiry_counts_now" AS
  SELECT expiry_date, barangay, registration_month, claim_state, members FROM report_place_expiry_counts
  UNION ALL
  SELECT expiry_date, barangay, registration_month, claim_state, members FROM report_place_counts_delta;--> statement-breakpoint
-- Both tables counted from the members' totals rows (empty tables; the rebuild and this migration).
CREATE FUNCTION report_place_counts_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_place_counts (registration_month, barangay, expiry_month, claim_state, members)
    SELECT date_trunc('month', registration_date::timestamp)::date, barangay,
      date_trunc('month', expiry_date::timestamp)::date, report_claim_state(total_claimed_centavos), count(*)
    FROM member_claim_totals
    WHERE NOT archived AND expiry_date IS NOT NULL AND barangay IS NOT NULL AND registration_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO report_place_expiry_counts (expiry_date, barangay, registration_month, claim_state, members)
    SELECT expiry_date, barangay, date_trunc('month', registration_date::timestamp)::date,
      report_claim_state(total_claimed_centavos), count(*)
    FROM member_claim_totals
    WHERE NOT archived AND expiry_date IS NOT NULL AND barangay IS NOT NULL AND registration_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
$$;--> statement-breakpoint
-- 0014's, and the member's place (its barangay and registration date, when its totals row has them)
-- moved from the old claim state to the new one in report_place_counts_delta.
CREATE FUNCTION claim_state_moved(expiry date, old_state smallint, new_state smallint, old_claims integer[],
    old_amounts bigint[], new_claims integer[], new_amounts bigint[], place_barangay text, place_registered date)
    RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_counts_delta VALUES (expiry, old_state, -1, 0, 0), (expiry, new_state, 1, 0, 0);
  IF place_barangay IS NOT NULL AND place_registered IS NOT NULL THEN
    INSERT INTO report_place_counts_delta VALUES
      (place_barangay, date_trunc('month', place_registered::timestamp)::date, expiry, old_state, -1),
      (place_barangay, date_trunc('month', place_registered::timestamp)::date, expiry, new_state, 1);
  END IF;
  PERFORM claim_rollup_moved(old_claims, old_amounts, -1, expiry, old_state, NULL, NULL);
  PERFORM claim_rollup_moved(new_claims, new_amounts, 1, expiry, new_state, NULL, NULL);
  PERFORM claim_rollups_counted();
END $$;--> statement-breakpoint
-- 0030's claim trigger, passing the member's place to claim_state_moved (no other change: a claim that
-- moves no member between claim states does what it did).
CREATE OR REPLACE FUNCTION claim_kept_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
  slot integer;
  before smallint;
  after smallint;
  claims integer[];
  amounts bigint[];
  claim_month date;
  rollups boolean := current_setting('portal.rollup_rebuild', true) IS DISTINCT FROM 'on';
BEGIN
  IF TG_OP <> 'INSERT' THEN
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
    RETURNING m.expiry_date, m.archived, m.total_claimed_centavos, m.barangay, m.registration_date,
      m.service_claims, m.service_amounts INTO t;
    IF rollups THEN
      before := report_claim_state(t.total_claimed_centavos + OLD.amount_centavos);
      after := report_claim_state(t.total_claimed_centavos);
      IF before <> after AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
        claims := t.service_claims;
        amounts := t.service_amounts;
        claims[slot] := claims[slot] + 1;
        amounts[slot] := amounts[slot] + OLD.amount_centavos;
        PERFORM claim_state_moved(t.expiry_date, before, after, claims, amounts, t.service_claims,
          t.service_amounts, t.barangay, t.registration_date);
      END IF;
      claim_month := date_trunc('month', OLD.service_date::timestamp)::date;
      -- A member deleted with its claims has lost its totals row by now (no barangay): its claims
      -- left the day rollups before it went (claim_day_counts_member_gone), so this row has no day.
      INSERT INTO claim_rollup_deltas VALUES (claim_month, OLD.service_type, OLD.category,
        CASE WHEN before = after THEN t.expiry_date END, before, t.archived, t.barangay,
        date_trunc('month', t.registration_date::timestamp)::date, -1, -OLD.amount_centavos,
        CASE WHEN t.barangay IS NOT NULL THEN OLD.service_date END, OLD.institution, OLD.created_by);
      -- The member's last claim of that month gone: no longer served that month.
      IF NOT EXISTS (SELECT 1 FROM claimed_services c WHERE c.member_id = OLD.member_id
          AND c.service_date >= claim_month AND c.service_date < (claim_month + interval '1 month')::date) THEN
        DELETE FROM claim_member_months k WHERE k.month = claim_month AND k.member_id = OLD.member_id;
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    slot := claim_service_slot(NEW.service_type);
    UPDATE member_claim_totals m SET
      claims_count = m.claims_count + 1,
      total_claimed_centavos = m.total_claimed_centavos + NEW.amount_centavos,
      latest_claim_date = greatest(m.latest_claim_date, NEW.service_date),
      service_claims[slot] = m.service_claims[slot] + 1,
      service_amounts[slot] = m.service_amounts[slot] + NEW.amount_centavos
    WHERE m.member_id = NEW.member_id
    RETURNING m.expiry_date, m.archived, m.total_claimed_centavos, m.barangay, m.registration_date,
      m.service_claims, m.service_amounts INTO t;
    IF rollups THEN
      before := report_claim_state(t.total_claimed_centavos - NEW.amount_centavos);
      after := report_claim_state(t.total_claimed_centavos);
      IF before <> after AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
        claims := t.service_claims;
        amounts := t.service_amounts;
        claims[slot] := claims[slot] - 1;
        amounts[slot] := amounts[slot] - NEW.amount_centavos;
        PERFORM claim_state_moved(t.expiry_date, before, after, claims, amounts, t.service_claims,
          t.service_amounts, t.barangay, t.registration_date);
      END IF;
      claim_month := date_trunc('month', NEW.service_date::timestamp)::date;
      -- The claim itself: per month and place always; at its member's expiry key only when the member
      -- stayed in its claim state (else the move above carried it, in the new state's arrays); per day,
      -- service, institution, barangay and admin.
      INSERT INTO claim_rollup_deltas VALUES (claim_month, NEW.service_type, NEW.category,
        CASE WHEN before = after THEN t.expiry_date END, before, t.archived, t.barangay,
        date_trunc('month', t.registration_date::timestamp)::date, 1, NEW.amount_centavos,
        NEW.service_date, NEW.institution, NEW.created_by);
      -- No write when the member already has a claim that month (nothing to update: no dead row).
      INSERT INTO claim_member_months VALUES (claim_month, NEW.member_id) ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  -- claim_rollups_counted(), inline.
  IF rollups AND nextval('claim_rollups_changes') % 64 = 0 THEN PERFORM claim_rollups_fold(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION claim_state_moved(date, smallint, smallint, integer[], bigint[], integer[], bigint[]);--> statement-breakpoint
-- 0013's, and the member's place, expiry day and claim state moved in report_place_counts_delta.
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
  -- The member's place, expiry day and claim state (0036): moved when any of them changed.
  IF NOT (old_on AND new_on AND old_place AND new_place AND OLD.expiry_date = NEW.expiry_date
      AND old_state = new_state AND OLD.barangay = NEW.barangay
      AND date_trunc('month', OLD.registration_date::timestamp) = date_trunc('month', NEW.registration_date::timestamp)) THEN
    IF old_on AND old_place THEN
      INSERT INTO report_place_counts_delta VALUES (OLD.barangay,
        date_trunc('month', OLD.registration_date::timestamp)::date, OLD.expiry_date, old_state, -1);
      changed := true;
    END IF;
    IF new_on AND new_place THEN
      INSERT INTO report_place_counts_delta VALUES (NEW.barangay,
        date_trunc('month', NEW.registration_date::timestamp)::date, NEW.expiry_date, new_state, 1);
      changed := true;
    END IF;
  END IF;
  IF changed THEN PERFORM claim_rollups_counted(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- 0030's fold, then the place counts' deltas.
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
  k AS (
    INSERT INTO claim_day_counts AS r (day, service_type, category, institution, barangay, created_by, claims_count,
        amount_centavos)
      SELECT day, service_type, category, institution, barangay, created_by, sum(claims_count), sum(amount_centavos)
      FROM d WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (day, service_type, category, institution, barangay, created_by) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos),
  ks AS (
    INSERT INTO claim_day_service_counts AS r (day, service_type, category, institution, created_by, claims_count,
        amount_centavos)
      SELECT day, service_type, category, institution, created_by, sum(claims_count), sum(amount_centavos)
      FROM d WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4, 5
      -- A member's move between barangays sums to nothing here.
      HAVING sum(claims_count) <> 0 OR sum(amount_centavos) <> 0
      ON CONFLICT (day, service_type, category, institution, created_by) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos),
  kb AS (
    INSERT INTO claim_day_barangay_counts AS r (day, barangay, claims_count, amount_centavos)
      SELECT day, barangay, sum(claims_count), sum(amount_centavos)
      FROM d WHERE day IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (day, barangay) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
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
  -- The members per place, expiry month and claim state (0036), and per place and expiry day.
  WITH d AS (DELETE FROM report_place_counts_delta RETURNING *),
  pm AS (
    INSERT INTO report_place_counts AS r (registration_month, barangay, expiry_month, claim_state, members)
      SELECT registration_month, barangay, date_trunc('month', expiry_date::timestamp)::date, claim_state, sum(members)
      FROM d GROUP BY 1, 2, 3, 4
      ON CONFLICT (registration_month, barangay, expiry_month, claim_state) DO UPDATE SET
        members = r.members + EXCLUDED.members)
  INSERT INTO report_place_expiry_counts AS r (expiry_date, barangay, registration_month, claim_state, members)
    SELECT expiry_date, barangay, registration_month, claim_state, sum(members) FROM d GROUP BY 1, 2, 3, 4
    ON CONFLICT (expiry_date, barangay, registration_month, claim_state) DO UPDATE SET
      members = r.members + EXCLUDED.members;
END $$;--> statement-breakpoint
-- 0030's rebuild, then the place counts from the members' totals rows.
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
  -- In day order: a range of days then lies on few pages.
  TRUNCATE claim_day_counts;
  INSERT INTO claim_day_counts (day, service_type, category, institution, barangay, created_by, claims_count,
      amount_centavos)
    SELECT c.service_date, c.service_type, c.category, c.institution, t.barangay, c.created_by, count(*),
      sum(c.amount_centavos)
    FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6;
  TRUNCATE claim_day_service_counts;
  INSERT INTO claim_day_service_counts (day, service_type, category, institution, created_by, claims_count,
      amount_centavos)
    SELECT day, service_type, category, institution, created_by, sum(claims_count), sum(amount_centavos)
    FROM claim_day_counts GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
  TRUNCATE claim_day_barangay_counts;
  INSERT INTO claim_day_barangay_counts (day, barangay, claims_count, amount_centavos)
    SELECT day, barangay, sum(claims_count), sum(amount_centavos) FROM claim_day_counts GROUP BY 1, 2 ORDER BY 1, 2;
  TRUNCATE claim_member_months;
  INSERT INTO claim_member_months (month, member_id)
    SELECT DISTINCT date_trunc('month', service_date::timestamp)::date, member_id FROM claimed_services ORDER BY 1, 2;
  TRUNCATE report_place_counts_delta, report_place_counts, report_place_expiry_counts;
  PERFORM report_place_counts_fill();
  PERFORM set_config('portal.rollup_rebuild', 'off', true);
END $$;--> statement-breakpoint
-- 0013's: member_claim_totals emptied clears the place counts too.
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
  DELETE FROM report_place_counts_delta;
  DELETE FROM report_place_counts;
  DELETE FROM report_place_expiry_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT report_place_counts_fill();
