import { defineConfig } from 'vitest/config';

// `npm run test:unit` (and npm test): the web's pure modules, the web's components (jsdom) and the
// shared contract's rules, each with its own config, in one run and one report.
export default defineConfig({
  test: { projects: ['web/vitest.config.ts', 'web/vitest.dom.config.ts', 'graphql/vitest.config.ts'] },
});
