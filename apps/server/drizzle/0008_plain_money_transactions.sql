-- Every money operation is one plain transaction that locks the customer's row before it checks and
-- writes (docs/decisions/020-money-operations-as-plain-transactions.md): nothing raises a custom
-- SQLSTATE to undo a multi-part statement, and no transaction silences the users trigger.
DROP FUNCTION IF EXISTS statement_guard_failed(text);--> statement-breakpoint
-- The users trigger announces every profile change (a balance, a name, the identity check) on
-- 'profile_changed' as it commits; role changes, deletions and sessions go on 'auth_changed'.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.role IS NOT DISTINCT FROM OLD.role THEN
      PERFORM pg_notify('profile_changed', NEW.id::text);
    ELSE
      PERFORM pg_notify('auth_changed', COALESCE(NEW.id, OLD.id)::text);
    END IF;
  ELSIF TG_TABLE_NAME = 'bank_accounts' THEN
    PERFORM pg_notify('profile_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('profile_changed', OLD.user_id::text);
    END IF;
  ELSE
    PERFORM pg_notify('auth_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('auth_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
