#!/usr/bin/env bash
# npm test: every check and test — lint, types, unit tests, api integration tests, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
ensure_services
ensure_chromium
rm -f test-results/jest.json test-results/vitest.json test-results/e2e.json
mkdir -p test-results
log "lint and format"
npm run lint --silent
npm run format:check --silent
log "build (codegen, graphql, api, web, cms)"
npm run build --silent
log "typecheck"
npm run typecheck --silent
log "unit tests (Vitest: the web's pure modules, the shared rules)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$PWD/test-results/vitest.json"
log "api integration tests (Jest, real PostgreSQL and Redis)"
npm test -w @umrah/api --silent -- --json --outputFile="$PWD/test-results/jest.json"
log "browser tests (Playwright, Debian chromium)"
npm run test:e2e --silent
node scripts/summary.mjs
