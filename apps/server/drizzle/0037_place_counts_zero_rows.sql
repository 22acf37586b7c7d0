-- Review of 0036 (issue 29): the place rollups kept a row for every key a member ever left. A renewal
-- moves a member to another expiry day, a claim to another claim state, an archive out of both tables:
-- each left its old key's row at zero, read by nobody, kept for ever; report_place_expiry_counts (a row
-- per expiry day, barangay, registration month and claim state: 225,030 rows at 1,000,000 members)
-- would grow with every such move instead of with the members. Now the fold deletes the rows its deltas
-- brought to zero, by their keys (a primary-key look-up each, no scan; no index on the count, which
-- would stop the fold's updates being HOT). The rebuild writes no zero row, so the tables hold the keys
-- of today's members only, as claim_rollups_rebuild() does. The fold is 0036's otherwise: 0030's
-- rollups, then the place counts' deltas, taken once (an array) and summed into both tables.
CREATE OR REPLACE FUNCTION claim_rollups_fold() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  place_deltas report_place_counts_delta[];
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
  -- The members per place, expiry month and claim state (0036), and per place and expiry day; then the
  -- rows these deltas brought to zero go (0037).
  WITH taken AS (DELETE FROM report_place_counts_delta t RETURNING t)
  SELECT coalesce(array_agg(taken.t), '{}') INTO place_deltas FROM taken;
  IF cardinality(place_deltas) = 0 THEN RETURN; END IF;
  INSERT INTO report_place_counts AS r (registration_month, barangay, expiry_month, claim_state, members)
    SELECT registration_month, barangay, date_trunc('month', expiry_date::timestamp)::date, claim_state, sum(members)
    FROM unnest(place_deltas) GROUP BY 1, 2, 3, 4
    ON CONFLICT (registration_month, barangay, expiry_month, claim_state) DO UPDATE SET
      members = r.members + EXCLUDED.members;
  INSERT INTO report_place_expiry_counts AS r (expiry_date, barangay, registration_month, claim_state, members)
    SELECT expiry_date, barangay, registration_month, claim_state, sum(members) FROM unnest(place_deltas) GROUP BY 1, 2, 3, 4
    ON CONFLICT (expiry_date, barangay, registration_month, claim_state) DO UPDATE SET
      members = r.members + EXCLUDED.members;
  DELETE FROM report_place_counts r
    USING (SELECT DISTINCT registration_month, barangay, date_trunc('month', expiry_date::timestamp)::date AS expiry_month,
             claim_state FROM unnest(place_deltas)) k
    WHERE r.registration_month = k.registration_month AND r.barangay = k.barangay
      AND r.expiry_month = k.expiry_month AND r.claim_state = k.claim_state AND r.members = 0;
  DELETE FROM report_place_expiry_counts r
    USING (SELECT DISTINCT expiry_date, barangay, registration_month, claim_state FROM unnest(place_deltas)) k
    WHERE r.expiry_date = k.expiry_date AND r.barangay = k.barangay
      AND r.registration_month = k.registration_month AND r.claim_state = k.claim_state AND r.members = 0;
END $$;--> statement-breakpoint
-- The zero rows kept so far.
DELETE FROM report_place_counts WHERE members = 0;--> statement-breakpoint
DELETE FROM report_place_expiry_counts WHERE members = 0;
