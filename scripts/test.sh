#!/usr/bin/env bash
# npm test: every check and test — lint, types, unit tests, api integration tests, browser tests.
# Two lanes run side by side, one per core, each stage timed (the times print at the end):
#   checks: lint and format, typecheck, unit tests, the mutation gate, api integration tests (need no build but the
#           shared package's);
#   builds: api, web and CMS builds, then the browser tests against them.
# They share nothing but PostgreSQL and Redis, where each uses its own databases and key prefixes.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
ensure_services
ensure_chromium
rm -rf test-results/jest.json test-results/vitest.json test-results/e2e.json test-results/lanes
mkdir -p test-results/lanes
stages=test-results/lanes/stages.tsv

# stage NAME COMMAND...: runs the command, records its time; a failing stage stops its lane.
stage() {
  local name=$1 started=$SECONDS status=0
  shift
  log "$name"
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" $((SECONDS - started)) "$([ $status = 0 ] && echo ok || echo FAILED)" >>"$stages"
  return $status
}

started=$SECONDS
stage "codegen and the shared package" bash -c 'npm run codegen --silent && npm run build -w @umrah/graphql --silent'

checks() {
  stage "lint and format" bash -c 'npm run lint --silent && npm run format:check --silent'
  stage "typecheck" bash -c 'npm run typecheck --workspaces --if-present --silent && npx tsc -p e2e/tsconfig.json'
  stage "unit tests (Vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json="$PWD/test-results/vitest.json"
  stage "mutation gate (Stryker, incremental: each graphql/src file at 90 % or more)" npm run mutate:check --silent
  stage "api integration tests (Jest, real PostgreSQL and Redis)" npm test -w @umrah/api --silent -- --json --outputFile="$PWD/test-results/jest.json"
}

builds() {
  stage "build api, web and CMS" bash -c 'npm run build -w @umrah/api --silent && npm run build -w @umrah/web --silent && CMS_BUILD_CHECKED=1 npm run build -w @umrah/cms --silent'
  stage "browser tests (Playwright, Debian chromium)" npm run test:e2e --silent
}

# Each lane's lines carry its name, so the two can be told apart as they interleave.
(checks 2>&1 | sed -u 's/^/[checks] /') &
checks_pid=$!
(builds 2>&1 | sed -u 's/^/[builds] /') &
builds_pid=$!
checks_status=0
builds_status=0
wait $checks_pid || checks_status=$?
wait $builds_pid || builds_status=$?

printf '\nStage times (two lanes side by side; total %s s):\n' $((SECONDS - started))
awk -F'\t' '{ printf "  %-58s %5d s  %s\n", $1, $2, $3 }' "$stages"
summary_status=0
node scripts/summary.mjs || summary_status=$?
[ "$checks_status" = 0 ] && [ "$builds_status" = 0 ] && [ "$summary_status" = 0 ]
