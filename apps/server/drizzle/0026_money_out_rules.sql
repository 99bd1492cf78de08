-- ADR 046: a payout account can first receive a withdrawal PAYOUT_ACCOUNT_HOLD_HOURS after it is added;
-- the time is fixed when the account is added. Accounts already linked get the default 24-hour hold
-- from when they were added, so one added just before this release is held like a new one.
ALTER TABLE "bank_accounts" ADD COLUMN "payout_available_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "bank_accounts" SET "payout_available_at" = "created_at" + interval '24 hours';
--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "payout_available_at" SET NOT NULL;
