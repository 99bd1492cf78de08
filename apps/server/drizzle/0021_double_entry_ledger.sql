-- The double-entry ledger (ADR 032). Every movement of money is one journal transaction of two or
-- more postings that sum to zero. `ledger_entries` holds the postings of every account; a customer's
-- cash postings keep `user_id` (their history and statements read those), the postings of every other
-- account have it null. A customer's cash balance stays on `users.balance_cents`, where every screen
-- reads it; every other account's balance is on its `ledger_accounts` row.
CREATE TABLE "ledger_accounts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "type" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "offering_id" uuid REFERENCES "offerings"("id") ON DELETE cascade,
  "balance_cents" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ledger_accounts_type_valid" CHECK ("type" IN ('cash', 'withdrawals', 'principal', 'bank', 'fee_revenue', 'adjustments', 'payout_funding', 'write_offs')),
  CONSTRAINT "ledger_accounts_owner_valid" CHECK (("type" IN ('cash', 'withdrawals', 'principal')) = ("user_id" IS NOT NULL) AND ("type" = 'payout_funding') = ("offering_id" IS NOT NULL)),
  CONSTRAINT "ledger_accounts_cash_on_user" CHECK (("type" = 'cash') = ("balance_cents" IS NULL)),
  CONSTRAINT "ledger_accounts_balance_nonnegative" CHECK ("type" IN ('bank', 'adjustments') OR "balance_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_uq" ON "ledger_accounts" USING btree ("type", (coalesce("user_id", "offering_id", '00000000-0000-0000-0000-000000000000'::uuid)));--> statement-breakpoint
-- The platform's own accounts have fixed ids, so a posting names them without a lookup.
INSERT INTO "ledger_accounts" ("id", "type", "balance_cents") VALUES
  ('00000000-0000-4000-8000-000000000001', 'bank', 0),
  ('00000000-0000-4000-8000-000000000002', 'fee_revenue', 0),
  ('00000000-0000-4000-8000-000000000003', 'adjustments', 0),
  ('00000000-0000-4000-8000-000000000004', 'write_offs', 0);--> statement-breakpoint
-- A customer's cash account has the customer's id, and their other accounts exist from the start.
CREATE FUNCTION ledger_accounts_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (id, type, user_id, balance_cents) VALUES
    (NEW.id, 'cash', NEW.id, NULL), (gen_random_uuid(), 'withdrawals', NEW.id, 0),
    (gen_random_uuid(), 'principal', NEW.id, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_ledger_accounts AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_for_user();--> statement-breakpoint
CREATE FUNCTION ledger_accounts_for_offering() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (type, offering_id, balance_cents) VALUES ('payout_funding', NEW.id, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offerings_ledger_accounts AFTER INSERT ON "offerings"
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_for_offering();--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "type", "user_id", "balance_cents") SELECT "id", 'cash', "id", NULL FROM "users";--> statement-breakpoint
INSERT INTO "ledger_accounts" ("type", "user_id", "balance_cents")
  SELECT t.type, u.id, 0 FROM "users" u CROSS JOIN (VALUES ('withdrawals'), ('principal')) t(type);--> statement-breakpoint
INSERT INTO "ledger_accounts" ("type", "offering_id", "balance_cents") SELECT 'payout_funding', "id", 0 FROM "offerings";--> statement-breakpoint
CREATE TABLE "journal_transactions" (
  "id" uuid PRIMARY KEY NOT NULL,
  "seq" bigint NOT NULL,
  "kind" text NOT NULL,
  "reference_id" uuid,
  "actor_id" uuid,
  "created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL,
  CONSTRAINT "journal_transactions_kind_valid" CHECK ("kind" IN ('deposit', 'withdrawal_request', 'withdrawal_paid', 'withdrawal_rejected', 'purchase', 'fee', 'maturity', 'return', 'adjustment', 'funding', 'refund', 'recovery', 'write_off'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "journal_transactions_seq_uq" ON "journal_transactions" USING btree ("seq");--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT IF EXISTS "ledger_entries_actor_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "account_type" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "account_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_balance_after_nonnegative";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_valid";--> statement-breakpoint
DROP INDEX "ledger_entries_once_uq";--> statement-breakpoint
UPDATE "ledger_entries" SET "transaction_id" = gen_random_uuid(), "account_id" = "user_id";--> statement-breakpoint
-- The daily totals are the customers' cash only.
CREATE OR REPLACE FUNCTION ledger_daily_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.user_id IS NOT NULL THEN
    PERFORM ledger_daily_totals_add(OLD.user_id, OLD.created_at, OLD.kind, -1, OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.user_id IS NOT NULL THEN
    PERFORM ledger_daily_totals_add(NEW.user_id, NEW.created_at, NEW.kind, 1, NEW.amount_cents);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_daily_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM ledger_daily_totals;
  INSERT INTO ledger_daily_totals (user_id, day, kind, entries, credits_cents, debits_cents)
  SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, kind, count(*),
         coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0),
         coalesce(sum(amount_cents) FILTER (WHERE amount_cents < 0), 0)
  FROM ledger_entries WHERE user_id IS NOT NULL GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
-- Today's single-entry rows become journal transactions: each gains its other side. Approved
-- withdrawals gain the payment out of the bank, and each offering that has paid returns gains the
-- opening funding those returns came from.
INSERT INTO "ledger_entries" ("id", "transaction_id", "account_id", "account_type", "user_id", "amount_cents",
  "balance_after_cents", "kind", "reference_id", "actor_id", "reason", "created_at")
WITH counter AS (
  SELECT e.transaction_id, e.created_at, e.id AS source_id, 0 AS part, a.id AS account_id, a.type AS account_type,
         -e.amount_cents AS amount_cents, e.kind, e.reference_id, e.actor_id, e.reason
  FROM "ledger_entries" e
  JOIN "ledger_accounts" a ON CASE e.kind
      WHEN 'deposit' THEN a.type = 'bank'
      WHEN 'fee' THEN a.type = 'fee_revenue'
      WHEN 'adjustment' THEN a.type = 'adjustments'
      WHEN 'investment' THEN a.type = 'principal' AND a.user_id = e.user_id
      ELSE a.type = 'withdrawals' AND a.user_id = e.user_id END
  WHERE e.kind <> 'payout'
  UNION ALL
  SELECT e.transaction_id, e.created_at, e.id, p.part, a.id, a.type, -p.cents, 'payout', e.reference_id, e.actor_id, NULL
  FROM "ledger_entries" e
  JOIN "holdings" h ON h.id = e.reference_id
  CROSS JOIN LATERAL (VALUES (0, h.amount_cents, 'principal'), (1, h.expected_return_cents, 'payout_funding')) p(part, cents, type)
  JOIN "ledger_accounts" a ON a.type = p.type AND (a.user_id = e.user_id OR a.offering_id = h.offering_id)
  WHERE e.kind = 'payout' AND p.cents <> 0
  UNION ALL
  SELECT w.transaction_id, w.decided_at, w.id, p.part, a.id, a.type, p.cents, 'withdrawal_paid', w.id, w.decided_by, NULL
  FROM (SELECT r.*, gen_random_uuid() AS transaction_id FROM "wallet_requests" r
        WHERE r.kind = 'withdrawal' AND r.status = 'approved') w
  CROSS JOIN LATERAL (VALUES (0, -w.amount_cents, 'withdrawals'), (1, w.amount_cents, 'bank')) p(part, cents, type)
  JOIN "ledger_accounts" a ON a.type = p.type AND (a.user_id = w.user_id OR a.type = 'bank')
  UNION ALL
  SELECT f.id, f.at, f.offering_id, p.part, a.id, a.type, p.cents, 'funding', f.offering_id, NULL,
         'Opening funding: the returns paid before the double-entry ledger'
  FROM (
    SELECT gen_random_uuid() AS id, h.offering_id, sum(h.expected_return_cents) AS cents,
           least(min(o.created_at), min(e.created_at)) - interval '1 millisecond' AS at
    FROM "ledger_entries" e JOIN "holdings" h ON h.id = e.reference_id JOIN "offerings" o ON o.id = h.offering_id
    WHERE e.kind = 'payout' GROUP BY h.offering_id HAVING sum(h.expected_return_cents) > 0
  ) f
  CROSS JOIN LATERAL (VALUES (0, -f.cents, 'bank'), (1, f.cents, 'payout_funding')) p(part, cents, type)
  JOIN "ledger_accounts" a ON a.type = p.type AND (a.offering_id = f.offering_id OR a.type = 'bank')
)
SELECT gen_random_uuid(), transaction_id, account_id, account_type, NULL, amount_cents,
       sum(amount_cents) OVER (PARTITION BY account_id ORDER BY created_at, source_id, part ROWS UNBOUNDED PRECEDING),
       kind, reference_id, actor_id, reason, created_at
FROM counter;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_cents" = s.total
FROM (SELECT account_id, sum(amount_cents) AS total FROM "ledger_entries" GROUP BY account_id) s
WHERE s.account_id = a.id AND a.type <> 'cash';--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "transaction_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "ledger_accounts"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_cash_has_user" CHECK (("account_type" = 'cash') = ("user_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_after_nonnegative" CHECK ("account_type" IN ('bank', 'adjustments') OR "balance_after_cents" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_valid" CHECK ("kind" IN ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_paid', 'investment', 'payout', 'return', 'fee', 'adjustment', 'funding', 'refund', 'recovery', 'write_off'));--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_uq" ON "ledger_entries" USING btree ("kind", "reference_id") WHERE "reference_id" IS NOT NULL AND "account_type" = 'cash' AND "kind" NOT IN ('adjustment', 'fee');--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id", "created_at", "id");--> statement-breakpoint
-- The hash of a journal transaction: its own fields, its postings and the previous transaction's hash,
-- in one canonical text (jsonb's), so any edit to any of them changes it. ledger:verify uses the same
-- function to recompute every hash.
CREATE FUNCTION journal_transaction_hash(t journal_transactions) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    t.prev_hash, t.id, t.seq, t.kind, t.reference_id, t.actor_id,
    to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    (SELECT coalesce(jsonb_agg(jsonb_build_array(e.id, e.account_id, e.user_id, e.amount_cents,
              e.balance_after_cents, e.kind, e.reference_id, e.actor_id, e.reason,
              to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')) ORDER BY e.id), '[]'::jsonb)
     FROM ledger_entries e WHERE e.transaction_id = t.id)
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- One writer extends the chain at a time: the lock is taken by the last statement of a money
-- transaction (its header), so it is held only until that transaction commits.
CREATE FUNCTION journal_transactions_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  PERFORM pg_advisory_xact_lock(20320001);
  SELECT seq, hash INTO head FROM journal_transactions ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.prev_hash := coalesce(head.hash, repeat('0', 64));
  NEW.hash := journal_transaction_hash(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER journal_transactions_chain BEFORE INSERT ON "journal_transactions"
  FOR EACH ROW EXECUTE FUNCTION journal_transactions_chain();--> statement-breakpoint
INSERT INTO "journal_transactions" ("id", "kind", "reference_id", "actor_id", "created_at", "seq", "prev_hash", "hash")
SELECT e.transaction_id,
       CASE (array_agg(e.kind ORDER BY e.user_id NULLS LAST))[1]
         WHEN 'withdrawal_hold' THEN 'withdrawal_request' WHEN 'withdrawal_release' THEN 'withdrawal_rejected'
         WHEN 'investment' THEN 'purchase' WHEN 'payout' THEN 'maturity' ELSE (array_agg(e.kind))[1] END,
       (array_agg(e.reference_id))[1], (array_agg(e.actor_id))[1], min(e.created_at), 0, '', ''
FROM "ledger_entries" e GROUP BY e.transaction_id ORDER BY min(e.created_at), e.transaction_id;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "journal_transactions"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- The database refuses a journal transaction whose postings do not sum to zero, checked at commit
-- once per transaction (its header is written after its postings, so they are all there).
CREATE FUNCTION journal_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  postings integer;
BEGIN
  SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, postings
  FROM ledger_entries WHERE transaction_id = NEW.id;
  IF total <> 0 OR postings < 2 THEN
    RAISE EXCEPTION 'journal transaction % does not balance: % postings sum to % cents',
      NEW.id, postings, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_transactions_balanced AFTER INSERT ON "journal_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_transaction_balanced();--> statement-breakpoint
-- A posting joins a transaction only before its header is written: a header closes its transaction,
-- so nothing can be added to it afterwards without breaking the check above.
CREATE FUNCTION ledger_entries_open_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM journal_transactions WHERE id = NEW.transaction_id) THEN
    RAISE EXCEPTION 'journal transaction % is closed: a posting cannot join it', NEW.transaction_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_open_transaction BEFORE INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_open_transaction();--> statement-breakpoint
-- Postings and journal transactions are append-only: a mistake is corrected by a new transaction.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER journal_transactions_no_update_or_delete BEFORE UPDATE OR DELETE ON "journal_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER journal_transactions_no_truncate BEFORE TRUNCATE ON "journal_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- A maturity the payout funding cannot cover pays the principal now and the return when funded.
ALTER TABLE "holdings" ADD COLUMN "return_delayed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "return_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "holdings_return_delayed_idx" ON "holdings" USING btree ("return_delayed_at") WHERE "return_delayed_at" IS NOT NULL AND "return_paid_at" IS NULL;--> statement-breakpoint
-- Funding an offering's payouts, with four eyes above the threshold like adjustments (ADR 027).
CREATE TABLE "payout_fundings" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offering_id" uuid NOT NULL REFERENCES "offerings"("id") ON DELETE restrict,
  "amount_cents" bigint NOT NULL,
  "reason" text NOT NULL,
  "requested_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "status" text DEFAULT 'pending' NOT NULL,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "payout_fundings_amount_positive" CHECK ("amount_cents" > 0),
  CONSTRAINT "payout_fundings_status_valid" CHECK ("status" IN ('pending', 'approved', 'rejected')),
  CONSTRAINT "payout_fundings_decided_once" CHECK (("status" = 'pending') = ("decided_at" IS NULL))
);--> statement-breakpoint
CREATE INDEX "payout_fundings_status_idx" ON "payout_fundings" USING btree ("status", "created_at");--> statement-breakpoint
-- The bank's real closing balance for a day, entered by an admin, against the ledger's bank account.
CREATE TABLE "bank_reconciliations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "day" date NOT NULL,
  "bank_balance_cents" bigint NOT NULL,
  "ledger_balance_cents" bigint NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "bank_reconciliations_created_idx" ON "bank_reconciliations" USING btree ("created_at" DESC);
