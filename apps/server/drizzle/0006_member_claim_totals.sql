-- DECISIONS 26: each member's claims count, total claimed and latest claim date, kept by triggers in the
-- transaction that writes a claim, so no page ever sums all claims. Every member has a row (zeros until
-- the first claim), so report sorts and filters can join it one to one.
CREATE TABLE "member_claim_totals" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"claims_count" integer DEFAULT 0 NOT NULL,
	"total_claimed_centavos" bigint DEFAULT 0 NOT NULL,
	"latest_claim_date" date
);
--> statement-breakpoint
ALTER TABLE "member_claim_totals" ADD CONSTRAINT "member_claim_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_claim_totals_new_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_claim_totals (member_id) VALUES (NEW.id) ON CONFLICT (member_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_claim_totals_member AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_claim_totals_new_member();--> statement-breakpoint
-- A claim added, removed or changed moves its member's figures; the latest date is looked up again only
-- when the removed claim was the latest (the member's claims, by the member/service/date index).
CREATE OR REPLACE FUNCTION member_claim_totals_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE member_claim_totals t SET
      claims_count = t.claims_count - 1,
      total_claimed_centavos = t.total_claimed_centavos - OLD.amount_centavos,
      latest_claim_date = CASE WHEN t.latest_claim_date > OLD.service_date THEN t.latest_claim_date
        ELSE (SELECT max(c.service_date) FROM claimed_services c WHERE c.member_id = OLD.member_id) END
    WHERE t.member_id = OLD.member_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE member_claim_totals t SET
      claims_count = t.claims_count + 1,
      total_claimed_centavos = t.total_claimed_centavos + NEW.amount_centavos,
      latest_claim_date = greatest(t.latest_claim_date, NEW.service_date)
    WHERE t.member_id = NEW.member_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_claim_totals_claim AFTER INSERT OR DELETE OR UPDATE OF member_id, amount_centavos, service_date
  ON claimed_services FOR EACH ROW EXECUTE FUNCTION member_claim_totals_claim();--> statement-breakpoint
-- Recomputes every figure kept from claimed_services (bulk loads run with the claim triggers disabled and
-- call this once afterwards). Later rollups of claims add their rebuild here.
CREATE OR REPLACE FUNCTION claim_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_claim_totals;
  INSERT INTO member_claim_totals (member_id, claims_count, total_claimed_centavos, latest_claim_date)
    SELECT m.id, count(c.id)::int, coalesce(sum(c.amount_centavos), 0), max(c.service_date)
    FROM members m LEFT JOIN claimed_services c ON c.member_id = m.id
    GROUP BY m.id;
END $$;--> statement-breakpoint
SELECT claim_rollups_rebuild();
