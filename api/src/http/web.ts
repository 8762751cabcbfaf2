// Serves the built web app: hashed assets cached for a year, index.html never cached,
// and the SPA fallback answering 404 for paths the router does not know. The landing page
// gets its trip content inlined in the HTML, so it renders with no further request.
import express, { type Router } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const KNOWN = [/^\/$/, /^\/signup\/?$/, /^\/login\/?$/, /^\/admin\/(login|dashboard)\/?$/, /^\/portal\/(dashboard|register-trip|registration-form|documents|profile)\/?$/];

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function webApp(distDir: string, opts: { landingData: () => Promise<unknown> }): Router {
  const r = express.Router();
  const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  r.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  r.use(express.static(distDir, { index: false, maxAge: '1h' }));
  r.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const known = KNOWN.some((re) => re.test(req.path));
    let html = shell;
    if (req.path === '/') {
      const data = `<script id="trip-content" type="application/json">${scriptJson(await opts.landingData())}</script>`;
      html = shell.replace('</head>', `${data}</head>`);
    }
    res.status(known ? 200 : 404).set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return r;
}
