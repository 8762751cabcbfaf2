// An HTTP server on loopback that answers like Payload's REST API for the `trip-pages` collection
// and the privacy global (anonymous: published documents only; ?locale= with English wherever a
// text has no translation, as Payload's fallback does), so the api's content module is exercised
// over a real connection (the real Payload has its own tests: e2e/cms*.spec.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { privacySeed } from '../../cms/src/seed/privacy.js';
import { tripPageSeed } from '../../cms/src/seed/trip.js';

export interface FakeCms {
  url: string;
  /** The first trip's published page (winter-2026). */
  doc: Record<string, any>;
  /** Every published page by its trip's slug (`doc` is pages['winter-2026']). */
  pages: Record<string, Record<string, any>>;
  requests: number;
  /** The slugs asked for, in order. */
  asked: string[];
  /** The `locale` asked with each request, in order ('' when none). */
  locales: string[];
  /**
   * The translated words per language and trip slug, laid over the English page (rows by index):
   * `translations.fr['winter-2026'] = { landing: { heroHeadline: '…' } }`.
   */
  translations: Record<string, Record<string, Record<string, any>>>;
  /** The published privacy notice's translated words per language, over the English seed. */
  privacyTranslations: Record<string, Record<string, any>>;
  /** When set, every request is answered with this status and no body (a CMS that is down). */
  failWith?: number;
  stop(): Promise<void>;
}

export async function startFakeCms(edit: (doc: Record<string, any>) => void = () => {}): Promise<FakeCms> {
  // The CMS's own seed, as Payload stores it (deep copy: tests edit it).
  const doc: Record<string, any> = { ...structuredClone(tripPageSeed), _status: 'published', updatedAt: new Date().toISOString() };
  edit(doc);
  const cms: FakeCms = {
    url: '',
    doc,
    pages: { [doc.trip as string]: doc },
    requests: 0,
    asked: [],
    locales: [],
    translations: {},
    privacyTranslations: {},
    stop: async () => {},
  };
  const server: Server = createServer((req, res) => {
    cms.requests += 1;
    const url = new URL(req.url ?? '/', 'http://cms');
    const locale = url.searchParams.get('locale') ?? '';
    if (cms.failWith) {
      res.writeHead(cms.failWith).end();
    } else if (url.pathname === '/api/trip-pages') {
      const slug = url.searchParams.get('where[trip][equals]') ?? '';
      cms.asked.push(slug);
      cms.locales.push(locale);
      const page = cms.pages[slug];
      const docs = page && page._status === 'published' ? [over(page, cms.translations[locale]?.[slug])] : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ docs, totalDocs: docs.length }));
    } else if (url.pathname === '/api/globals/privacy') {
      cms.locales.push(locale);
      const notice = over({ ...privacySeed, _status: 'published' }, cms.privacyTranslations[locale]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(notice));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cms.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return cms;
}

/** The English words with a language's translated ones laid over them (objects by key, rows by index). */
function over(english: any, translated: any): any {
  if (translated === undefined || translated === null || translated === '') return structuredClone(english);
  if (Array.isArray(english)) return english.map((row, i) => over(row, Array.isArray(translated) ? translated[i] : undefined));
  if (english && typeof english === 'object') return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, over(v, translated[k])]));
  return translated;
}
