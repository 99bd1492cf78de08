CREATE TABLE "admin_totals" (
	"slot" integer PRIMARY KEY NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"audit_entries" bigint DEFAULT 0 NOT NULL
);
