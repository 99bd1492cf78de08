-- The life of a holding (ADR 034). Terms become data: a count and a unit on offerings and holdings,
-- converted from the duration text every row has held since the first release (always the
-- contract's canonical '9 months' / '1 year' spelling, which the API still answers, derived).
ALTER TABLE "offerings" ADD COLUMN "term_count" integer;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "term_unit" text;--> statement-breakpoint
UPDATE "offerings" SET
  "term_count" = (regexp_match("duration", '^\s*(\d+)\s*(day|week|month|year)s?\s*$', 'i'))[1]::integer,
  "term_unit" = lower((regexp_match("duration", '^\s*(\d+)\s*(day|week|month|year)s?\s*$', 'i'))[2]);--> statement-breakpoint
ALTER TABLE "offerings" ALTER COLUMN "term_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ALTER COLUMN "term_unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_term_unit_valid" CHECK ("term_unit" IN ('day', 'week', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_term_count_range" CHECK ("term_count" >= 1 AND "term_count" <= CASE "term_unit" WHEN 'day' THEN 3650 WHEN 'week' THEN 520 WHEN 'month' THEN 120 ELSE 10 END);--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "term_count" integer;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "term_unit" text;--> statement-breakpoint
UPDATE "holdings" SET
  "term_count" = (regexp_match("duration", '^\s*(\d+)\s*(day|week|month|year)s?\s*$', 'i'))[1]::integer,
  "term_unit" = lower((regexp_match("duration", '^\s*(\d+)\s*(day|week|month|year)s?\s*$', 'i'))[2]);--> statement-breakpoint
ALTER TABLE "holdings" ALTER COLUMN "term_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ALTER COLUMN "term_unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_term_unit_valid" CHECK ("term_unit" IN ('day', 'week', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_term_count_range" CHECK ("term_count" >= 1 AND "term_count" <= CASE "term_unit" WHEN 'day' THEN 3650 WHEN 'week' THEN 520 WHEN 'month' THEN 120 ELSE 10 END);--> statement-breakpoint
-- How the borrower is paying, and the note every holder sees.
ALTER TABLE "offerings" ADD COLUMN "performance" text DEFAULT 'performing' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "performance_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "performance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_performance_valid" CHECK ("performance" IN ('performing', 'delayed', 'recovery', 'defaulted'));--> statement-breakpoint
-- What happens at maturity, the reminder sent once, the roll-over chain, and how a default ended.
ALTER TABLE "holdings" ADD COLUMN "instruction" text DEFAULT 'payout' NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "rolled_from" uuid REFERENCES "holdings"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "recovered_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "written_off_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "written_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_instruction_valid" CHECK ("instruction" IN ('payout', 'rollover_principal', 'rollover_all'));--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_loss_range" CHECK ("recovered_cents" >= 0 AND "written_off_cents" >= 0 AND "recovered_cents" + "written_off_cents" <= "amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_rolled_from_uq" ON "holdings" USING btree ("rolled_from") WHERE "rolled_from" IS NOT NULL;--> statement-breakpoint
-- Every status a holding can have across the features that add them, so the order the migrations of
-- parallel features run in never narrows the list.
ALTER TABLE "holdings" DROP CONSTRAINT "holdings_status_valid";--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_status_valid" CHECK ("status" IN ('reflection', 'active', 'completed', 'cancelled', 'written_off'));--> statement-breakpoint
-- One row per recovery payment to one holding: its id is the ledger reference of the payment.
CREATE TABLE "holding_recoveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "holding_id" uuid NOT NULL REFERENCES "holdings"("id") ON DELETE restrict,
  "amount_cents" bigint NOT NULL,
  "note" text NOT NULL,
  "actor_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "holding_recoveries_amount_positive" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE INDEX "holding_recoveries_holding_idx" ON "holding_recoveries" USING btree ("holding_id", "created_at");
