import { defineConfig } from 'vitest/config';

const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

// Unit tests of the web's pure modules (no browser: Node has File, Response and Intl).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@umrah\/graphql$/, replacement: fromHere('../graphql/src/index.ts') },
      { find: /^@\//, replacement: fromHere('./src/') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Dates are shown in Toronto whatever the machine's zone; the pickers' "today" is the device's.
    env: { TZ: 'America/Toronto' },
  },
});
