import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LOCALES, paths, ROUTE_PRELOADS_FILE } from '@umrah/graphql';
import type { OutputChunk } from 'rolldown';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_MODULES, FIRST_AREAS, NOT_FOUND_CHUNKS, ROUTE_CHUNKS } from './src/app/route-modules';

// Paths the api answers; in development Vite forwards them so the browser sees one origin
// (first-party session cookie, no CORS), exactly as in production.
const API_PATHS = ['/graphql', '/api', '/uploads', '/healthz', '/readyz'];

const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

// React, the bundler's runtime and the few tiny modules both pages use (the brand mark among them: left to
// the bundler it lands in the landing chunk, whose stylesheet then loads on portal pages and undoes
// their layout): one chunk, not many requests.
const BASE =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime|[\\/]web[\\/]src[\\/](lib[\\/](paths|format|use-document-title)\.ts|components[\\/]brand-mark\.tsx)$|[\\/]graphql[\\/]src[\\/](constants|routes|money)\.ts$/;

// Two pages: landing.html (the public "/", React and the landing page only) and index.html (the
// app: router, Apollo, portal, admin). In production the api picks the page; in development this does.
const landingAtRoot = (): Plugin => ({
  name: 'umrah:landing-at-root',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/' || req.url?.startsWith('/?') || req.url?.startsWith('/#')) req.url = '/landing.html' + req.url.slice(1);
      next();
    });
  },
});

// Brotli and gzip copies of the built scripts and styles, which the api sends to browsers that
// accept them (api/src/http/web.ts): compressed once at build time, not on every request.
const precompress = (): Plugin => ({
  name: 'umrah:precompress',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  writeBundle(options) {
    const dir = path.join(options.dir ?? fromHere('dist'), 'assets');
    for (const name of readdirSync(dir)) {
      if (!/\.(js|css|svg)$/.test(name)) continue;
      const bytes = readFileSync(path.join(dir, name));
      if (bytes.length < 1024) continue;
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
    }
  },
});

/**
 * The files each page needs besides what index.html loads (ADR 0138): its modules of
 * src/app/route-modules.ts with their own imports, and the first catalogues in each language. The
 * api names them in the page's HTML as <link rel="modulepreload">, so they download side by side
 * with the entry instead of after it has run. A module the table names that is in no chunk fails the build.
 */
const routePreloads = (): Plugin => ({
  name: 'umrah:route-preloads',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
    const closure = (fileName: string, into = new Set<string>()): Set<string> => {
      if (into.has(fileName)) return into;
      into.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
      return into;
    };
    const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === fromHere('index.html'));
    if (!entry) return this.error('route preloads: no chunk for index.html');
    const inHtml = closure(entry.fileName);
    const filesOf = (file: string, required: boolean): string[] => {
      const chunk = byModule.get(file);
      if (!chunk) return required ? this.error(`route preloads: ${file} is in no chunk`) : [];
      return [...closure(chunk.fileName)].filter((f) => !inHtml.has(f)).map((f) => `/${f}`);
    };
    const pageFiles = (keys: readonly (keyof typeof CHUNK_MODULES)[]) => [
      ...new Set(keys.flatMap((k) => filesOf(fromHere(`src/${CHUNK_MODULES[k].file}`), true))),
    ];
    const preloads = {
      // "/" has a page of its own (landing.html), which loads its code itself.
      routes: ROUTE_CHUNKS.filter(([pattern]) => pattern !== paths.home).map(([pattern, keys]) => [pattern, pageFiles(keys)]),
      notFound: pageFiles(NOT_FOUND_CHUNKS),
      // An area a language lacks has no file (it reads in English).
      catalogs: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          [...new Set(FIRST_AREAS.flatMap((area) => filesOf(fromHere(`../graphql/src/i18n/catalogs/${locale}/${area}.ts`), false)))],
        ]),
      ),
    };
    this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
  },
});

// The landing page rendered on the server: one self-contained module (React included) that the
// api imports from dist/.ssr/ (a dot folder, which the api's static files never serve).
const ssrBuild: UserConfig = {
  build: { outDir: 'dist/.ssr', emptyOutDir: true, target: 'node24', sourcemap: false, copyPublicDir: false },
  ssr: { noExternal: true },
};

export default defineConfig(({ mode, isSsrBuild }): UserConfig => {
  // Prefix '' also reads API_URL from the process environment, not only from .env files.
  const env = loadEnv(mode, fromHere('.'), '');
  const target = env.API_URL || 'http://127.0.0.1:8080';
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(API_PATHS.map((path) => [path, { target, changeOrigin: false, ws: false }]));

  if (isSsrBuild) {
    return {
      plugins: [react(), tailwindcss()],
      resolve: {
        alias: [
          { find: /^@umrah\/graphql$/, replacement: fromHere('../graphql/src/index.ts') },
          // The server's translators (every catalogue at once): the landing page renders in a language.
          { find: /^@umrah\/graphql\/node$/, replacement: fromHere('../graphql/src/node.ts') },
          { find: /^@\//, replacement: fromHere('./src/') },
        ],
      },
      ...ssrBuild,
    };
  }

  return {
    plugins: [
      react(),
      tailwindcss(),
      landingAtRoot(),
      precompress(),
      routePreloads(),
      // The offline pages' service worker (src/sw.ts, ADR 0133): built with its precache list of the
      // app's hashed assets and its shell; registered by those pages only (src/lib/offline-pages.ts),
      // and the manifest is a file of public/ linked from index.html only (the landing stays lean).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'icon-192.png', 'favicon.svg'],
          // The landing page's own chunk and the spreadsheet writer (staff exports) are never needed offline.
          globIgnores: ['assets/landing-*', 'assets/exceljs*'],
        },
      }),
    ],
    resolve: {
      alias: [
        // The package's exports point at its dist build; the web compiles the sources directly.
        { find: /^@umrah\/graphql$/, replacement: fromHere('../graphql/src/index.ts') },
        { find: /^@\//, replacement: fromHere('./src/') },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      assetsDir: 'assets',
      // Every browser the app supports has modulepreload; no polyfill in the entries.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { main: fromHere('index.html'), landing: fromHere('landing.html') },
        output: {
          // landing.html must load few files: React (with the tiny modules both pages share) and
          // the landing page. Without groups, every small shared module becomes its own request.
          codeSplitting: {
            groups: [
              { name: 'base', test: BASE, priority: 3 },
              { name: 'landing', test: /[\\/]src[\\/]features[\\/]landing[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
