-- Each ledger entry carries the balance it left behind, so a statement or a page of history shows a
-- running balance without summing everything before it. Entries order by (created_at, id); entries
-- written in one transaction get distinct times from clock_timestamp() in applyBalanceChange.
ALTER TABLE "ledger_entries" ADD COLUMN "balance_after_cents" bigint;--> statement-breakpoint
UPDATE "ledger_entries" l SET "balance_after_cents" = r.running
FROM (
  SELECT id, sum(amount_cents) OVER (PARTITION BY user_id ORDER BY created_at, id) AS running
  FROM "ledger_entries"
) r
WHERE r.id = l.id;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_after_nonnegative" CHECK ("balance_after_cents" >= 0);--> statement-breakpoint
DROP INDEX "ledger_entries_user_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_valid" CHECK ("kind" IN ('deposit', 'withdrawal_hold', 'withdrawal_release', 'investment', 'payout', 'fee', 'adjustment'));
