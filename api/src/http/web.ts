// Serves the built web app: hashed assets cached for a year, index.html never cached,
// and the SPA fallback answering 404 for paths the router does not know.
import express, { type Router } from 'express';
import path from 'node:path';

const KNOWN = [/^\/$/, /^\/signup\/?$/, /^\/login\/?$/, /^\/admin\/(login|dashboard)\/?$/, /^\/portal\/(dashboard|register-trip|registration-form|documents|profile)\/?$/];

export function webApp(distDir: string): Router {
  const r = express.Router();
  const index = path.join(distDir, 'index.html');
  r.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  r.use(express.static(distDir, { index: false, maxAge: '1h' }));
  r.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const known = KNOWN.some((re) => re.test(req.path));
    res.status(known ? 200 : 404).set('Cache-Control', 'no-cache').sendFile(index);
  });
  return r;
}
