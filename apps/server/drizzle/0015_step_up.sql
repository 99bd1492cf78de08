-- Step-up (ADR 028): when the session's owner last proved the password (and code) again. Sharp admin
-- actions need it within the last minutes; it lives with the session so every instance sees it.
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "stepped_up_at" timestamp with time zone;
