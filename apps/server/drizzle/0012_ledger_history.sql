-- History filtered by type pages through this index: a rare kind (fees) among 100,000 entries is
-- found without walking every entry of the customer. (IF NOT EXISTS: a first build of this migration,
-- with a smaller `when`, created the index alone.)
CREATE INDEX IF NOT EXISTS "ledger_entries_user_kind_idx" ON "ledger_entries" USING btree ("user_id","kind","created_at" DESC,"id" DESC);
--> statement-breakpoint
-- Each customer's ledger summed per UTC day and kind, so history totals, statement balances and the
-- portfolio's cash line read a few hundred rows instead of every entry. A trigger keeps it exact.
-- Every ledger write already holds the customer's row lock (applyBalanceChange updates the balance
-- first), and only the customer's own entries touch the customer's rows here, so these row locks
-- add no new order in which two transactions could wait for each other.
CREATE TABLE "ledger_daily_totals" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "kind" text NOT NULL,
  "entries" integer NOT NULL,
  "credits_cents" bigint NOT NULL,
  "debits_cents" bigint NOT NULL,
  PRIMARY KEY ("user_id", "day", "kind")
);
--> statement-breakpoint
CREATE FUNCTION ledger_daily_totals_add(u uuid, at timestamptz, k text, n integer, amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_daily_totals (user_id, day, kind, entries, credits_cents, debits_cents)
  VALUES (u, (at AT TIME ZONE 'UTC')::date, k, n, n * greatest(amount, 0), n * least(amount, 0))
  ON CONFLICT (user_id, day, kind) DO UPDATE SET
    entries = ledger_daily_totals.entries + EXCLUDED.entries,
    credits_cents = ledger_daily_totals.credits_cents + EXCLUDED.credits_cents,
    debits_cents = ledger_daily_totals.debits_cents + EXCLUDED.debits_cents
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_daily_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ledger_daily_totals_add(OLD.user_id, OLD.created_at, OLD.kind, -1, OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM ledger_daily_totals_add(NEW.user_id, NEW.created_at, NEW.kind, 1, NEW.amount_cents);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_daily_totals_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, created_at, kind, amount_cents ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_daily_totals_changed();
--> statement-breakpoint
-- Recounts everything from the ledger: for loads that switch triggers off (the bench's seeding).
CREATE FUNCTION ledger_daily_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM ledger_daily_totals;
  INSERT INTO ledger_daily_totals (user_id, day, kind, entries, credits_cents, debits_cents)
  SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, kind, count(*),
         coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0),
         coalesce(sum(amount_cents) FILTER (WHERE amount_cents < 0), 0)
  FROM ledger_entries GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT ledger_daily_totals_rebuild();
