#!/usr/bin/env bash
# npm start: the whole application on one port (default http://127.0.0.1:8080).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
load_env
ensure_node_modules
ensure_services
log "building (codegen, graphql, api, web)"
npm run build --silent
node scripts/ensure-db.mjs
if [ -z "${ADMIN_USERNAME:-}" ] && [ "${NODE_ENV:-development}" != production ]; then
  export ADMIN_USERNAME=admin ADMIN_PASSWORD=admin-password
  log "no ADMIN_USERNAME set: a local admin 'admin' / 'admin-password' is ensured (set your own in .env)"
fi
node scripts/ensure-db.mjs "${CMS_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/umrah_cms}"
if [ -z "${CMS_ADMIN_EMAIL:-}" ] && [ "${NODE_ENV:-development}" != production ]; then
  export CMS_ADMIN_EMAIL=editor@example.com CMS_ADMIN_PASSWORD=editor-password
  log "no CMS_ADMIN_EMAIL set: a local CMS editor 'editor@example.com' / 'editor-password' is ensured"
fi
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-local-only-payload-secret-$(hostname)}"
log "starting the CMS on :${CMS_PORT:-3001} and the api (migrations run at start) on http://${HOST:-127.0.0.1}:${PORT:-8080}"
exec node scripts/stack.mjs
