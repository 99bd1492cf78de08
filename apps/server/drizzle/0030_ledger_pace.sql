-- Money at the database's pace (ADR 050): nothing every money transaction touches is locked by it.
--
-- 1. The platform's accounts (bank, fee revenue, adjustments, write-offs) keep no stored balance:
--    every purchase used to update the fee revenue row, and every transaction waited for the one
--    before it to commit. Their balance is the sum of their postings, which carry no running balance.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_cash_on_user";--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance_cents" = NULL
  WHERE "type" IN ('bank', 'fee_revenue', 'adjustments', 'write_offs');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_stored"
  CHECK (("type" IN ('cash', 'bank', 'fee_revenue', 'adjustments', 'write_offs')) = ("balance_cents" IS NULL));--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_running_balance"
  CHECK ("balance_after_cents" IS NOT NULL OR "account_type" IN ('bank', 'fee_revenue', 'adjustments', 'write_offs'));--> statement-breakpoint
-- A customer's and an offering's accounts are found through an index at any number of customers
-- (the owner index starts with the type, so "type = 'principal' AND user_id = …" read every one).
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id", "type") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_accounts_offering_idx" ON "ledger_accounts" USING btree ("offering_id") WHERE "offering_id" IS NOT NULL;--> statement-breakpoint
-- 2. The users trigger no longer announces a change of the balance alone: its NOTIFY took
--    PostgreSQL's server-wide notification lock inside every money transaction, through its commit.
--    The sealer announces the customers of each sealed batch after their transactions committed, and
--    the instance that moved the money drops its own copy at once (modules/auth/auth.plugin.ts).
DROP TRIGGER "users_auth_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{balance_cents,updated_at}'::text[]) IS DISTINCT FROM (to_jsonb(NEW) - '{balance_cents,updated_at}'::text[]))
  EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_delete" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION auth_changed_notify();--> statement-breakpoint
-- 3. The chain is sealed after commit. A header no longer takes the chain's lock nor hashes anything:
--    it records the database transaction that wrote it and when. A sealer (one at a time) hashes the
--    committed headers below the oldest running transaction (the watermark) in (xid, id) order into
--    journal_seals. The headers chained before this migration keep seq, prev_hash and hash; the first
--    seal continues from the last of them.
DROP TRIGGER "journal_transactions_chain" ON "journal_transactions";--> statement-breakpoint
ALTER TABLE "journal_transactions" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_transactions" ALTER COLUMN "prev_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_transactions" ALTER COLUMN "hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_transactions" ADD COLUMN "xid" xid8;--> statement-breakpoint
ALTER TABLE "journal_transactions" ALTER COLUMN "xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "journal_transactions" ADD COLUMN "written_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journal_transactions" ALTER COLUMN "written_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "journal_transactions" ADD CONSTRAINT "journal_transactions_chained_or_sealed"
  CHECK (("seq" IS NULL) = ("xid" IS NOT NULL) AND ("xid" IS NULL) = ("written_at" IS NULL));--> statement-breakpoint
