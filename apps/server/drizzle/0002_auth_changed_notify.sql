-- Every change that can end a session or alter what GET /auth/me answers is announced on the
-- 'auth_changed' channel with the user's id, so each instance drops its in-memory copy of that user's
-- sessions and profile (apps/server/src/modules/auth/auth-cache.ts, docs/decisions/011). NOTIFY is
-- delivered at commit, only if the transaction commits, and the same payload once per transaction.
-- last_seen_at is announced too (it is written at most once a minute per session): an instance that
-- holds a session as recently seen must learn when it is not.
CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('auth_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('auth_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF user_id, last_seen_at, expires_at, revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER bank_accounts_auth_changed AFTER INSERT OR UPDATE OR DELETE ON bank_accounts
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
