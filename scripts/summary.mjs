// Prints one closing line over every runner: "N passed, N failed" (plus skipped), from the
// JSON reports Vitest, Jest and Playwright wrote under test-results/.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
// Vitest's JSON reporter writes Jest's shape. A test file that cannot even load counts as one
// failure: Jest reports it as numRuntimeErrorTestSuites, Vitest as a failed file with no tests.
for (const file of ['test-results/vitest.json', 'test-results/jest.json']) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles =
    r.numRuntimeErrorTestSuites ??
    (r.testResults ?? []).filter((t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed')).length;
  passed += r.numPassedTests;
  failed += r.numFailedTests + brokenFiles;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
// A stage that failed without a report of its own (lint, types, a build) counts as one failure.
const stages = 'test-results/lanes/stages.tsv';
const failedStages = existsSync(stages)
  ? readFileSync(stages, 'utf8')
      .split('\n')
      .filter((line) => line.endsWith('\tFAILED'))
  : [];
failed += failedStages.filter((line) => !/tests/.test(line)).length;
const e2e = 'test-results/e2e.json';
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
}
// A test stage that failed but whose reports count no failure (its runner died) is one too.
if (!failed && failedStages.length) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