CREATE INDEX "journal_transactions_xid_idx" ON "journal_transactions" USING btree ("xid") WHERE "xid" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "journal_seals" (
  "seq" bigint PRIMARY KEY NOT NULL,
  "transaction_id" uuid NOT NULL REFERENCES "journal_transactions"("id"),
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL,
  "sealed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "journal_seals_transaction_uq" ON "journal_seals" USING btree ("transaction_id");--> statement-breakpoint
CREATE TRIGGER "journal_seals_no_update_or_delete" BEFORE UPDATE OR DELETE ON "journal_seals"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER "journal_seals_no_truncate" BEFORE TRUNCATE ON "journal_seals"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- Where sealing stands: every header with an xid below the watermark is sealed; `head` is the newest
-- seal's hash (or the last chained header's), `seq` its number.
CREATE TABLE "journal_sealer" (
  "id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
  "watermark" xid8 NOT NULL,
  "seq" bigint NOT NULL,
  "head" text NOT NULL,
  "ticked_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
INSERT INTO "journal_sealer" ("id", "watermark", "seq", "head")
SELECT 1, pg_snapshot_xmin(pg_current_snapshot()), coalesce(max("seq"), 0),
       coalesce((SELECT "hash" FROM "journal_transactions" WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1), repeat('0', 64))
FROM "journal_transactions";--> statement-breakpoint
-- A seal's hash: the previous seal's hash, its number, the header's fields and its postings in one
-- canonical text (jsonb's), so an edit to any of them changes it. ledger:verify recomputes each.
CREATE FUNCTION journal_seal_hash(prev_hash text, seq bigint, t journal_transactions) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    prev_hash, seq, t.id, t.kind, t.reference_id, t.actor_id,
    to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    (SELECT coalesce(jsonb_agg(jsonb_build_array(e.id, e.account_id, e.user_id, e.amount_cents,
              e.balance_after_cents, e.kind, e.reference_id, e.actor_id, e.reason,
              to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')) ORDER BY e.id), '[]'::jsonb)
     FROM ledger_entries e WHERE e.transaction_id = t.id)
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- One sealing pass. Every transaction with an xid below a fresh snapshot's xmin has finished, so the
-- committed headers in [watermark, xmin) are all visible now and no later commit can add one there:
-- each is sealed exactly once, in the pass after the oldest transaction running when it committed
-- ended. The row lock on journal_sealer keeps two passes from overlapping. Answers how many it sealed,
-- the oldest sealed header's wait in seconds, and the customers whose cash moved (to announce).
CREATE FUNCTION journal_seal(OUT sealed integer, OUT lag_seconds double precision, OUT customers uuid[])
LANGUAGE plpgsql AS $$
DECLARE
  st journal_sealer;
  upto xid8;
  t journal_transactions;
  prev text;
  h text;
  n bigint;
  oldest timestamptz;
  ids uuid[] := '{}';
BEGIN
  -- An idle pass only reads: no lock, no write, no transaction id of its own.
  SELECT * INTO st FROM journal_sealer WHERE id = 1;
  upto := pg_snapshot_xmin(pg_current_snapshot());
  IF NOT EXISTS (SELECT 1 FROM journal_transactions j WHERE j.xid >= st.watermark AND j.xid < upto) THEN
    sealed := 0;
    lag_seconds := 0;
    customers := '{}';
    RETURN;
  END IF;
  SELECT * INTO st FROM journal_sealer WHERE id = 1 FOR UPDATE;
  h := st.head;
  n := st.seq;
  FOR t IN SELECT * FROM journal_transactions j
           WHERE j.xid >= st.watermark AND j.xid < upto ORDER BY j.xid, j.id LOOP
    n := n + 1;
    prev := h;
    h := journal_seal_hash(prev, n, t);
    INSERT INTO journal_seals (seq, transaction_id, prev_hash, hash) VALUES (n, t.id, prev, h);
    ids := ids || t.id;
    oldest := least(oldest, t.written_at);
  END LOOP;
  UPDATE journal_sealer SET watermark = greatest(upto, st.watermark), seq = n, head = h, ticked_at = clock_timestamp()
  WHERE id = 1;
  sealed := n - st.seq;
  lag_seconds := coalesce(extract(epoch FROM clock_timestamp() - oldest), 0);
  SELECT coalesce(array_agg(DISTINCT e.user_id), '{}') INTO customers
  FROM ledger_entries e WHERE e.transaction_id = ANY (ids) AND e.user_id IS NOT NULL;
END
$$;--> statement-breakpoint
-- The seconds the oldest committed, unsealed header has waited (0 when none): /api/health and the
-- metrics report it.
CREATE FUNCTION journal_seal_lag() RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT coalesce(extract(epoch FROM clock_timestamp() - min(t.written_at)), 0)::double precision
  FROM journal_transactions t WHERE t.xid >= (SELECT watermark FROM journal_sealer WHERE id = 1)
$$;
