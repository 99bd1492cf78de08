-- Four eyes everywhere (ADR 027). Every booked balance edit now has an adjustment row, so the
-- threshold can be taken over a customer's running 24-hour total; the customer's mail carries its own
-- message, apart from the internal reason.
ALTER TABLE "balance_adjustments" ADD COLUMN IF NOT EXISTS "customer_message" text;--> statement-breakpoint
-- A deposit approval that needs a second admin records the first approval here and books nothing.
ALTER TABLE "wallet_requests" ADD COLUMN IF NOT EXISTS "first_approved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD COLUMN IF NOT EXISTS "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_first_approval_whole" CHECK ("first_approved_by" IS NULL OR "first_approved_at" IS NOT NULL);--> statement-breakpoint
-- The approvals list: deposits that wait for their second admin.
CREATE INDEX IF NOT EXISTS "wallet_requests_second_approval_idx" ON "wallet_requests" USING btree ("first_approved_at") WHERE "status" = 'pending' AND "first_approved_at" IS NOT NULL;--> statement-breakpoint
-- The 24-hour sum of a customer's approved deposits.
CREATE INDEX IF NOT EXISTS "wallet_requests_user_decided_idx" ON "wallet_requests" USING btree ("user_id","kind","decided_at") WHERE "status" = 'approved';
