-- History filtered by type pages through this index: a rare kind (fees) among 100,000 entries is
-- found without walking every entry of the customer.
CREATE INDEX IF NOT EXISTS "ledger_entries_user_kind_idx" ON "ledger_entries" USING btree ("user_id","kind","created_at" DESC,"id" DESC);
