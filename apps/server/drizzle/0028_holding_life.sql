-- The principal invariant (docs/decisions/047-one-life-for-a-holding.md): a customer's principal
-- account equals the sum of the outstanding principal (amount − recovered − written off) of their open
-- holdings. Checked at commit for each customer a transaction touched, from their postings and their
-- holdings only: no global lock, nothing every money transaction shares.
-- One statement, so one snapshot: a customer's other transaction that commits meanwhile is seen
-- whole (its postings and its holdings) or not at all.
CREATE FUNCTION principal_matches_holdings(customer uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  booked bigint;
  held bigint;
BEGIN
  SELECT
    (SELECT coalesce(sum(e.amount_cents), 0)
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
       WHERE a.type = 'principal' AND a.user_id = customer),
    (SELECT coalesce(sum(h.amount_cents - h.recovered_cents - h.written_off_cents), 0)
       FROM holdings h
       WHERE h.user_id = customer AND h.status IN ('active', 'reflection'))
  INTO booked, held;
  IF booked <> held THEN
    RAISE EXCEPTION 'principal of customer % is % cents but their open holdings hold % cents', customer, booked, held
      USING ERRCODE = 'check_violation';
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION principal_posting_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM principal_matches_holdings((SELECT user_id FROM ledger_accounts WHERE id = NEW.account_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_principal_matches AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.account_type = 'principal')
  EXECUTE FUNCTION principal_posting_checked();--> statement-breakpoint
CREATE FUNCTION holding_principal_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM principal_matches_holdings(NEW.user_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER holdings_principal_matches AFTER INSERT OR UPDATE OF "status", "amount_cents", "recovered_cents", "written_off_cents", "user_id" ON "holdings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION holding_principal_checked();
