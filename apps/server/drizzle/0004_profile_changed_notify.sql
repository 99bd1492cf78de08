-- A session lives by its own row and by its user's existence and role (modules/auth/session.repository.ts);
-- the rest of a user's row (the balance, the name, the identity check) and their bank accounts only
-- change what GET /auth/me answers. Those changes are now announced on 'profile_changed', so an
-- instance drops only its copy of that answer and keeps vouching for the user's sessions: a purchase,
-- which debits the balance, no longer sends the buyer's next request to the database for its session
-- (docs/decisions/014-profile-changes-keep-sessions.md). Role changes, deletions and every change of
-- a session are announced on 'auth_changed' as before.
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
