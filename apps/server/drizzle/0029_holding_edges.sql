-- A key information sheet is read before it is acknowledged (ADR 048): the first time a customer
-- opens an offering's sheet is recorded, and the acknowledgement is refused without it.
CREATE TABLE "kiis_opens" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"offering_id" uuid NOT NULL REFERENCES "offerings"("id") ON DELETE CASCADE,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiis_opens_pk" PRIMARY KEY ("user_id", "offering_id")
);--> statement-breakpoint
-- An acknowledgement given before opens were recorded stands: its customer opened the sheet then.
INSERT INTO "kiis_opens" ("user_id", "offering_id", "opened_at")
SELECT "user_id", "offering_id", "acknowledged_at" FROM "kiis_acknowledgements";
