#!/usr/bin/env bash
# Starts the built server once on a fresh database with the demo data (its history is booked through
# the ledger like real use), stops it, and runs `npm run ledger:verify` on what it left. Extra
# arguments are environment assignments, e.g. DATABASE_URL=postgres://… for PostgreSQL.
set -euo pipefail
dir=$(mktemp -d)
port=3990
env DATA_DIR="$dir" PORT="$port" DEMO_DATA=true "$@" node apps/server/dist/server.js >"$dir/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 90); do
  curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null && break
  sleep 1
done
kill "$pid"
wait "$pid" || true
env DATA_DIR="$dir" "$@" npm run -s ledger:verify
rm -rf "$dir"
