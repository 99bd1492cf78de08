-- Investor protection (docs/decisions/033-investor-protection.md): the knowledge test and capacity
-- for loss, the key information sheet and its acknowledgements, consent and the reflection period on
-- holdings, and the refund a cancellation books.
CREATE TABLE "suitability_assessments" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"result" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"risk_acknowledged_at" timestamp with time zone,
	"income_cents" bigint NOT NULL,
	"liquid_assets_cents" bigint NOT NULL,
	"commitments_cents" bigint NOT NULL,
	"capacity_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "suitability_result_valid" CHECK ("result" IN ('appropriate', 'not_appropriate')),
	CONSTRAINT "suitability_amounts_nonnegative" CHECK ("income_cents" >= 0 AND "liquid_assets_cents" >= 0 AND "commitments_cents" >= 0)
);--> statement-breakpoint
CREATE TABLE "kiis_acknowledgements" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"offering_id" uuid NOT NULL REFERENCES "offerings"("id") ON DELETE CASCADE,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiis_acknowledgements_pk" PRIMARY KEY ("user_id", "offering_id")
);--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "kiis_issuer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "kiis_use_of_funds" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "kiis_risks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "kiis_fees" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "kiis_payment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "reflection_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "consent_given" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holdings" DROP CONSTRAINT "holdings_status_valid";--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_status_valid" CHECK ("status" IN ('active', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_cancelled_when" CHECK (("status" = 'cancelled') = ("cancelled_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "platform_fees" DROP CONSTRAINT "platform_fees_amount_positive";--> statement-breakpoint
ALTER TABLE "platform_fees" DROP CONSTRAINT "platform_fees_source_valid";--> statement-breakpoint
ALTER TABLE "platform_fees" ADD CONSTRAINT "platform_fees_amount_signed" CHECK (("source" = 'refund') = ("amount_cents" < 0) AND "amount_cents" <> 0);--> statement-breakpoint
ALTER TABLE "platform_fees" ADD CONSTRAINT "platform_fees_source_valid" CHECK ("source" IN ('purchase', 'management', 'refund'));
