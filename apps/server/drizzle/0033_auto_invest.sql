-- Auto-invest (ADR 051): a customer's strategies, what each decided, and the wake-ups that make the
-- job look. A holding a strategy bought names it; one (strategy, offering) pair buys at most once,
-- whatever instance or retry reaches it.
CREATE TABLE "auto_invest_strategies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "name" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "categories" text[],
  "max_term_months" integer,
  "min_rate_bps" integer,
  "max_rate_bps" integer,
  "performing_only" boolean DEFAULT false NOT NULL,
  "amount_per_offering_cents" bigint NOT NULL,
  "max_share_per_offering_pct" integer NOT NULL,
  "max_share_per_category_pct" integer,
  "budget_cents" bigint NOT NULL,
  "cash_reserve_cents" bigint DEFAULT 0 NOT NULL,
  "consent_given" boolean DEFAULT false NOT NULL,
  "kiis_acknowledged_at" timestamp with time zone,
  "deleted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "auto_invest_amounts_valid" CHECK ("amount_per_offering_cents" > 0 AND "budget_cents" >= "amount_per_offering_cents" AND "cash_reserve_cents" >= 0),
  CONSTRAINT "auto_invest_shares_valid" CHECK ("max_share_per_offering_pct" BETWEEN 1 AND 100 AND ("max_share_per_category_pct" IS NULL OR "max_share_per_category_pct" BETWEEN 1 AND 100)),
  CONSTRAINT "auto_invest_rates_valid" CHECK ("min_rate_bps" IS NULL OR "max_rate_bps" IS NULL OR "min_rate_bps" <= "max_rate_bps")
);--> statement-breakpoint
CREATE INDEX "auto_invest_strategies_user_idx" ON "auto_invest_strategies" USING btree ("user_id", "created_at") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "auto_invest_strategies_active_idx" ON "auto_invest_strategies" USING btree ("created_at", "id") WHERE "active" AND "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "strategy_id" uuid REFERENCES "auto_invest_strategies"("id") ON DELETE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_strategy_offering_uq" ON "holdings" USING btree ("strategy_id", "offering_id") WHERE "strategy_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "auto_invest_decisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "strategy_id" uuid NOT NULL REFERENCES "auto_invest_strategies"("id") ON DELETE restrict,
  "offering_id" uuid NOT NULL REFERENCES "offerings"("id") ON DELETE restrict,
  "outcome" text NOT NULL,
  "holding_id" uuid REFERENCES "holdings"("id") ON DELETE restrict,
  "amount_cents" bigint,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "auto_invest_decisions_outcome_valid" CHECK ("outcome" IN ('bought', 'skipped')),
  CONSTRAINT "auto_invest_decisions_bought_has_holding" CHECK (("outcome" = 'bought') = ("holding_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "auto_invest_decisions_strategy_idx" ON "auto_invest_decisions" USING btree ("strategy_id", "created_at" DESC);--> statement-breakpoint
-- What makes the job look: an offering going on sale (every strategy), or a customer's cash arriving
-- (their strategies). A row is claimed with a lease, so a crashed instance's work is picked up again.
CREATE TABLE "auto_invest_wakeups" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offering_id" uuid REFERENCES "offerings"("id") ON DELETE cascade,
  "user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "claimed_until" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "auto_invest_wakeups_one_subject" CHECK (("offering_id" IS NULL) <> ("user_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "auto_invest_wakeups_created_idx" ON "auto_invest_wakeups" USING btree ("created_at");
