// Serves the built web app: hashed assets cached for a year, the HTML pages never cached,
// and the SPA fallback answering 404 for paths the router does not know. "/" gets the landing
// page's own entry (landing.html: no router, no Apollo) when the build has one, else index.html,
// with its trip content inlined in the HTML, so it renders with no further request. Scripts and
// styles go out as the build's Brotli or gzip copies when the browser accepts them.
import type { TripContent } from '@umrah/graphql';
import express, { type RequestHandler, type Router } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KNOWN = [/^\/$/, /^\/signup\/?$/, /^\/login\/?$/, /^\/admin\/(login|dashboard)\/?$/, /^\/portal\/(dashboard|register-trip|registration-form|documents|profile)\/?$/];

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Serves `name.br` / `name.gz` (written by the web build) in place of `name` to browsers that
 * accept the encoding; express.static below then sends the file with the right type and caching.
 */
function precompressed(assetsDir: string): RequestHandler {
  const files = existsSync(assetsDir) ? new Set(readdirSync(assetsDir)) : new Set<string>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const offered = ENCODINGS.filter(([, ext]) => files.has(name + ext));
    if (!offered.length || name.includes('/')) return next();
    res.vary('Accept-Encoding');
    const chosen = req.acceptsEncodings(...offered.map(([encoding]) => encoding), 'identity');
    const match = offered.find(([encoding]) => encoding === chosen);
    if (!match) return next();
    res.type(path.extname(name)).set('Content-Encoding', match[0]);
    req.url = `/${name}${match[1]}`;
    next();
  };
}

export function webApp(distDir: string, opts: { content: () => Promise<TripContent>; csp: (content: TripContent) => string }): Router {
  const r = express.Router();
  const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const landingFile = path.join(distDir, 'landing.html');
  const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : shell;
  const assetsDir = path.join(distDir, 'assets');
  r.use(
    '/assets',
    precompressed(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  r.use(express.static(distDir, { index: false, maxAge: '1h' }));
  r.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const known = KNOWN.some((re) => re.test(req.path));
    let html = shell;
    // Every page gets the CSP of the current content: the app's own "/" route shows the payment form too.
    const content = await opts.content();
    if (req.path === '/') {
      const data = `<script id="trip-content" type="application/json">${scriptJson(content)}</script>`;
      html = landing.replace('</head>', `${data}</head>`);
    }
    res.status(known ? 200 : 404).set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': opts.csp(content) }).type('html').vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(gzipSync(html));
    else res.send(html);
  });
  return r;
}
