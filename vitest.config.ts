import { defineConfig } from 'vitest/config';

// `npm run test:unit` (and npm test): the web's pure modules and the shared contract's rules,
// each with its own config, in one run and one report.
export default defineConfig({
  test: { projects: ['web/vitest.config.ts', 'graphql/vitest.config.ts'] },
});
