-- One approval gate (ADR 043): every admin action that creates, moves or releases money is one row
-- here, booked at once ('approved' with no decider) or waiting for a second admin ('pending'). The
-- row's id is the id of the kind's own record (adjustment, wallet request, funding, settlement), so
-- the per-kind routes and the gate name the same thing. The acting admin's 24-hour total is summed
-- from here across every kind.
CREATE TABLE "approvals" (
  "id" uuid PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "offering_id" uuid REFERENCES "offerings"("id") ON DELETE restrict,
  "amount_cents" bigint NOT NULL,
  "reason" text DEFAULT '' NOT NULL,
  "payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "asked_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "asked_at" timestamp with time zone DEFAULT now() NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "decided_at" timestamp with time zone,
  "decision_reason" text,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "approvals_kind_valid" CHECK ("kind" IN ('adjustment', 'deposit', 'withdrawal', 'funding', 'recovery', 'write_off', 'offering_terms')),
  CONSTRAINT "approvals_status_valid" CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired'))
);--> statement-breakpoint
CREATE INDEX "approvals_asked_by_idx" ON "approvals" USING btree ("asked_by", "asked_at");--> statement-breakpoint
CREATE INDEX "approvals_status_idx" ON "approvals" USING btree ("status", "asked_at");--> statement-breakpoint
INSERT INTO "approvals" ("id", "kind", "user_id", "amount_cents", "reason", "payload", "asked_by", "asked_at", "status", "decided_by", "decided_at", "expires_at")
SELECT "id", 'adjustment', "user_id", "to_cents" - "from_cents", "reason",
  jsonb_build_object('fromCents', "from_cents", 'toCents', "to_cents"), "requested_by", "created_at",
  "status", "decided_by", "decided_at", "created_at" + interval '72 hours'
FROM "balance_adjustments";--> statement-breakpoint
INSERT INTO "approvals" ("id", "kind", "offering_id", "amount_cents", "reason", "asked_by", "asked_at", "status", "decided_by", "decided_at", "expires_at")
SELECT "id", 'funding', "offering_id", "amount_cents", "reason", "requested_by", "created_at", "status",
  "decided_by", "decided_at", "created_at" + interval '72 hours'
FROM "payout_fundings";--> statement-breakpoint
INSERT INTO "approvals" ("id", "kind", "offering_id", "amount_cents", "reason", "asked_by", "asked_at", "status", "decided_by", "decided_at", "expires_at")
SELECT "id", "kind", "offering_id", "amount_cents", "note", "requested_by", "created_at", "status",
  "decided_by", "decided_at", "created_at" + interval '72 hours'
FROM "offering_settlements";--> statement-breakpoint
INSERT INTO "approvals" ("id", "kind", "user_id", "amount_cents", "asked_by", "asked_at", "status", "decided_by", "decided_at", "decision_reason", "expires_at")
SELECT "id", "kind", "user_id", "amount_cents", "first_approved_by", "first_approved_at",
  "status", "decided_by", "decided_at", "reason", "first_approved_at" + interval '72 hours'
FROM "wallet_requests" WHERE "first_approved_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "approvals" ("id", "kind", "user_id", "amount_cents", "asked_by", "asked_at", "status", "decided_at", "expires_at")
SELECT "id", "kind", "user_id", "amount_cents", "decided_by", "decided_at", 'approved',
  "decided_at", "decided_at" + interval '72 hours'
FROM "wallet_requests"
WHERE "first_approved_at" IS NULL AND "status" = 'approved' AND "decided_at" IS NOT NULL;
