-- The notification centre (ADR 052): one row per event a customer is told about, written in the
-- event's own transaction, and each customer's mail settings. Offerings on sale become rows when the
-- customer next reads their notifications (subject_key keeps that to one row per offering).
CREATE TABLE "notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "text" text NOT NULL,
  "link" text NOT NULL,
  "subject_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone,
  CONSTRAINT "notifications_kind_valid" CHECK ("kind" IN ('deposit', 'withdrawal', 'purchase', 'cancellation', 'maturity', 'rollover', 'recovery', 'security', 'account', 'holding', 'identity', 'offering', 'support')),
  CONSTRAINT "notifications_link_relative" CHECK ("link" LIKE '/%')
);--> statement-breakpoint
CREATE INDEX "notifications_user_page_idx" ON "notifications" USING btree ("user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_subject_idx" ON "notifications" USING btree ("user_id", "subject_key") WHERE "subject_key" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "notification_settings" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "mail_off" text[] DEFAULT '{}' NOT NULL,
  "offerings_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Support conversations and complaints (ADR 052). waiting_since orders the console's queue: the
-- moment the customer started waiting for the answer they are owed.
CREATE TABLE "support_threads" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "reference" text NOT NULL,
  "subject" text NOT NULL,
  "category" text NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL,
  "assigned_to" uuid REFERENCES "users"("id") ON DELETE set null,
  "due_at" timestamp with time zone,
  "outcome" text,
  "closed_at" timestamp with time zone,
  "closed_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "support_threads_reference_unique" UNIQUE ("reference"),
  CONSTRAINT "support_threads_category_valid" CHECK ("category" IN ('question', 'money', 'complaint', 'identity', 'other')),
  CONSTRAINT "support_threads_status_valid" CHECK ("status" IN ('waiting', 'answered', 'closed')),
  CONSTRAINT "support_threads_complaint_due" CHECK (("category" = 'complaint') = ("due_at" IS NOT NULL)),
  CONSTRAINT "support_threads_complaint_outcome" CHECK ("category" <> 'complaint' OR "status" <> 'closed' OR "outcome" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "support_threads_user_idx" ON "support_threads" USING btree ("user_id", "updated_at" DESC);--> statement-breakpoint
CREATE INDEX "support_threads_queue_idx" ON "support_threads" USING btree ("status", "waiting_since");--> statement-breakpoint
CREATE INDEX "support_threads_complaints_idx" ON "support_threads" USING btree ("created_at") WHERE "category" = 'complaint';--> statement-breakpoint
CREATE TABLE "support_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "thread_id" uuid NOT NULL REFERENCES "support_threads"("id") ON DELETE cascade,
  "author_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "from" text NOT NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "support_messages_from_valid" CHECK ("from" IN ('customer', 'admin'))
);--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id", "created_at");
