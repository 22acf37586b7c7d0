-- Issue 28: the ₱10,000 threshold is stated once, in the domain's HIGH_CLAIMS_THRESHOLD_CENTAVOS. SQL
-- reads it from high_claims_threshold(), which the server defines from that constant each time it opens
-- the database, before the migrations run (apps/server/src/db/high-claims-threshold.ts), as an immutable
-- SQL function: the planner folds it to its number, so the claim's triggers pay nothing for it.
-- Here only a stand-in, for a database migrated without the server: it raises instead of guessing.
DO $$
BEGIN
  IF to_regprocedure('high_claims_threshold()') IS NULL THEN
    CREATE FUNCTION high_claims_threshold() RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $f$
    BEGIN
      RAISE EXCEPTION 'high_claims_threshold() is defined by the portal''s server when it opens the database';
    END $f$;
  END IF;
END $$;--> statement-breakpoint
-- 0: nothing claimed, 1: under the threshold, 2: the threshold or more (domain claimStateOf). Replaces
-- 0007's, which wrote the number itself.
CREATE OR REPLACE FUNCTION report_claim_state(total bigint) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN total <= 0 THEN 0 WHEN total >= high_claims_threshold() THEN 2 ELSE 1 END::smallint
$$;
