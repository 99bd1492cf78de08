-- Plans, referrals and fees (docs/decisions/024-fees-and-referrals.md).
-- What a customer typed into the sign-up form's referral field before codes existed matched nobody:
-- it is kept under its own name, and referral_code becomes the customer's own code.
ALTER TABLE "users" RENAME COLUMN "referral_code" TO "referral_code_entered";--> statement-breakpoint
-- A customer's own referral code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
-- drawn until unused. Codes are public (they go in share links), so random() is enough.
CREATE FUNCTION new_referral_code() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  code text;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..8 LOOP
      code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE referral_code = code);
  END LOOP;
  RETURN code;
END
$$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
-- One row at a time, so each new code is checked against those drawn before it.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id FROM users WHERE referral_code IS NULL LOOP
    UPDATE users SET referral_code = new_referral_code() WHERE id = r.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "referral_code" SET DEFAULT new_referral_code();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "referral_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by") WHERE "referred_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_valid" CHECK ("plan" IN ('free', 'member'));--> statement-breakpoint
-- The yearly management charge of an offering, in basis points (0.50% = 50); 0 means none.
ALTER TABLE "offerings" ADD COLUMN "management_fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_management_fee_range" CHECK ("management_fee_bps" BETWEEN 0 AND 1000);--> statement-breakpoint
-- A holding keeps what its purchase cost in fees and the management charge due at maturity.
ALTER TABLE "holdings" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "management_fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "management_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_fees_nonnegative" CHECK ("fee_cents" >= 0 AND "management_fee_cents" >= 0);--> statement-breakpoint
-- The platform's fee revenue: one row per fee taken, the credit side of a customer's `fee` ledger
-- entry. A holding pays each kind of fee at most once (the unique key below), so fee entries leave
-- the ledger's once-per-reference index, which allowed one `fee` per holding.
CREATE TABLE "platform_fees" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
  "holding_id" uuid NOT NULL REFERENCES "holdings"("id") ON DELETE RESTRICT,
  "source" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "platform_fees_amount_positive" CHECK ("amount_cents" > 0),
  CONSTRAINT "platform_fees_source_valid" CHECK ("source" IN ('purchase', 'management'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "platform_fees_once_uq" ON "platform_fees" USING btree ("holding_id","source");--> statement-breakpoint
CREATE INDEX "platform_fees_created_idx" ON "platform_fees" USING btree ("created_at");--> statement-breakpoint
DROP INDEX "ledger_entries_once_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_uq" ON "ledger_entries" USING btree ("kind","reference_id") WHERE "ledger_entries"."reference_id" IS NOT NULL AND "ledger_entries"."kind" NOT IN ('adjustment', 'fee');
