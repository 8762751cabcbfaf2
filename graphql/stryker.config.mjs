// Mutation testing of the shared contract (`npm run mutate`, not part of `npm test`): Stryker
// changes the rules and constants one mutation at a time and runs this package's Vitest tests;
// the score is the share of mutants some test noticed. content.ts (seed text) and the
// entry/schema files are not mutated.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/content.ts', '!src/index.ts', '!src/node.ts', '!src/schema.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: '../test-results/mutation/graphql.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
