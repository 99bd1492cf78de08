-- A purchase debits the buyer's row, and the users trigger announced it on 'profile_changed' inside
-- the purchase's transaction. PostgreSQL commits notifying transactions one at a time (the queue's
-- lock is held through the commit's flush to disk), so every purchase waited for every other one's
-- fsync: purchases ran at a third of pgbench's rate where the same statement without the notification
-- ran at nearly half. A transaction that sets 'verdant.profile_notice' to 'after_commit' takes over
-- the announcement of its profile changes itself, after it commits (modules/auth/profile-notices.ts,
-- docs/decisions/017-purchase-notices-after-commit.md). Only the profile announcement can be taken
-- over: role changes, deletions, sessions and bank accounts are announced by the trigger as before,
-- and every transaction that does not set it (any other code path, an admin's script) is too.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.role IS NOT DISTINCT FROM OLD.role THEN
      IF current_setting('verdant.profile_notice', true) IS DISTINCT FROM 'after_commit' THEN
        PERFORM pg_notify('profile_changed', NEW.id::text);
      END IF;
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
