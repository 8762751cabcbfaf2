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
if [ -z "${S3_ENDPOINT:-}" ]; then
  export S3_ENDPOINT=http://127.0.0.1:9000
  node -e "import('@20minutes/s3rver').then(async ({default: S}) => { await new S({port: 9000, address: '127.0.0.1', silent: true, directory: '.data/s3'}).run(); console.log('[umrah] s3rver on :9000'); })" &
fi
npm run dev -w @umrah/api &
npm run dev -w @umrah/web &
wait
