-- A customer's data on request, and closing an account (ADR 053). A closed account keeps its row
-- (the ledger, identity checks and audit refer to it and the law keeps them) but no password hash:
-- nobody signs in to it until an admin reopens it and the customer sets a new password.
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_closed_idx" ON "users" USING btree ("closed_at" DESC, "id") WHERE "closed_at" IS NOT NULL;--> statement-breakpoint
-- Lower-cased addresses of closed accounts: the outbox checks each new mail against it.
CREATE INDEX "users_closed_email_idx" ON "users" USING btree (lower("email")) WHERE "closed_at" IS NOT NULL;--> statement-breakpoint
-- One row per archive asked for. A job on any instance claims `building` rows (FOR UPDATE SKIP
-- LOCKED, with a lease), builds the zip and stores it here, since instances share nothing but the
-- database; past `expires_at` the bytes are deleted and the row stays to count the daily limit.
CREATE TABLE "data_exports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "status" text DEFAULT 'building' NOT NULL,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "lease_until" timestamp with time zone,
  "attempts" integer DEFAULT 0 NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  "archive" bytea,
  "byte_size" integer,
  CONSTRAINT "data_exports_status_valid" CHECK ("status" IN ('building', 'ready', 'failed')),
  CONSTRAINT "data_exports_ready_when" CHECK (("status" = 'ready') = ("ready_at" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id", "requested_at" DESC);--> statement-breakpoint
CREATE INDEX "data_exports_building_idx" ON "data_exports" USING btree ("requested_at") WHERE "status" = 'building';
