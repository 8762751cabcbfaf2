// Serves the built web app: hashed assets cached for a year, the HTML pages never cached,
// and the SPA fallback answering 404 for paths the router does not know. "/" gets the landing
// page's own entry (landing.html: no router, no Apollo) when the build has one, else index.html,
// with its trip content inlined in the HTML, so it renders with no further request. Scripts and
// styles go out as the build's Brotli or gzip copies when the browser accepts them.
import { directionOf, isWebRoute, type Locale, LOCALE_COOKIE, localeOf, paths, ROUTE_PRELOADS_FILE, type TripContent, webRouteOf } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { requestLocale } from './locale.js';

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's HTML in a language: `<html lang dir>` (ADR 0110); the app reads its language off it. The
 * shell's own words (what shows before the scripts run, or without them) are in that language too:
 * "Loading..." in the root's status line and the `<noscript>` line.
 */
export const inLanguage = (html: string, locale: Locale) => {
  const i18n = i18nFor(locale);
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}"`)
    .replace(/(<div id="root"><div role="status"[^>]*>)[^<]*(<\/div>)/, (_, open: string, close: string) => open + escapeText(i18n._('common.loading')) + close)
    .replace(
      /(<noscript>)Umrah Journey needs JavaScript[^<]*(<\/noscript>)/,
      (_, open: string, close: string) => open + escapeText(i18n._('common.needsJavaScript')) + close,
    );
};

/** The pages behind the web's auth guard: the ones whose HTML carries the check's answer (ADR 0071). */
const GUARDED = [...Object.values(paths.portal), paths.admin.dashboard, paths.admin.registration(), paths.admin.road].map(
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

type RenderLanding = (content: TripContent, locale: Locale) => string;

/** The catalogue areas the landing page reads (web/src/landing-main.tsx loads them from the page). */
const LANDING_AREAS = ['common.', 'landing.'];

/**
 * The landing page's messages in a language (English beneath any it lacks), inlined in the page as
 * `<script id="landing-messages">`: the browser hydrates with exactly what the server rendered
 * with, with no request for a catalogue.
 */
function landingMessages(locale: Locale): Record<string, unknown> {
  return Object.fromEntries(Object.entries(i18nFor(locale).messages).filter(([id]) => LANDING_AREAS.some((area) => id.startsWith(area))));
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The landing page's own words outside its body (description, sharing card, no-script note) in a language. */
function landingHead(template: string, locale: Locale): string {
  if (locale === 'en') return template;
  const t = i18nFor(locale);
  return template
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_m, start: string) => `${start}${attribute(t._('landing.meta.description'))}"`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*"/, (_m, start: string) => `${start}${attribute(t._('landing.meta.ogTitle'))}"`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*"/, (_m, start: string) => `${start}${attribute(t._('landing.meta.ogDescription'))}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${attribute(t._('landing.noscript'))}</noscript>`);
}

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
 * A page with its stylesheets inside it: it paints as soon as it has arrived, with no stylesheet
 * request in the way, and the scripts downloading beside it do not hold its first paint back
 * (ADR 0138). A stylesheet that cannot be read stays a link.
 */
function withStylesInline(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
    try {
      return `<style>${readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    } catch {
      return tag;
    }
  });
}

/** What the web's build lists for each page's HTML to ask for at once (web/vite.config.ts, `routePreloads`). */
interface RoutePreloads {
  routes: [pattern: string, files: string[]][];
  notFound: string[];
  catalogs: Partial<Record<Locale, string[]>>;
}

/**
 * The `<link rel="modulepreload">` lines of a page of the app (ADR 0138): the scripts its route
 * needs and the first catalogues in its language (and English, beneath it), so they download side
 * by side with the entry instead of once it has run. Nothing when the build has no list (a
 * development build, an older one) or it cannot be read: the app then asks for them itself.
 */
