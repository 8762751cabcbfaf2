// The landing page's budgets (issues 5 and 15): bundle sizes of what "/" loads, then Lighthouse
// (mobile preset, and desktop for comparison) against the built app, with Debian's Chromium.
//   - JavaScript for "/": every script landing.html loads (entry + modulepreloads), gzip -9, and
//     what Lighthouse saw transferred; budget 70 KB gzip in total (issue 15; 90 KB before).
//   - Lighthouse (issue 15, the page rendered on the server): mobile performance 100, LCP <= 1.2 s,
//     CLS 0; accessibility 100, best practices and SEO >= 95.
// Usage: npm run build && npm run bench:landing   (PostgreSQL and Redis running)
//   BENCH_URL=http://127.0.0.1:8585  measure a server already running instead of starting one
//   BENCH_PORT (default 8586)        the port of the server this script starts (scripts/e2e-server.sh)
//   BENCH_RUNS (default 3)           Lighthouse runs per preset; the median performance run is kept
// Figures are printed, never asserted: timings vary with the machine (docs/conventions.md#tests).
// Lighthouse (about 200 packages) is not part of the repository's install: the first run installs
// the pinned version into .bench-tools/ (git-ignored) and later runs reuse it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(decodeURIComponent(new URL('..', import.meta.url).pathname));
const LIGHTHOUSE = 'lighthouse@12.8.2';
const tools = path.join(root, '.bench-tools');
const lighthouseDir = path.join(tools, 'node_modules', 'lighthouse');
if (!existsSync(path.join(lighthouseDir, 'package.json'))) {
  console.log(`Installing ${LIGHTHOUSE} into .bench-tools/ for this benchmark (once)...`);
  mkdirSync(tools, { recursive: true });
  if (!existsSync(path.join(tools, 'package.json'))) writeFileSync(path.join(tools, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--no-package-lock', LIGHTHOUSE], { stdio: 'inherit' });
}
const { default: lighthouse } = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'index.js')).href);
const { default: desktopConfig } = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'config', 'desktop-config.js')).href);

const dist = path.join(root, 'web', 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 8586);
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET_JS_GZIP = 70 * 1024;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const line = (label, value) => console.log(`  ${label.padEnd(36)} ${value}`);

// ---- 1. What landing.html loads, from the build ----
function landingBundle() {
  const html = readFileSync(path.join(dist, 'landing.html'), 'utf8');
  const files = [];
  for (const m of html.matchAll(/<(script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.(js|css))"[^>]*>/g)) {
    const bytes = readFileSync(path.join(dist, m[2]));
    files.push({ file: m[2], kind: m[3], raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return files;
}

// ---- 2. The server ----
let server;
async function startServer() {
  if (process.env.BENCH_URL) return;
  server = spawn('bash', ['scripts/e2e-server.sh'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_landing',
      E2E_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not become ready');
}
function stopServer() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopServer);

// ---- 3. Chromium with a debugging port, for Lighthouse ----
async function startChrome() {
  const profile = mkdtempSync(path.join(tmpdir(), 'umrah-lh-'));
  const chrome = spawn(
    CHROME,
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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(port, config) {
  const result = await lighthouse(`${BASE}/`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
  return result.lhr;
}

function summarise(lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    speedIndexMs: Math.round(metric('speed-index')),
    cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
    scriptRequests: scripts.length,
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failing: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    ),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((i) => `${i.source}: ${i.description}`),
  };
}

async function runPreset(name, config, port) {
  const runs = [];
  const failed = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await audit(port, config);
    // A run Lighthouse itself could not complete scores 0 on everything: say why, keep it out.
    if (lhr.runtimeError) failed.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    else runs.push({ lhr, summary: summarise(lhr) });
  }
  if (failed.length) console.log(`Lighthouse ${name}: ${failed.length} run(s) failed: ${[...new Set(failed)].join('; ')}`);
  if (!runs.length) throw new Error(`Lighthouse ${name}: every run failed`);
  // The median run by performance score (Lighthouse's own advice for noisy machines).
  runs.sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', `lighthouse-landing-${name}.json`), JSON.stringify(median.lhr));
  return { median: median.summary, performanceScores: runs.map((r) => r.summary.scores.performance) };
}

const files = landingBundle();
const js = files.filter((f) => f.kind === 'js');
const jsGzip = js.reduce((s, f) => s + f.gzip, 0);

await startServer();
const chrome = await startChrome();
let mobile;
let desktop;
try {
  mobile = await runPreset('mobile', undefined, chrome.port);
  desktop = await runPreset('desktop', desktopConfig, chrome.port);
} finally {
  await chrome.stop();
  stopServer();
}

console.log('\nLanding page "/" — what landing.html loads (web/dist, gzip -9)');
for (const f of files) line(f.file, `${kb(f.raw).padStart(9)} raw  ${kb(f.gzip).padStart(9)} gzip`);
line(
  'JavaScript total',
  `${kb(js.reduce((s, f) => s + f.raw, 0)).padStart(9)} raw  ${kb(jsGzip).padStart(9)} gzip   (budget ${kb(BUDGET_JS_GZIP)}: ${jsGzip <= BUDGET_JS_GZIP ? 'within' : 'OVER'})`,
);

for (const [name, r] of [
  ['mobile', mobile],
  ['desktop', desktop],
]) {
  const m = r.median;
  console.log(`\nLighthouse ${name} (median of ${RUNS} by performance; all runs: ${r.performanceScores.join(', ')})`);
  line('performance / accessibility', `${m.scores.performance} / ${m.scores.accessibility}`);
  line('best practices / SEO', `${m.scores['best-practices']} / ${m.scores.seo}`);
  line('FCP / LCP', `${m.fcpMs} ms / ${m.lcpMs} ms`);
  line('TBT / Speed Index', `${m.tbtMs} ms / ${m.speedIndexMs} ms`);
  line('CLS', String(m.cls));
  line('scripts seen (requests / transferred)', `${m.scriptRequests} / ${kb(m.scriptTransferBytes)}`);
  if (m.lcpElement) line('LCP element', m.lcpElement.slice(0, 90));
  for (const f of m.failing) line('below 100', f);
  for (const e of m.consoleErrors) line('console error', e.slice(0, 120));
}

console.log(
  '\n' +
    JSON.stringify({
      jsGzipBytes: jsGzip,
      files: files.map(({ file, raw, gzip }) => ({ file, raw, gzip })),
      mobile: { ...mobile.median, failing: undefined },
      desktop: { ...desktop.median, failing: undefined },
    }),
);
