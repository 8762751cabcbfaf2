import { defineConfig } from 'vitest/config';

const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** The app's import aliases, shared with the component tests' config (vitest.dom.config.ts). */
export const webResolve = {
  alias: [
    { find: /^@umrah\/graphql$/, replacement: fromHere('../graphql/src/index.ts') },
    { find: /^@\//, replacement: fromHere('./src/') },
  ],
};
// Dates are shown in Toronto whatever the machine's zone; the pickers' "today" is the device's.
export const webEnv = { TZ: 'America/Toronto' };

// Unit tests of the web's pure modules (no browser: Node has File, Response and Intl).
export default defineConfig({
  resolve: webResolve,
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node', env: webEnv },
});
