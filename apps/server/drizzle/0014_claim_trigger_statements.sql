-- Issue 10 item 6 (claims throughput), after 0013: a claim costs the database less, for the same kept
-- figures. 0013's report_counts_totals_moved trigger ran on every UPDATE of member_claim_totals, so every
-- claim paid for the old row's fetch and the WHEN test (measured: about a quarter of the claim trigger's
-- time), though only a claim that takes its member across a claim state moves it. Now:
-- - the claim trigger moves its member between claim states itself, when the claim crosses one (it knows
--   the totals before and after, and the member's claims per service, from its own UPDATE);
-- - report_counts_totals_moved runs only for UPDATEs that set the member's key columns (the copy from
--   members: expiry, archived, barangay, registration date), which claims never set;
-- - the every-64th-change fold check is inline instead of a call of claim_rollups_counted(), and months
--   are truncated as timestamps rather than timestamptz (no time-zone work; the same first day).
-- A write of member_claim_totals' totals by hand (not through claims) no longer moves its member between
-- claim states: those columns are the claim trigger's alone (claim_rollups_rebuild() recomputes all).

-- A member crossing from one claim state to another on its expiry day: its count and its claims per
-- service (before the change: old_*, after: new_*) move from the old state to the new one.
CREATE FUNCTION claim_state_moved(expiry date, old_state smallint, new_state smallint, old_claims integer[],
    old_amounts bigint[], new_claims integer[], new_amounts bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_counts_delta VALUES (expiry, old_state, -1, 0, 0), (expiry, new_state, 1, 0, 0);
  PERFORM claim_rollup_moved(old_claims, old_amounts, -1, expiry, old_state, NULL, NULL);
  PERFORM claim_rollup_moved(new_claims, new_amounts, 1, expiry, new_state, NULL, NULL);
  PERFORM claim_rollups_counted();
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_kept_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
  slot integer;
  before smallint;
  after smallint;
  claims integer[];
  amounts bigint[];
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
      INSERT INTO claim_rollup_deltas VALUES (date_trunc('month', OLD.service_date::timestamp)::date,
        OLD.service_type, OLD.category, CASE WHEN before = after THEN t.expiry_date END, before, t.archived,
        t.barangay, date_trunc('month', t.registration_date::timestamp)::date, -1, -OLD.amount_centavos);
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
      -- The claim itself: per month and place always; at its member's expiry key only when the member
      -- stayed in its claim state (else the move above carried it, in the new state's arrays).
      INSERT INTO claim_rollup_deltas VALUES (date_trunc('month', NEW.service_date::timestamp)::date,
        NEW.service_type, NEW.category, CASE WHEN before = after THEN t.expiry_date END, before, t.archived,
        t.barangay, date_trunc('month', t.registration_date::timestamp)::date, 1, NEW.amount_centavos);
    END IF;
  END IF;
  -- claim_rollups_counted(), inline.
  IF rollups AND nextval('claim_rollups_changes') % 64 = 0 THEN PERFORM claim_rollups_fold(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the copy of the member's columns (member_claim_totals_member_copy) sets these; the claim-state
-- clause of 0013's condition is gone with the claims' UPDATEs.
DROP TRIGGER report_counts_totals_moved ON member_claim_totals;--> statement-breakpoint
CREATE TRIGGER report_counts_totals_moved
  AFTER UPDATE OF expiry_date, archived, barangay, registration_date ON member_claim_totals FOR EACH ROW
  WHEN (OLD.expiry_date IS DISTINCT FROM NEW.expiry_date OR OLD.archived <> NEW.archived
    OR OLD.barangay IS DISTINCT FROM NEW.barangay
    OR date_trunc('month', OLD.registration_date::timestamp)
      IS DISTINCT FROM date_trunc('month', NEW.registration_date::timestamp))
  EXECUTE FUNCTION report_counts_totals();
