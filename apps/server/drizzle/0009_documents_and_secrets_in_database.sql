-- Nothing an instance needs lives on its own disk: identity documents and the generated signing
-- secret move into the database, so any instance on any host answers the same.
CREATE TABLE "identity_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_documents_size_valid" CHECK ("byte_size" > 0 AND "byte_size" <= 5242880),
	CONSTRAINT "identity_documents_size_matches" CHECK (octet_length("bytes") = "byte_size")
);--> statement-breakpoint
-- Out of line and uncompressed: images and PDFs do not compress, and substring() reads of a slice
-- then fetch only that slice's chunks.
ALTER TABLE "identity_documents" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_documents_user_idx" ON "identity_documents" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
