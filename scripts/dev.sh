#!/usr/bin/env bash
# npm run dev: api with reload (tsx watch) on :8080 and Vite on :5173 proxying to it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
load_env
ensure_node_modules
ensure_services
npm run codegen --silent
npm run build -w @umrah/graphql --silent
node scripts/ensure-db.mjs
trap 'kill 0' EXIT
npm run dev -w @umrah/api &
npm run dev -w @umrah/web &
wait
