// Measures the admin's Excel export (issue 6) and prints figures; never fails on timing.
//
//   npm run build && npm run bench:export [-- --rows 10000 --runs 5]
//
// 1. Time to export N interest submissions in Debian's Chromium, driving the real built page:
//    web/dist is served by a small static server here, /graphql is answered by Playwright with
//    an admin session and N generated submissions (no api, database or Redis needed), and the
//    clock runs from the click on "Export to Excel" to the browser's download event. The table
//    asks for one page (ADR 0020); each export fetches the whole list, then builds the file. The
//    first run includes fetching and compiling the exceljs chunk; the others reuse it.
// 2. Size (raw and gzip -9) of the exceljs chunk versus the main entry bundle, from web/dist.
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const ROWS = option('rows', 10_000);
const RUNS = Math.max(2, option('runs', 5));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first.');
  process.exit(1);
}
// A hung browser must not keep the script alive forever.
setTimeout(() => {
  console.error('bench timed out after 10 minutes');
  process.exit(1);
}, 600_000).unref();

// ---------- sizes ----------
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
function sizeOf(file) {
  const bytes = readFileSync(file);
  return { file: path.relative(root, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}
const assets = readdirSync(path.join(dist, 'assets'));
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryJs = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(indexHtml)?.[1];
const entryCss = /<link[^>]+href="\/assets\/([^"]+\.css)"/.exec(indexHtml)?.[1];
const exceljsChunk = assets.find((f) => /^exceljs.*\.js$/.test(f));
if (!entryJs || !exceljsChunk) {
  console.error(`could not find the ${entryJs ? 'exceljs chunk' : 'entry script'} in web/dist`);
  process.exit(1);
}
const sizes = {
  entry: sizeOf(path.join(dist, 'assets', entryJs)),
  entryCss: entryCss ? sizeOf(path.join(dist, 'assets', entryCss)) : undefined,
  exceljs: sizeOf(path.join(dist, 'assets', exceljsChunk)),
};

// ---------- data ----------
// A small deterministic generator: the same N rows on every run.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const words = 'we would like to join the group umrah with our family please share dates and prices room near haram'.split(' ');
const sentence = (n) => Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ');
const start = Date.parse('2026-11-22T15:00:00Z');
const submissions = Array.from({ length: ROWS }, (_, i) => {
  const r = rand();
  return {
    __typename: 'InterestSubmission',
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Traveller ${i} ${sentence(1)}`,
    email: `traveller.${i}@example.com`,
    phone: `416555${String(i % 10_000).padStart(4, '0')}`,
    travelers: 1 + Math.floor(rand() * 45),
    // A third without message, most short, a few at the 2000-character maximum.
    message: r < 0.33 ? null : r < 0.97 ? sentence(5 + Math.floor(rand() * 40)) : 'x'.repeat(2000),
    createdAt: new Date(start - i * 60_000).toISOString(),
  };
});

// ---------- a static server for web/dist ----------
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)));
  const inside = file.startsWith(dist + path.sep);
  const target = inside && existsSync(file) && statSync(file).isFile() ? file : path.join(dist, 'index.html');
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
  res.end(readFileSync(target));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

// ---------- the browser ----------
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
const timings = [];
let listServedAt;
let fileBytes = 0;
try {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const listBody = JSON.stringify({ data: { interestSubmissions: submissions } });
  await page.route('**/graphql', async (route) => {
    const { operationName } = route.request().postDataJSON() ?? {};
    const json = (body) => route.fulfill({ status: 200, contentType: 'application/json', body });
    if (operationName === 'AuthStatus') {
      return json(
        JSON.stringify({
          data: {
            authStatus: {
              __typename: 'AuthStatus',
              isAuthenticated: true,
              isAdmin: true,
              viewer: { __typename: 'Viewer', id: 'bench-admin', username: 'bench_admin', fullName: 'Bench Admin' },
            },
          },
        }),
      );
    }
    // The table asks for one page at a time (the total comes with it); the export for every row.
    if (operationName === 'InterestPage') {
      const { offset, limit } = route.request().postDataJSON().variables;
      listServedAt ??= Date.now();
      return json(
        JSON.stringify({
          data: { interestPage: { __typename: 'InterestPage', total: ROWS, offset, limit, items: submissions.slice(offset, offset + limit) } },
        }),
      );
    }
    if (operationName === 'InterestSubmissions') return json(listBody);
    return json(JSON.stringify({ data: null }));
  });

  const t0 = Date.now();
  await page.goto(`${base}/admin/dashboard`);
  await page.getByText(`Total: ${ROWS} registrations`).waitFor({ timeout: 120_000 });
  const renderMs = Date.now() - t0;
  const button = page.getByRole('button', { name: 'Export to Excel' });

  for (let run = 1; run <= RUNS; run++) {
    // While an export runs the button reads "Exporting...": this waits for the previous one to end.
    await button.waitFor({ state: 'visible' });
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    const clickedAt = await page.evaluate(() => performance.now());
    await button.click();
    const download = await downloading;
    const doneAt = await page.evaluate(() => performance.now());
    timings.push(doneAt - clickedAt);
    if (run === 1) {
      const file = await download.path();
      fileBytes = statSync(file).size;
    }
    await download.delete();
    await page.getByText('Export Successful', { exact: true }).first().waitFor();
  }

  const warm = timings.slice(1).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];
  const line = (label, value) => console.log(`  ${label.padEnd(34)} ${value}`);

  console.log(`\nInterest export benchmark (${ROWS.toLocaleString('en-US')} submissions, Chromium ${browser.version()}, ${RUNS} runs)`);
  line('dashboard ready (first page)', `${renderMs} ms (page answered at ${listServedAt - t0} ms)`);
  line('export, first (list + exceljs)', `${timings[0].toFixed(0)} ms`);
  line('export, warm median', `${median.toFixed(0)} ms (min ${warm[0].toFixed(0)}, max ${warm.at(-1).toFixed(0)})`);
  line('xlsx file size', kb(fileBytes));
  console.log('\nBundle sizes (web/dist, gzip -9)');
  for (const [label, s] of [
    ['main entry (JS)', sizes.entry],
    ['main entry (CSS)', sizes.entryCss],
    ['exceljs chunk (loaded on export)', sizes.exceljs],
  ]) {
    if (s) line(label, `${kb(s.raw).padStart(9)} raw  ${kb(s.gzip).padStart(9)} gzip   ${s.file}`);
  }
  line('exceljs chunk / main entry (gzip)', `${(sizes.exceljs.gzip / sizes.entry.gzip).toFixed(1)}x`);
  console.log(
    '\n' +
      JSON.stringify({
        rows: ROWS,
        runs: RUNS,
        renderMs,
        listServedMs: listServedAt - t0,
        exportFirstMs: Math.round(timings[0]),
        exportWarmMedianMs: Math.round(median),
        xlsxBytes: fileBytes,
        entry: sizes.entry,
        exceljs: sizes.exceljs,
      }),
  );
} finally {
  await browser.close();
  server.close();
}
