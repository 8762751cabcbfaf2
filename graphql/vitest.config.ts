import { defineConfig } from 'vitest/config';

// Unit tests of the shared contract (rules and constants), run by `npm run test:unit` and mutated
// by `npm run mutate`.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
