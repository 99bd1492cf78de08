#!/bin/sh
# Runs once, when the postgres container creates its data directory (docker-entrypoint-initdb.d).
# Creates the serving role the app instances connect as (DATABASE_URL). It owns nothing: the owner
# (POSTGRES_USER, DATABASE_MIGRATION_URL) migrates and then grants it, table by table, read and
# write, but only SELECT and INSERT on the books and the audit log (docs/deploy.md, ADR 044).
set -eu
psql -v ON_ERROR_STOP=1 -v app_password="$APP_DB_PASSWORD" \
  --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE verdant_app LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
-- Only the owner creates anything: no role can add a function or table that shadows the app's.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON DATABASE :"DBNAME" FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE :"DBNAME" TO verdant_app;
SQL
