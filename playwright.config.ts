import { defineConfig, devices } from '@playwright/test';

import { E2E_WORKERS, serverPort, serverDatabase } from './e2e/servers';

// Tests run in E2E_WORKERS workers (default 2), each against a server of its own (its port,
// databases, CMS, mail folder, Redis keys): the tests of one worker never see the other's data, and
// a walk that waits on the network leaves the cores to the other (docs/decisions/0072).
const servers = Array.from({ length: E2E_WORKERS }, (_, slot) => serverPort(slot));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Bounds that catch a hang, not a slow machine: a walk takes a tenth of this on a quiet one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: 'test-results/report', open: 'never' }], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // The worker's own server (TEST_PARALLEL_INDEX is its slot, set before the config loads in it).
    baseURL: `http://127.0.0.1:${serverPort()}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /seasons-walk\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The season's walk closes and purges the current trip: it runs once every other file is done.
    { name: 'season-walk', testMatch: /seasons-walk\.spec\.ts/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: servers.map((port, slot) => ({
    command: 'bash scripts/e2e-server.sh',
    env: { E2E_PORT: String(port), E2E_DATABASE_URL: serverDatabase(slot) },
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
