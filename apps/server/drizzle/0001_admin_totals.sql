-- Exact running totals for the admin console (schema.ts adminTotals): the number of users, the sum of
-- their balances and the number of audit entries, so GET /auth/admin/stats and the page totals never
-- scan users or audit_log. Each change is added by a DEFERRED constraint trigger: it runs at commit,
-- after every other lock the transaction takes, and all of one transaction's changes go to the one
-- slot row its transaction id picks. A transaction therefore holds at most one totals row, only while
-- it commits, and can never be part of a lock cycle through these rows. A rolled-back transaction or
-- savepoint adds nothing. (Row-level counters taken mid-transaction deadlocked under concurrent
-- approvals: docs/decisions/009-migrations-squashed.md.)
CREATE FUNCTION admin_totals_add(d_users bigint, d_balance_cents bigint, d_audit_entries bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_totals (slot, users, balance_cents, audit_entries)
  VALUES ((txid_current() % 16)::int, d_users, d_balance_cents, d_audit_entries)
  ON CONFLICT (slot) DO UPDATE SET
    users = admin_totals.users + EXCLUDED.users,
    balance_cents = admin_totals.balance_cents + EXCLUDED.balance_cents,
    audit_entries = admin_totals.audit_entries + EXCLUDED.audit_entries
$$;
--> statement-breakpoint
CREATE FUNCTION admin_totals_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM admin_totals_add(1, NEW.balance_cents, 0);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM admin_totals_add(-1, -OLD.balance_cents, 0);
  ELSE
    PERFORM admin_totals_add(0, NEW.balance_cents - OLD.balance_cents, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_totals_users_insert AFTER INSERT ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION admin_totals_users_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_totals_users_delete AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION admin_totals_users_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_totals_users_balance AFTER UPDATE OF balance_cents ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.balance_cents IS DISTINCT FROM NEW.balance_cents)
  EXECUTE FUNCTION admin_totals_users_changed();
--> statement-breakpoint
CREATE FUNCTION admin_totals_audit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_totals_add(0, 0, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_totals_audit_insert AFTER INSERT ON "audit_log"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION admin_totals_audit_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_totals_audit_delete AFTER DELETE ON "audit_log"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION admin_totals_audit_changed();
--> statement-breakpoint
-- Recounts everything from the tables (after a bulk load done with triggers off, or a TRUNCATE).
CREATE FUNCTION admin_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "audit_log" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM admin_totals;
  INSERT INTO admin_totals (slot, users, balance_cents, audit_entries)
  SELECT 0,
         (SELECT count(*) FROM "users"),
         (SELECT coalesce(sum(balance_cents), 0) FROM "users"),
         (SELECT count(*) FROM "audit_log");
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: recount instead.
CREATE FUNCTION admin_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_totals_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_totals_users_truncate AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_totals_truncated();
--> statement-breakpoint
CREATE TRIGGER admin_totals_audit_truncate AFTER TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_totals_truncated();
--> statement-breakpoint
SELECT admin_totals_rebuild();