function loadRoutePreloads(distDir: string, warn: (err: unknown, msg: string) => void): (pathname: string, locale: Locale) => string {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => '';
  let list: RoutePreloads;
  try {
    list = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  } catch (err) {
    warn(err, 'the list of route preloads in the web build is not readable; pages go out without it');
    return () => '';
  }
  const routes = new Map(list.routes);
  const link = (href: string) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`;
  return (pathname, locale) => {
    const route = webRouteOf(pathname);
    const files = route === undefined ? list.notFound : (routes.get(route) ?? []);
    const catalogs = [...(list.catalogs[locale] ?? []), ...(locale === 'en' ? [] : (list.catalogs.en ?? []))];
    return [...new Set([...files, ...catalogs])].map(link).join('');
  };
}

/** A page of the app with its route's preloads at the end of its <head>. */
const withPreloads = (html: string, links: string) => (links ? html.replace('</head>', () => `${links}</head>`) : html);

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
  locale: Locale,
  render: RenderLanding | undefined,
  warn: (err: unknown, msg: string) => void,
  distDir: string,
): { html: string; scriptHash?: string } {
  const data =
    `<script id="trip-content" type="application/json">${scriptJson(content)}</script>` +
    `<script id="landing-messages" type="application/json">${scriptJson(landingMessages(locale))}</script>`;
  let head = data;
  let body = '';
  if (render) {
    try {
      const rendered = render(content, locale);
      const hints = /^(?:<link\b[^>]*\/>)*/.exec(rendered)![0];
      head = hints + data;
      body = rendered.slice(hints.length);
    } catch (err) {
      warn(err, 'landing page not rendered on the server; "/" is rendered in the browser');
    }
  }
  let html = landingHead(template, locale).replace('</head>', () => `${head}</head>`);
  if (body) {
    html = html.replace('<div id="root"></div>', `<div id="root">${body}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // The rendered page paints with its own styles at once: no stylesheet request in the way.
    html = withStylesInline(html, distDir);
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
    /** The trip content in one language (the page's). */
    content: (locale: Locale) => Promise<TripContent>;
    /**
     * The pages' CSP for this content, allowing also the given inline scripts (CSP hash sources);
     * `framesSelf` for the app's shell, whose admin pages preview uploaded PDFs in a frame.
     */
    csp: (content: TripContent, opts: { scriptHashes?: string[]; framesSelf?: boolean; preview?: boolean }) => string;
    warn?: (err: unknown, msg: string) => void;
    /**
     * Who is calling (the session and viewer middleware the api routes use) and the
     * authentication check's answer for a signed-in viewer: a guarded page carries it, so the
     * guard needs no round trip.
     */
    signedIn?: {
      viewer: RequestHandler[];
      authStatus: (viewer: NonNullable<Request['viewer']>) => unknown;
      /** Saves the language a signed-in person chose with a page's `?lang=` to their account. */
      setLocale?: (viewer: NonNullable<Request['viewer']>, locale: Locale) => Promise<unknown>;
    };
    /** The `umrah_lang` cookie `?lang=` sets is Secure (production, behind HTTPS). */
    secureCookies?: boolean;
  },
): { pages: Router; fallback: Router } {
  const warn = opts.warn ?? (() => undefined);
  const renderer = loadRenderer(distDir, warn);
  const preloads = loadRoutePreloads(distDir, warn);
  const r = express.Router();
  const shell = withStylesInline(readFileSync(path.join(distDir, 'index.html'), 'utf8'), distDir);
  const landingFile = path.join(distDir, 'landing.html');
  const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : shell;
  const assetsDir = path.join(distDir, 'assets');
  r.use('/assets', precompressed(assetsDir), express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  // The pages of one copy of the content, made once (plain and gzip): "/" with the content inlined,
  // and the app's shell. Every page gets the CSP of the current content: the app's own "/" route
  // shows the payment form too.
  // One set per language (its <html lang dir>), made on the first request in that language.
  // The app's shell is one page per route (its preloads): made on the first request for it.
  const pages = new WeakMap<TripContent, Map<Locale, { landing: Page; shells: Map<string, Page>; preview: Page }>>();
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
  const sendSignedIn = (req: Request, res: Response, page: Page, status: unknown, locale: Locale) => {
    const html = Buffer.from(
      withPreloads(inLanguage(shell, locale), preloads(req.path, locale)).replace(
        '<div id="root"',
        () => `<script id="auth-status" type="application/json">${scriptJson(status)}</script><div id="root"`,
      ),
    );
    res.status(200);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.vary('Accept-Encoding').vary('Cookie').vary('Accept-Language');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(gzipSync(html));
    } else res.send(html);
  };
  const pagesOf = async (content: TripContent, locale: Locale) => {
    let made = pages.get(content)?.get(locale);
    if (!made) {
      const render = await renderer;
      // Another request may have made them while this one waited for the renderer.
      made = pages.get(content)?.get(locale);
      if (!made) {
        const page = landingHtml(inLanguage(landing, locale), content, locale, render, warn, distDir);
        const own = inLanguage(shell, locale);
        made = {
          landing: pageOf(page.html, opts.csp(content, { scriptHashes: page.scriptHash ? [page.scriptHash] : [] })),
          shells: new Map(),
          // The live preview: the same shell, which the CMS's admin may frame.
          preview: pageOf(withPreloads(own, preloads(paths.preview, locale)), opts.csp(content, { preview: true })),
        };
        if (!pages.has(content)) pages.set(content, new Map());
        pages.get(content)!.set(locale, made);
      }
    }
    return made;
  };
  /** The shell for a path: one page per route pattern (and one for every unknown path). */
  const shellFor = (made: { shells: Map<string, Page> }, pathname: string, content: TripContent, locale: Locale): Page => {
    const key = webRouteOf(pathname) ?? '';
    let page = made.shells.get(key);
    if (!page) {
      page = pageOf(withPreloads(inLanguage(shell, locale), preloads(pathname, locale)), opts.csp(content, { framesSelf: true }));
      made.shells.set(key, page);
    }
    return page;
  };
  /**
   * `?lang=xx` on any page (the landing's language links, a shared address): the page comes in
   * that language, the visitor's cookie remembers it for a year, and a signed-in person's account
   * keeps it (their emails follow). A language their side does not speak is ignored.
   */
  const languageOf = async (req: Request, res: Response): Promise<Locale> => {
    const chosen = typeof req.query.lang === 'string' ? localeOf(req.query.lang) : undefined;
    const locale = requestLocale(req, chosen);
    if (!chosen || locale !== chosen) return locale;
    res.cookie(LOCALE_COOKIE, chosen, { path: '/', maxAge: 365 * 24 * 3600 * 1000, sameSite: 'lax', secure: Boolean(opts.secureCookies), httpOnly: false });
    if (req.viewer && req.viewer.locale !== chosen && opts.signedIn?.setLocale) {
      try {
        await opts.signedIn.setLocale(req.viewer, chosen);
        req.viewer = { ...req.viewer, locale: chosen };
      } catch (err) {
        warn(err, 'the language chosen with ?lang= was not saved to the account');
      }
    }
    return locale;
  };
  const servePage: RequestHandler = async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const known = isWebRoute(req.path);
    const locale = await languageOf(req, res);
    const content = await opts.content(locale);
    const made = await pagesOf(content, locale);
    const page = req.path === '/' ? made.landing : req.path === paths.preview ? made.preview : shellFor(made, req.path, content, locale);
    if (opts.signedIn && req.viewer) return sendSignedIn(req, res, page, opts.signedIn.authStatus(req.viewer), locale);
    res.status(known ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The language comes from the cookie or Accept-Language (an account's own is a signed-in page's).
    res.vary('Accept-Encoding').vary('Cookie').vary('Accept-Language');
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
  const withoutViewer: ErrorRequestHandler = (_err, _req, _res, next) => next();
  if (opts.signedIn) r.get(GUARDED, ...opts.signedIn.viewer, withoutViewer, servePage);
  // Any other page read with `?lang=` reads who is calling too: a signed-in person's choice is theirs to keep.
  const viewerFirst = express.Router();
  if (opts.signedIn) viewerFirst.use(...opts.signedIn.viewer, withoutViewer);
  // The app's own pages: no file-system look-up for them (a stat per request otherwise).
  r.get(/.*/, (req, res, next) => {
    if (!isWebRoute(req.path)) return next();
    if (opts.signedIn && req.query.lang !== undefined) return viewerFirst(req, res, () => void Promise.resolve(servePage(req, res, next)).catch(next));
    return servePage(req, res, next);
  });
  const fallback = express.Router();
  fallback.use(express.static(distDir, { index: false, maxAge: '1h' }));
  // Any other path that is not a file: the app's shell, status 404 (ADR 0003).
  fallback.get(/.*/, servePage);
  return { pages: r, fallback };
}
