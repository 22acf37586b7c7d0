-- Issue 24 item 3 (DECISIONS 55): the claims report's month within p95 ≤ 50 ms. 0016 read a month's
-- claims from a covering index and looked each claimant's barangay up: this month of the bench data
-- (96,000 claims) read 96,000 index entries and 38,000 members. Now figures kept from the claims, like
-- the other rollups (0011, 0013): the claim's one delta row of claim_rollup_deltas also carries its day,
-- institution and admin, and every 64th change folds the deltas in (concurrent claims share no row);
-- the report reads a rollup plus the deltas not folded yet.
-- - claim_day_counts: the claims and their amount per service day, service (and category), institution
--   (as typed), the member's barangay (as the member's record holds it now) and the admin who recorded
--   them: every filter of the report is one of its keys. A month: some tens of thousands of rows.
-- - claim_day_service_counts: the same without the barangay (a month: some hundreds of rows): the totals
--   per service, institution and day of a set with no barangay filter.
-- - claim_day_barangay_counts: per day and barangay only: the totals per barangay of a set with no
--   filter (the report's default).
--   A member whose barangay changes moves its claims' rows from the old barangay to the new one
--   (computed from its claims: no key names the member, so the rows cannot say which are its own).
-- - claim_member_months: which members have a claim in which month of service (a row while they have
--   at least one): the members served of whole months without a filter on the claims are counted from
--   it instead of deduplicating every claim. A claim adds its member's row if missing (no write when it
--   is there); removing a member's last claim of a month removes it. Keyed by member, so no two members'
--   claims share a row: written in the claim's transaction, not through the deltas.
-- claim_rollups_rebuild() recomputes them all; this migration fills them from the claims.
CREATE TABLE "claim_day_counts" (
	"day" date NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"institution" text NOT NULL,
	"barangay" text,
	"created_by" text,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
-- A claim recorded by an admin since removed has no admin (created_by is set to NULL): one key.
CREATE UNIQUE INDEX "claim_day_counts_key" ON "claim_day_counts" USING btree
  ("day", "service_type", "category", "institution", "barangay", "created_by") NULLS NOT DISTINCT;--> statement-breakpoint
-- A barangay filter reads that barangay's rows of the range only.
CREATE INDEX "claim_day_counts_barangay_idx" ON "claim_day_counts" USING btree ("barangay", "day");--> statement-breakpoint
CREATE TABLE "claim_day_service_counts" (
	"day" date NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"institution" text NOT NULL,
	"created_by" text,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "claim_day_service_counts_key" ON "claim_day_service_counts" USING btree
  ("day", "service_type", "category", "institution", "created_by") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE TABLE "claim_day_barangay_counts" (
	"day" date NOT NULL,
	"barangay" text,
	"claims_count" bigint NOT NULL,
	"amount_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "claim_day_barangay_counts_key" ON "claim_day_barangay_counts" USING btree
  ("day", "barangay") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE TABLE "claim_member_months" (
	"month" date NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "claim_member_months_pk" PRIMARY KEY ("month", "member_id")
);
--> statement-breakpoint
-- A claim's delta row (0013) also carries its day, institution and admin; the rows that move a member's
-- claims between barangays carry a day and no month (the other rollups leave them out).
ALTER TABLE "claim_rollup_deltas" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "claim_rollup_deltas" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "claim_rollup_deltas" ADD COLUMN "created_by" text;--> statement-breakpoint
-- 0014's claim trigger, its delta rows with the day, institution and admin, and the member's month kept.
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
          t.service_amounts);
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
          t.service_amounts);
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
-- A claim's institution or admin changed is a move between rows of the day rollups too (the foreign
-- key sets created_by to NULL when an admin is removed).
DROP TRIGGER claim_kept_figures ON claimed_services;--> statement-breakpoint
CREATE TRIGGER claim_kept_figures AFTER INSERT OR DELETE
  OR UPDATE OF member_id, amount_centavos, service_date, service_type, category, institution, created_by
  ON claimed_services FOR EACH ROW EXECUTE FUNCTION claim_kept_figures();--> statement-breakpoint
