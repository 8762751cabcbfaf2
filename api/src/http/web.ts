// Serves the built web app: hashed assets cached for a year, the HTML pages never cached,
// and the SPA fallback answering 404 for paths the router does not know. "/" gets the landing
// page's own entry (landing.html: no router, no Apollo) when the build has one, else index.html,
// with its trip content inlined in the HTML, so it renders with no further request. Scripts and
// styles go out as the build's Brotli or gzip copies when the browser accepts them.
import { isWebRoute, paths, type TripContent } from '@umrah/graphql';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The pages behind the web's auth guard: the ones whose HTML carries the check's answer (ADR 0071). */
const GUARDED = [...Object.values(paths.portal), paths.admin.dashboard, paths.admin.registration()].map(
  (route) => new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}/?$`),
);

interface Page {
  /** The page as bytes: a string would be encoded again on every answer. */
  html: Buffer;
  gzip: Buffer;
  /** ETags of the two bodies, made once rather than hashed on every answer. */
  etag: string;
  gzipEtag: string;
  /** Its Content-Security-Policy (the landing page's allows its one inline script by hash). */
  csp: string;
}

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

type RenderLanding = (content: TripContent) => string;

/** The web build's server renderer of the landing page (dist/.ssr/), when the build has one. */
function loadRenderer(distDir: string, warn: (err: unknown, msg: string) => void): Promise<RenderLanding | undefined> {
  const file = path.join(distDir, '.ssr', 'landing-ssr.js');
  if (!existsSync(file)) return Promise.resolve(undefined);
  return import(pathToFileURL(file).href).then(
    (m: { renderLanding: RenderLanding }) => m.renderLanding,
    (err: unknown) => {
      warn(err, 'landing page renderer not loaded; "/" is rendered in the browser');
      return undefined;
    },
  );
}

/**
 * The rendered page's scripts, asked for only after its first paint (ADR 0063): the module entry
 * and its modulepreloads leave the HTML, and a small inline script adds them back. The page paints
 * from its HTML and inline styles alone; no download competes with the HTML before that. The same
 * script then asks for the images the page holds back (`<img data-src data-srcset>`, the hero:
 * ADR 0068) and marks each `data-loaded` once it has arrived, so it shows before React does.
 * Answers the page and the inline script's CSP source ('sha256-...'), or the page as it was when it
 * has no module entry.
 */
function scriptsAfterFirstPaint(html: string): { html: string; scriptHash?: string } {
  const entry = /<script type="module"[^>]*\bsrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>\s*/.exec(html);
  if (!entry) return { html };
  const preloads: string[] = [];
  let page = html.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*\bhref="(\/assets\/[\w.-]+\.js)"[^>]*>\s*/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  // Loaded once the browser reports the first contentful paint (Paint Timing), or after 3 s where
  // it never does (a browser without it, a tab opened in the background).
  const loader =
    `(function(){var d=0;function go(){if(d)return;d=1;` +
    `document.querySelectorAll("img[data-src]").forEach(function(i){i.onload=function(){i.setAttribute("data-loaded","")};if(i.dataset.srcset)i.srcset=i.dataset.srcset;i.src=i.dataset.src});` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}catch(e){}` +
    `setTimeout(go,3000)})()`;
  page = page.replace('</body>', () => `<script>${loader}</script></body>`);
  return { html: page, scriptHash: `'sha256-${createHash('sha256').update(loader).digest('base64')}'` };
}

/**
 * "/" with its content: rendered into #root when the renderer is there (React's leading resource
 * hints, such as the hero image's preload, move into <head>), and inlined as JSON for hydration.
 */
function landingHtml(
  template: string,
  content: TripContent,
  render: RenderLanding | undefined,
  warn: (err: unknown, msg: string) => void,
  distDir: string,
): { html: string; scriptHash?: string } {
  const data = `<script id="trip-content" type="application/json">${scriptJson(content)}</script>`;
  let head = data;
  let body = '';
  if (render) {
    try {
      const rendered = render(content);
      const hints = /^(?:<link\b[^>]*\/>)*/.exec(rendered)![0];
      head = hints + data;
      body = rendered.slice(hints.length);
    } catch (err) {
      warn(err, 'landing page not rendered on the server; "/" is rendered in the browser');
    }
  }
  let html = template.replace('</head>', `${head}</head>`);
  if (body) {
    html = html.replace('<div id="root"></div>', `<div id="root">${body}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // The rendered page paints with its own styles at once: no stylesheet request in the way.
    html = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
      try {
        return `<style>${readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
      } catch {
        return tag;
      }
    });
    // Its icon comes inside it too: the browser asks for an icon during the load, beside the
    // document, and a phone's slow link then carries one request fewer (ADR 0068).
    html = html.replace(/(<link rel="icon" type="image\/svg\+xml" href=")\/([\w.-]+\.svg)"/, (tag, start: string, file: string) => {
      try {
        return `${start}data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(distDir, file), 'utf8').trim())}"`;
      } catch {
        return tag;
      }
    });
    return scriptsAfterFirstPaint(html);
  }
  return { html };
}

/**
 * The web app in two parts: `pages` (the hashed assets and the app's own page paths), which the
 * api mounts before its own routes, so a page request does not walk past every api route first;
 * and `fallback` (other files of the build, then the shell with 404), mounted after them.
 */
export function webApp(
  distDir: string,
  opts: {
    content: () => Promise<TripContent>;
    /**
     * The pages' CSP for this content, allowing also the given inline scripts (CSP hash sources);
     * `framesSelf` for the app's shell, whose admin pages preview uploaded PDFs in a frame.
     */
    csp: (content: TripContent, opts: { scriptHashes?: string[]; framesSelf?: boolean }) => string;
    warn?: (err: unknown, msg: string) => void;
    /**
     * Who is calling (the session and viewer middleware the api routes use) and the
     * authentication check's answer for a signed-in viewer: a guarded page carries it, so the
     * guard needs no round trip.
     */
    signedIn?: { viewer: RequestHandler[]; authStatus: (viewer: NonNullable<Request['viewer']>) => unknown };
  },
): { pages: Router; fallback: Router } {
  const warn = opts.warn ?? (() => undefined);
  const renderer = loadRenderer(distDir, warn);
  const r = express.Router();
  const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const landingFile = path.join(distDir, 'landing.html');
  const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : shell;
  const assetsDir = path.join(distDir, 'assets');
  r.use('/assets', precompressed(assetsDir), express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  // The pages of one copy of the content, made once (plain and gzip): "/" with the content inlined,
  // and the app's shell. Every page gets the CSP of the current content: the app's own "/" route
  // shows the payment form too.
  const pages = new WeakMap<TripContent, { landing: Page; shell: Page }>();
  const tag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const pageOf = (text: string, csp: string): Page => {
    const html = Buffer.from(text);
    const gzip = gzipSync(html);
    return { html, gzip, etag: tag(html), gzipEtag: tag(gzip), csp };
  };
  /**
   * The shell with the signed-in viewer's authentication check inside (web/src/app/initial-auth-status.ts
   * reads it): one person's answer, so never stored by a browser cache or a shared one.
   */
  const sendSignedIn = (req: Request, res: Response, page: Page, status: unknown) => {
    const html = Buffer.from(
      shell.replace('<div id="root"', () => `<script id="auth-status" type="application/json">${scriptJson(status)}</script><div id="root"`),
    );
    res.status(200);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.vary('Accept-Encoding').vary('Cookie');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(gzipSync(html));
    } else res.send(html);
  };
  const pagesOf = async (content: TripContent) => {
    let made = pages.get(content);
    if (!made) {
      const render = await renderer;
      // Another request may have made them while this one waited for the renderer.
      made = pages.get(content);
      if (!made) {
        const page = landingHtml(landing, content, render, warn, distDir);
        made = {
          landing: pageOf(page.html, opts.csp(content, { scriptHashes: page.scriptHash ? [page.scriptHash] : [] })),
          shell: pageOf(shell, opts.csp(content, { framesSelf: true })),
        };
        pages.set(content, made);
      }
    }
    return made;
  };
  const servePage: RequestHandler = async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const known = isWebRoute(req.path);
    const made = await pagesOf(await opts.content());
    const page = req.path === '/' ? made.landing : made.shell;
    if (opts.signedIn && req.viewer) return sendSignedIn(req, res, page, opts.signedIn.authStatus(req.viewer));
    res.status(known ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('ETag', page.gzipEtag);
      res.send(page.gzip);
    } else {
      res.setHeader('ETag', page.etag);
      res.send(page.html);
    }
  };
  // A guarded page reads who is calling as the api routes do. Without a session cookie that costs
  // nothing; with Redis or PostgreSQL down the page still goes out, without the check's answer,
  // and the web asks for it itself.
  if (opts.signedIn) {
    const withoutViewer: ErrorRequestHandler = (_err, _req, _res, next) => next();
    r.get(GUARDED, ...opts.signedIn.viewer, withoutViewer, servePage);
  }
  // The app's own pages: no file-system look-up for them (a stat per request otherwise).
  r.get(/.*/, (req, res, next) => (isWebRoute(req.path) ? servePage(req, res, next) : next()));
  const fallback = express.Router();
  fallback.use(express.static(distDir, { index: false, maxAge: '1h' }));
  // Any other path that is not a file: the app's shell, status 404 (ADR 0003).
  fallback.get(/.*/, servePage);
  return { pages: r, fallback };
}
