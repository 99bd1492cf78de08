-- The admin's flows report sums every customer's daily totals over the last 30, 90 or 365 days: a
-- range of this index instead of a walk through every customer's days since the first entry.
CREATE INDEX IF NOT EXISTS "ledger_daily_totals_day_idx" ON "ledger_daily_totals" USING btree ("day","kind");
