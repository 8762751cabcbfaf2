#!/usr/bin/env bash
# The server the browser tests run against: the built app on its own fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATABASE_URL="${E2E_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/umrah_e2e}"
node scripts/ensure-db.mjs --fresh "$DATABASE_URL"
export NODE_ENV=production HOST=127.0.0.1 PORT="${E2E_PORT:-8181}" LOG_LEVEL="${E2E_LOG_LEVEL:-warn}"
export SESSION_SECRET="e2e-session-secret-$(date +%s)-0123456789abcdef"
export REDIS_KEY_PREFIX="umrah-e2e:$(date +%s):"
export ADMIN_USERNAME=e2e_admin ADMIN_PASSWORD=e2e-admin-password
export AUTH_RATE_LIMIT_PER_MINUTE=1000
exec node api/dist/server.js
