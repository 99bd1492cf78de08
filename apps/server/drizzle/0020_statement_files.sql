-- Closed months' statement files, built once and served by every instance (ADR 025's heavy answers).
CREATE TABLE "statement_files" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"period" text NOT NULL,
	"variant" text NOT NULL,
	"layout" text NOT NULL,
	"body" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_files_pk" PRIMARY KEY ("user_id", "period", "variant", "layout")
);
