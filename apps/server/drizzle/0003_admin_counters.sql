CREATE TABLE "admin_counters" (
	"name" text NOT NULL,
	"slot" integer NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_counters_name_slot_pk" PRIMARY KEY("name","slot")
);
