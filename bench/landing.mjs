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
// Lighthouse, the server and Chromium: bench/lib/lighthouse.mjs (Lighthouse installed on first run).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadLighthouse, medianRun, root, startChrome, startServer } from './lib/lighthouse.mjs';

const { lighthouse, desktopConfig } = await loadLighthouse();
const dist = path.join(root, 'web', 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 8586);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function runPreset(name, config, port, base) {
  const run = await medianRun(lighthouse, { url: `${base}/`, port, runs: RUNS, config, categories: CATEGORIES, label: name });
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', `lighthouse-landing-${name}.json`), JSON.stringify(run.lhr));
  return { median: run.median, performanceScores: run.all.map((r) => r.scores.performance) };
}

const files = landingBundle();
const js = files.filter((f) => f.kind === 'js');
const jsGzip = js.reduce((s, f) => s + f.gzip, 0);

const server = await startServer({
  url: process.env.BENCH_URL,
  port: PORT,
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_landing',
});
const chrome = await startChrome();
let mobile;
let desktop;
try {
  mobile = await runPreset('mobile', undefined, chrome.port, server.base);
  desktop = await runPreset('desktop', desktopConfig, chrome.port, server.base);
} finally {
  await chrome.stop();
  server.stop();
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
