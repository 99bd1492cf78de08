DROP INDEX "users_email_prefix_idx";--> statement-breakpoint
DROP INDEX "users_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_name_last_word_idx";--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING btree (lower("email") text_pattern_ops,"email","id");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING btree (lower("name") text_pattern_ops,"name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_search_idx" ON "users" USING btree (lower(split_part("name", ' ', -1)) text_pattern_ops,"name","id");