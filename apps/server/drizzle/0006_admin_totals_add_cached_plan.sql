-- admin_totals_add was a LANGUAGE sql function: PostgreSQL (before 18) parses and plans the body of
-- such a function on every call, and it runs at the commit of every balance change, user and audit
-- entry. A profile of the purchase benchmark (perf, docs/deploy.md §6) put that parsing and planning
-- at a tenth of PostgreSQL's CPU. The same INSERT in PL/pgSQL is planned once per connection.
CREATE OR REPLACE FUNCTION admin_totals_add(d_users bigint, d_balance_cents bigint, d_audit_entries bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_totals (slot, users, balance_cents, audit_entries)
  VALUES ((txid_current() % 16)::int, d_users, d_balance_cents, d_audit_entries)
  ON CONFLICT (slot) DO UPDATE SET
    users = admin_totals.users + EXCLUDED.users,
    balance_cents = admin_totals.balance_cents + EXCLUDED.balance_cents,
    audit_entries = admin_totals.audit_entries + EXCLUDED.audit_entries;
END
$$;
