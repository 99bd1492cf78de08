-- The bank code a country's transfers need beside the account number (API.md "First week"): a UK
-- sort code and a US ABA routing number, stored as digits. Accounts linked before stay without one.
ALTER TABLE "bank_accounts" ADD COLUMN "sort_code" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "routing_number" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_sort_code_digits" CHECK ("sort_code" ~ '^[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_routing_number_digits" CHECK ("routing_number" ~ '^[0-9]{9}$');
