-- Four eyes on large balance edits (ADR 025): an edit above ADMIN_APPROVAL_THRESHOLD waits here and
-- books its ledger entry (kind 'adjustment', reference = this row) only when another admin approves.
CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_cents" bigint NOT NULL,
	"to_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_status_valid" CHECK ("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "balance_adjustments_amounts_valid" CHECK ("from_cents" >= 0 AND "to_cents" >= 0 AND "from_cents" <> "to_cents"),
	CONSTRAINT "balance_adjustments_decided_once" CHECK (("status" = 'pending') = ("decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
-- Reports and exports read the ledger, the requests and the users by date across every customer.
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_requests_created_idx" ON "wallet_requests" USING btree ("created_at","id");--> statement-breakpoint
-- The customer page lists every audit entry about one user, newest first.
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_id","created_at" DESC,"id" DESC);;--> statement-breakpoint
CREATE INDEX "audit_log_subject_created_idx" ON "audit_log" USING btree ((details->>'userId'),"created_at" DESC,"id" DESC);
