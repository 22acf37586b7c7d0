CREATE TABLE "claim_month_counts" (
	"month" date NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" bigint DEFAULT 0 NOT NULL,
	"amount_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "claim_month_counts_month_service_type_category_pk" PRIMARY KEY("month","service_type","category")
);
--> statement-breakpoint
CREATE TABLE "report_counts" (
	"expiry_date" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"claims_count" bigint DEFAULT 0 NOT NULL,
	"total_claimed_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_counts_expiry_date_claim_state_pk" PRIMARY KEY("expiry_date","claim_state")
);
--> statement-breakpoint
CREATE TABLE "report_service_counts" (
	"expiry_date" date NOT NULL,
	"claim_state" smallint NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"claims_count" bigint DEFAULT 0 NOT NULL,
	"amount_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_service_counts_expiry_date_claim_state_service_type_pk" PRIMARY KEY("expiry_date","claim_state","service_type")
);
--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD COLUMN "reference_number" text;--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "members_report_name_idx" ON "members" USING btree (lower("last_name") collate "C",lower("first_name") collate "C",lower("middle_name") collate "C","reference_number" collate "C") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "members_report_expiry_idx" ON "members" USING btree ("expiry_date","reference_number" collate "C") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "members_report_registered_idx" ON "members" USING btree ("registration_date","reference_number" collate "C") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "member_claim_totals_claims_idx" ON "member_claim_totals" USING btree ("total_claimed_centavos","claims_count","reference_number" collate "C") WHERE not archived;--> statement-breakpoint
CREATE INDEX "member_claim_totals_latest_idx" ON "member_claim_totals" USING btree (coalesce("latest_claim_date", '0001-01-01'::date),"reference_number" collate "C") WHERE not archived;--> statement-breakpoint
-- DECISIONS 28 and 31: rollups kept by triggers in the transaction that writes a member or a claim.
-- member_claim_totals carries copies of the member's reference number, expiry date and archived flag.
UPDATE member_claim_totals t SET reference_number = m.reference_number, expiry_date = m.expiry_date,
  archived = m.archived_at IS NOT NULL
  FROM members m WHERE m.id = t.member_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_claim_totals_new_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_claim_totals (member_id, reference_number, expiry_date, archived)
    VALUES (NEW.id, NEW.reference_number, NEW.expiry_date, NEW.archived_at IS NOT NULL)
    ON CONFLICT (member_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_claim_totals_member_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_claim_totals SET reference_number = NEW.reference_number, expiry_date = NEW.expiry_date,
    archived = NEW.archived_at IS NOT NULL
  WHERE member_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_claim_totals_member_copy AFTER UPDATE OF reference_number, expiry_date, archived_at
  ON members FOR EACH ROW
  WHEN (OLD.reference_number IS DISTINCT FROM NEW.reference_number OR OLD.expiry_date IS DISTINCT FROM NEW.expiry_date
    OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL))
  EXECUTE FUNCTION member_claim_totals_member_copy();--> statement-breakpoint
