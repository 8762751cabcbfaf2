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
log "starting the api (migrations run at start) on http://${HOST:-127.0.0.1}:${PORT:-8080}"
exec node scripts/serve.mjs
