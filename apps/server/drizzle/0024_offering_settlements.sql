-- Recoveries and write-offs past the approval limit wait for a second admin (ADR 042), as balance
-- edits, deposits and payout fundings do. Booked ones are kept too: the limit weighs an offering's
-- recoveries of the last 24 hours, booked or waiting.
CREATE TABLE "offering_settlements" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offering_id" uuid NOT NULL REFERENCES "offerings"("id") ON DELETE restrict,
  "kind" text NOT NULL,
  "amount_cents" bigint NOT NULL,
  "note" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "requested_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "offering_settlements_amount_positive" CHECK ("amount_cents" > 0),
  CONSTRAINT "offering_settlements_kind_valid" CHECK ("kind" IN ('recovery', 'write_off')),
  CONSTRAINT "offering_settlements_status_valid" CHECK ("status" IN ('pending', 'approved', 'rejected'))
);--> statement-breakpoint
CREATE INDEX "offering_settlements_status_idx" ON "offering_settlements" USING btree ("status", "created_at");--> statement-breakpoint
CREATE INDEX "offering_settlements_offering_idx" ON "offering_settlements" USING btree ("offering_id", "created_at");
