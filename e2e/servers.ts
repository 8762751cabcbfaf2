// Where each Playwright worker's server listens (playwright.config.ts starts one per worker with
// scripts/e2e-server.sh): slot 0 on E2E_PORT (default 8181) and E2E_DATABASE_URL, slot n ten ports
// up and on a database of its own. Its CMS listens 1000 ports up, its emails go to a folder of its own.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_DATABASE = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_e2e';

/** This worker's slot (0 in the runner, and when one worker runs). */
const currentSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const serverPort = (slot = currentSlot()) => BASE_PORT + 10 * slot;
export const serverDatabase = (slot = currentSlot()) => (slot === 0 ? BASE_DATABASE : `${BASE_DATABASE}_${slot}`);
