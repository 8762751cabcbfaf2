#!/usr/bin/env bash
# The server the browser tests run against: the built app on its own fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATABASE_URL="${E2E_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/umrah_e2e}"
node scripts/ensure-db.mjs --fresh "$DATABASE_URL"
export NODE_ENV=production HOST=127.0.0.1 PORT="${E2E_PORT:-8181}" LOG_LEVEL="${E2E_LOG_LEVEL:-warn}"
export SESSION_SECRET="e2e-session-secret-$(date +%s)-0123456789abcdef"
export PASSPORT_ENCRYPTION_KEY="$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))")"
export STORAGE_ENCRYPTION_KEYS="e2e:$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))")"
export REDIS_KEY_PREFIX="umrah-e2e:$PORT:$(date +%s):"
export ADMIN_USERNAME=e2e_admin ADMIN_PASSWORD=e2e-admin-password
# Passkeys belong to a host name, never an address: the passkey walks open the app at localhost (ADR 0104).
export WEBAUTHN_ORIGIN="http://localhost:$PORT"
# Limits per address: every browser test comes from 127.0.0.1 (the limits themselves are tested in api/test).
export AUTH_RATE_LIMIT_PER_MINUTE=1000 INTEREST_RATE_LIMIT_PER_HOUR=1000
export S3_DATA_DIR="$(mktemp -d /tmp/umrah-e2e-s3.XXXXXX)"
# An external S3 server when given (benchmarks); otherwise stack.mjs runs s3rver in-process.
if [ -n "${E2E_S3_ENDPOINT:-}" ]; then export S3_ENDPOINT="$E2E_S3_ENDPOINT"; else unset S3_ENDPOINT; fi
# The CMS on its own port and fresh database, its first editor known to the tests.
export CMS_PORT="${E2E_CMS_PORT:-$((PORT + 1000))}"
export CMS_DATABASE_URL="${E2E_CMS_DATABASE_URL:-${DATABASE_URL}_cms}"
node scripts/ensure-db.mjs --fresh "$CMS_DATABASE_URL"
export CMS_ADMIN_EMAIL=e2e-editor@example.com CMS_ADMIN_PASSWORD=e2e-editor-password
export PAYLOAD_SECRET="e2e-payload-secret-$(date +%s)-0123456789"
export CONTENT_TTL_SECONDS=2
# Paying online against the fake card provider (ADR 0118); the walk's webhook comes three times. E2E_STRIPE=0: off.
if [ "${E2E_STRIPE:-1}" = 1 ]; then
  export FAKE_STRIPE=1 FAKE_STRIPE_DELIVERIES=3 STRIPE_SECRET_KEY=sk_test_e2e STRIPE_WEBHOOK_SECRET="whsec_e2e_$(date +%s)"
fi
# No SMTP server: the message worker writes each email here, where the browser tests read links.
export MAIL_DIR="/tmp/umrah-e2e-mail-$PORT" WORKER_POLL_MS=200
rm -rf "$MAIL_DIR"
exec node scripts/stack.mjs
