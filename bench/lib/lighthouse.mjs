// The Lighthouse machinery the page benchmarks share (bench/landing.mjs, bench/pages.mjs):
// Lighthouse itself (installed once into .bench-tools/, git-ignored: about 200 packages the
// repository does not need), the built app on a fresh database (scripts/e2e-server.sh), and
// Debian's Chromium with a debugging port.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(decodeURIComponent(new URL('../..', import.meta.url).pathname));
const LIGHTHOUSE = 'lighthouse@12.8.2';
const tools = path.join(root, '.bench-tools');
const lighthouseDir = path.join(tools, 'node_modules', 'lighthouse');

/** Lighthouse's entry and its desktop config, installing the pinned version on first use. */
export async function loadLighthouse() {
  if (!existsSync(path.join(lighthouseDir, 'package.json'))) {
    console.log(`Installing ${LIGHTHOUSE} into .bench-tools/ for this benchmark (once)...`);
    mkdirSync(tools, { recursive: true });
    if (!existsSync(path.join(tools, 'package.json'))) writeFileSync(path.join(tools, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--no-package-lock', LIGHTHOUSE], { stdio: 'inherit' });
  }
  const { default: lighthouse } = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'index.js')).href);
  const { default: desktopConfig } = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'config', 'desktop-config.js')).href);
  return { lighthouse, desktopConfig };
}

/**
 * Starts the built app (scripts/e2e-server.sh) on `port` and a fresh `databaseUrl` unless `url`
 * (a server already running) is given; answers the base URL and a stop function.
 */
export async function startServer({ url, port, databaseUrl }) {
  if (url) return { base: url, stop() {} };
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('bash', ['scripts/e2e-server.sh'], {
    cwd: root,
    detached: true,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE_URL: databaseUrl, E2E_LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error('the server did not become ready');
}

/** Chromium with a debugging port, for Lighthouse; stop() ends it and its helper processes. */
export async function startChrome(chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium') {
  const profile = mkdtempSync(path.join(tmpdir(), 'umrah-lh-'));
  const chrome = spawn(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stop() ends its helper processes too (they write to the
    // profile after the browser itself has exited).
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    chrome.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    chrome.on('exit', (code) => reject(new Error(`chromium exited with ${code}: ${err}`)));
  });
  return {
    port,
    async stop() {
      // Already gone (crashed during a run): its 'exit' has been and will not come again.
      const exited = chrome.exitCode !== null || chrome.signalCode !== null ? Promise.resolve() : new Promise((resolve) => chrome.once('exit', resolve));
      try {
        process.kill(-chrome.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      // A helper still flushing its cache can make this fail: the figures matter more than the
      // leftover folder in the temporary directory.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.log(`(left ${profile} behind: ${error.code})`);
      }
    },
  };
}

/** The figures of one Lighthouse report. */
export function summarise(lhr, categories) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    speedIndexMs: Math.round(metric('speed-index')),
    cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
    scriptRequests: scripts.length,
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((t) => `${t.url.replace(/^.*\//, '') || '(page)'} ${Math.round(t.duration)} ms`),
    failing: categories.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    ),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((i) => `${i.source}: ${i.description}`),
  };
}

/**
 * `runs` Lighthouse runs of `url`; answers the median run by performance score (Lighthouse's own
 * advice for noisy machines) and every run's score. A run Lighthouse could not complete scores 0
 * on everything: it is left out, said why and run again.
 */
export async function medianRun(lighthouse, { url, port, runs, config, categories, headers, label }) {
  const done = [];
  const failed = [];
  // A failed run (NO_NAVSTART now and then, on a busy machine) is tried again, at most `runs` times.
  for (let i = 0; done.length < runs && i < runs * 2; i++) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories, ...(headers ? { extraHeaders: headers } : {}) };
    const { lhr } = await lighthouse(url, flags, config);
    if (lhr.runtimeError) failed.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    else done.push({ lhr, summary: summarise(lhr, categories) });
  }
  if (failed.length) console.log(`Lighthouse ${label}: ${failed.length} run(s) failed: ${[...new Set(failed)].join('; ')}`);
  if (!done.length) throw new Error(`Lighthouse ${label}: every run failed`);
  done.sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
  const median = done[Math.floor(done.length / 2)];
  return { lhr: median.lhr, median: median.summary, all: done.map((r) => r.summary) };
}