-- 0: nothing claimed, 1: under ₱10,000, 2: ₱10,000 or more (domain claimStateOf).
CREATE OR REPLACE FUNCTION report_claim_state(total bigint) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN total <= 0 THEN 0 WHEN total >= 1000000 THEN 2 ELSE 1 END::smallint
$$;--> statement-breakpoint
-- Rollup rows of one expiry day are written under a transaction lock of that day (taken before any of
-- them, and in date order when a member moves between days), so concurrent claims wait instead of
-- deadlocking on each other's rollup rows.
CREATE OR REPLACE FUNCTION report_rollups_lock(day date) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(727026, (day - date '2000-01-01'))
$$;--> statement-breakpoint
-- A member's row in report_counts follows its totals row; when its key (expiry day, claim state,
-- archived) changes, its claims per service move from the old key to the new one in
-- report_service_counts. Invariant: the key a member has holds exactly its claims visible now.
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
  IF old_on AND new_on THEN
    PERFORM report_rollups_lock(least(OLD.expiry_date, NEW.expiry_date));
    PERFORM report_rollups_lock(greatest(OLD.expiry_date, NEW.expiry_date));
  ELSIF old_on THEN
    PERFORM report_rollups_lock(OLD.expiry_date);
  ELSIF new_on THEN
    PERFORM report_rollups_lock(NEW.expiry_date);
  END IF;
  IF old_on AND new_on AND OLD.expiry_date = NEW.expiry_date AND old_state = new_state THEN
    UPDATE report_counts SET
      claims_count = claims_count + NEW.claims_count - OLD.claims_count,
      total_claimed_centavos = total_claimed_centavos + NEW.total_claimed_centavos - OLD.total_claimed_centavos
    WHERE expiry_date = NEW.expiry_date AND claim_state = new_state;
    RETURN NULL;
  END IF;
  IF old_on THEN
    UPDATE report_counts SET members = members - 1, claims_count = claims_count - OLD.claims_count,
      total_claimed_centavos = total_claimed_centavos - OLD.total_claimed_centavos
    WHERE expiry_date = OLD.expiry_date AND claim_state = old_state;
    UPDATE report_service_counts r SET claims_count = r.claims_count - c.n, amount_centavos = r.amount_centavos - c.amount
    FROM (SELECT service_type, count(*) AS n, sum(amount_centavos) AS amount FROM claimed_services
          WHERE member_id = OLD.member_id GROUP BY service_type) c
    WHERE r.expiry_date = OLD.expiry_date AND r.claim_state = old_state AND r.service_type = c.service_type;
  END IF;
  IF new_on THEN
    INSERT INTO report_counts AS r (expiry_date, claim_state, members, claims_count, total_claimed_centavos)
      VALUES (NEW.expiry_date, new_state, 1, NEW.claims_count, NEW.total_claimed_centavos)
      ON CONFLICT (expiry_date, claim_state) DO UPDATE SET members = r.members + 1,
        claims_count = r.claims_count + EXCLUDED.claims_count,
        total_claimed_centavos = r.total_claimed_centavos + EXCLUDED.total_claimed_centavos;
    INSERT INTO report_service_counts AS r (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
      SELECT NEW.expiry_date, new_state, service_type, min(category), count(*), sum(amount_centavos)
      FROM claimed_services WHERE member_id = NEW.member_id GROUP BY service_type
      ON CONFLICT (expiry_date, claim_state, service_type) DO UPDATE SET
        claims_count = r.claims_count + EXCLUDED.claims_count,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_counts_totals AFTER INSERT OR DELETE OR UPDATE ON member_claim_totals
  FOR EACH ROW EXECUTE FUNCTION report_counts_totals();--> statement-breakpoint
-- A claim added, removed or changed: its month in claim_month_counts, and its service at its member's
-- current key in report_service_counts. The trigger's name sorts before member_claim_totals_claim, so it
-- runs while the member's totals row still has its old key (report_counts_totals then moves them all).
CREATE OR REPLACE FUNCTION claim_rollups_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  IF current_setting('portal.rollup_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE claim_month_counts SET claims_count = claims_count - 1, amount_centavos = amount_centavos - OLD.amount_centavos
    WHERE month = date_trunc('month', OLD.service_date)::date AND service_type = OLD.service_type AND category = OLD.category;
    SELECT expiry_date, archived, total_claimed_centavos INTO t FROM member_claim_totals WHERE member_id = OLD.member_id;
    IF FOUND AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
      PERFORM report_rollups_lock(t.expiry_date);
      UPDATE report_service_counts SET claims_count = claims_count - 1, amount_centavos = amount_centavos - OLD.amount_centavos
      WHERE expiry_date = t.expiry_date AND claim_state = report_claim_state(t.total_claimed_centavos)
        AND service_type = OLD.service_type;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO claim_month_counts AS r (month, service_type, category, claims_count, amount_centavos)
      VALUES (date_trunc('month', NEW.service_date)::date, NEW.service_type, NEW.category, 1, NEW.amount_centavos)
      ON CONFLICT (month, service_type, category) DO UPDATE SET claims_count = r.claims_count + 1,
        amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
    SELECT expiry_date, archived, total_claimed_centavos INTO t FROM member_claim_totals WHERE member_id = NEW.member_id;
    IF FOUND AND NOT t.archived AND t.expiry_date IS NOT NULL THEN
      PERFORM report_rollups_lock(t.expiry_date);
      INSERT INTO report_service_counts AS r (expiry_date, claim_state, service_type, category, claims_count, amount_centavos)
        VALUES (t.expiry_date, report_claim_state(t.total_claimed_centavos), NEW.service_type, NEW.category, 1, NEW.amount_centavos)
        ON CONFLICT (expiry_date, claim_state, service_type) DO UPDATE SET claims_count = r.claims_count + 1,
          amount_centavos = r.amount_centavos + EXCLUDED.amount_centavos;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER claim_rollups_claim AFTER INSERT OR DELETE OR UPDATE OF member_id, amount_centavos, service_date, service_type, category
  ON claimed_services FOR EACH ROW EXECUTE FUNCTION claim_rollups_claim();--> statement-breakpoint
-- TRUNCATE fires no row triggers: the rollups of truncated tables are emptied with them.
CREATE OR REPLACE FUNCTION report_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'claimed_services' THEN
    DELETE FROM claim_month_counts;
    UPDATE report_service_counts SET claims_count = 0, amount_centavos = 0;
  ELSE
    DELETE FROM report_counts;
    DELETE FROM report_service_counts;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_rollups_truncate_claims AFTER TRUNCATE ON claimed_services
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_clear();--> statement-breakpoint
CREATE TRIGGER report_rollups_truncate_totals AFTER TRUNCATE ON member_claim_totals
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_clear();--> statement-breakpoint
-- Recomputes every figure kept from claimed_services (bulk loads run with the claim triggers disabled
-- and call this once afterwards); the rollups' own triggers stand aside while it runs.
CREATE OR REPLACE FUNCTION claim_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('portal.rollup_rebuild', 'on', true);
  DELETE FROM member_claim_totals;
  INSERT INTO member_claim_totals (member_id, claims_count, total_claimed_centavos, latest_claim_date,
      reference_number, expiry_date, archived)
    SELECT m.id, coalesce(c.n, 0), coalesce(c.total, 0), c.latest, m.reference_number, m.expiry_date,
      m.archived_at IS NOT NULL
    FROM members m LEFT JOIN (
      SELECT member_id, count(*)::int AS n, sum(amount_centavos) AS total, max(service_date) AS latest
      FROM claimed_services GROUP BY member_id) c ON c.member_id = m.id;
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
  DELETE FROM claim_month_counts;
  INSERT INTO claim_month_counts (month, service_type, category, claims_count, amount_centavos)
    SELECT date_trunc('month', service_date)::date, service_type, category, count(*), sum(amount_centavos)
    FROM claimed_services GROUP BY 1, 2, 3;
  PERFORM set_config('portal.rollup_rebuild', 'off', true);
END $$;--> statement-breakpoint
SELECT claim_rollups_rebuild();