-- The member's barangay changed (its totals row copies it from members, 0012): its claims' rows move
-- from the old barangay to the new one, as delta rows (day, no month) computed from its claims. The
-- totals row is locked by this UPDATE, as by every claim trigger of the member, so the claims read
-- here are exactly those whose rows carry the old barangay: a claim committed before is read (each
-- statement of this function reads what has committed), a claim after waits and reads the new one.
CREATE FUNCTION claim_day_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO claim_rollup_deltas (service_type, category, barangay, claims_count, amount_centavos, day,
      institution, created_by)
    SELECT c.service_type, c.category, b.barangay, b.sign * count(*), b.sign * sum(c.amount_centavos),
      c.service_date, c.institution, c.created_by
    FROM claimed_services c
    CROSS JOIN (VALUES (OLD.barangay, -1), (NEW.barangay, 1)) AS b(barangay, sign)
    WHERE c.member_id = NEW.member_id AND b.barangay IS NOT NULL
    GROUP BY c.service_date, c.service_type, c.category, c.institution, c.created_by, b.barangay, b.sign;
  IF FOUND THEN PERFORM claim_rollups_counted(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER claim_day_counts_moved AFTER UPDATE OF barangay ON member_claim_totals FOR EACH ROW
  WHEN (OLD.barangay IS DISTINCT FROM NEW.barangay) EXECUTE FUNCTION claim_day_counts_moved();--> statement-breakpoint
-- A member deleted: its claims and its totals row go by cascade, and the claims' triggers run after
-- both are gone (the cascades' triggers wait for the end of the statement), so they no longer know the
-- member's barangay (their delta rows then carry no day). Before the member goes, its claims leave
-- the day rollups here, with the barangay its totals row holds.
CREATE FUNCTION claim_day_counts_member_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN OLD; END IF;
  INSERT INTO claim_rollup_deltas (service_type, category, barangay, claims_count, amount_centavos, day,
      institution, created_by)
    SELECT c.service_type, c.category, t.barangay, -count(*), -sum(c.amount_centavos), c.service_date,
      c.institution, c.created_by
    FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
    WHERE c.member_id = OLD.id AND t.barangay IS NOT NULL
    GROUP BY c.service_date, c.service_type, c.category, c.institution, c.created_by, t.barangay;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER claim_day_counts_member_gone BEFORE DELETE ON members FOR EACH ROW
  EXECUTE FUNCTION claim_day_counts_member_gone();--> statement-breakpoint
-- 0013's fold, with the day rows spread into the claims report's three rollups.
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
END $$;--> statement-breakpoint
-- 0013's rebuild, then the claims report's rollups (per the members' barangays now) and claim_member_months.
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
  PERFORM set_config('portal.rollup_rebuild', 'off', true);
END $$;--> statement-breakpoint
-- Filled here from the claims (the other rollups are as they were: no full rebuild). Deltas not folded
-- yet carry no day, so the claims they hold are counted here once.
INSERT INTO claim_day_counts (day, service_type, category, institution, barangay, created_by, claims_count,
    amount_centavos)
  SELECT c.service_date, c.service_type, c.category, c.institution, t.barangay, c.created_by, count(*),
    sum(c.amount_centavos)
  FROM claimed_services c JOIN member_claim_totals t ON t.member_id = c.member_id
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO claim_day_service_counts (day, service_type, category, institution, created_by, claims_count,
    amount_centavos)
  SELECT day, service_type, category, institution, created_by, sum(claims_count), sum(amount_centavos)
  FROM claim_day_counts GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO claim_day_barangay_counts (day, barangay, claims_count, amount_centavos)
  SELECT day, barangay, sum(claims_count), sum(amount_centavos) FROM claim_day_counts GROUP BY 1, 2 ORDER BY 1, 2;--> statement-breakpoint
INSERT INTO claim_member_months (month, member_id)
  SELECT DISTINCT date_trunc('month', service_date::timestamp)::date, member_id FROM claimed_services ORDER BY 1, 2;
