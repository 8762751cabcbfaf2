import { defineConfig } from 'vitest/config';
import { webEnv, webResolve } from './vitest.config';

// Component tests (*.test.tsx): what a person sees in the forms, tables and dialogs, rendered in
// jsdom. A config of its own so the pure modules' tests keep Node's faster environment.
export default defineConfig({
  resolve: webResolve,
  test: {
    name: 'web-dom',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup-dom.ts'],
    env: webEnv,
  },
});
