// Mutation testing of the shared contract: Stryker changes the rules and constants one mutation
// at a time and runs this package's Vitest tests; the score is the share of mutants some test
// noticed. content.ts (seed text), the entry/schema files and the test helpers are not mutated.
// Incremental: stryker-incremental.json (committed) keeps each mutant's result, so a run only
// re-tests the mutants of changed code or of changed tests (`--force` re-tests all). The run
// fails below 90 % overall; scripts/mutation-gate.mjs reads the JSON report and fails below 90 %
// for any one file (`npm run mutate:check`).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test-util.ts',
    '!src/content.ts',
    '!src/index.ts',
    '!src/node.ts',
    '!src/schema.ts',
    '!src/i18n/index.ts',
    '!src/i18n/catalogs/**',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '../test-results/mutation/graphql.html' },
  jsonReporter: { fileName: '../test-results/mutation/graphql.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  concurrency: 2,
  // The machine is shared: a slow module reload is no endless loop (Stryker's hit limit stops those).
  timeoutMS: 60_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: 90 },
};
