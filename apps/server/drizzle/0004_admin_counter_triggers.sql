-- Exact running totals for the admin console (schema.ts adminCounters): the number of users, the sum of
-- their balances and the number of audit entries, kept by triggers in the same transaction as every
-- change, so GET /auth/admin/stats and the page totals never scan users or audit_log. No writes may
-- slip between the triggers' creation and the first totals: the tables are locked until commit.
LOCK TABLE "users", "audit_log" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION admin_counter_add(counter text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_counters (name, slot, value) VALUES (counter, floor(random() * 16)::int, delta)
  ON CONFLICT (name, slot) DO UPDATE SET value = admin_counters.value + EXCLUDED.value
$$;
--> statement-breakpoint
CREATE FUNCTION users_count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
  cents bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), coalesce(sum(balance_cents), 0) INTO n, cents FROM added_users;
  ELSE
    SELECT -count(*), -coalesce(sum(balance_cents), 0) INTO n, cents FROM removed_users;
  END IF;
  IF n <> 0 THEN PERFORM admin_counter_add('users', n); END IF;
  IF cents <> 0 THEN PERFORM admin_counter_add('balance_cents', cents); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS added_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_count_statement();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_count_statement();
--> statement-breakpoint
CREATE FUNCTION users_balance_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_counter_add('balance_cents', NEW.balance_cents - OLD.balance_cents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_balance_update AFTER UPDATE OF balance_cents ON "users"
  FOR EACH ROW WHEN (OLD.balance_cents IS DISTINCT FROM NEW.balance_cents)
  EXECUTE FUNCTION users_balance_row();
--> statement-breakpoint
CREATE FUNCTION audit_count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO n FROM added_entries;
  ELSE
    SELECT -count(*) INTO n FROM removed_entries;
  END IF;
  IF n <> 0 THEN PERFORM admin_counter_add('audit_entries', n); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_count_insert AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_count_statement();
--> statement-breakpoint
CREATE TRIGGER audit_count_delete AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS removed_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_count_statement();
--> statement-breakpoint
-- TRUNCATE bypasses row and statement DELETE triggers: start the totals again from zero.
CREATE FUNCTION admin_counters_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    DELETE FROM admin_counters WHERE name IN ('users', 'balance_cents');
  ELSE
    DELETE FROM admin_counters WHERE name = 'audit_entries';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_truncated();
--> statement-breakpoint
CREATE TRIGGER audit_count_truncate AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION admin_counters_truncated();
--> statement-breakpoint
INSERT INTO admin_counters (name, slot, value)
SELECT 'users', 0, count(*) FROM "users"
UNION ALL SELECT 'balance_cents', 0, coalesce(sum(balance_cents), 0) FROM "users"
UNION ALL SELECT 'audit_entries', 0, count(*) FROM "audit_log";
