-- 0004's totals took their row locks in the middle of each transaction, on a random slot per change:
-- two transactions that each touch several of those rows (or several customers) could wait on each
-- other in a cycle. 0006/0007 replace them with one row per slot, taken once, at commit. No writes
-- may slip through while no trigger is in place: the tables stay locked until the migrations commit.
LOCK TABLE "users", "audit_log" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_insert ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_delete ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_balance_update ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_truncate ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_count_insert ON "audit_log";
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_count_delete ON "audit_log";
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_count_truncate ON "audit_log";
--> statement-breakpoint
DROP FUNCTION IF EXISTS users_count_statement();
--> statement-breakpoint
DROP FUNCTION IF EXISTS users_balance_row();
--> statement-breakpoint
DROP FUNCTION IF EXISTS audit_count_statement();
--> statement-breakpoint
DROP FUNCTION IF EXISTS admin_counters_truncated();
--> statement-breakpoint
DROP FUNCTION IF EXISTS admin_counter_add(text, bigint);
