// The web's languages (docs/decisions/0110): one Lingui instance, the catalogues of the areas a page
// needs loaded before it renders, the language the server chose read off <html lang>.
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type Area, CATALOG_LOADERS, DEFAULT_LOCALE, directionOf, INTL_TAGS, type Locale, LOCALE_COOKIE, localeOf } from '@umrah/graphql';
import type { Messages } from '@lingui/core';
import type { ReactNode } from 'react';

export const i18n = setupI18n();

/** The language the server rendered the page in (<html lang>), else English. */
export function pageLocale(): Locale {
  return (typeof document !== 'undefined' && localeOf(document.documentElement.lang)) || DEFAULT_LOCALE;
}

const loaded = new Map<string, Promise<Messages>>();
function catalog(locale: Locale, area: Area): Promise<Messages> {
  const key = `${locale}/${area}`;
  let messages = loaded.get(key);
  if (!messages) {
    const load = CATALOG_LOADERS[locale]?.[area];
    // An area a language lacks (the admin in Arabic) reads in English.
    messages = load ? load().then((m) => m.messages) : Promise.resolve({});
    loaded.set(key, messages);
  }
  return messages;
}

const active = new Set<Area>();

/** Loads the areas in `locale` (and in English, its fallback) and activates the language. */
export async function loadAreas(areas: readonly Area[], locale: Locale = (i18n.locale as Locale) || pageLocale()): Promise<void> {
  for (const area of areas) active.add(area);
  const wanted = [...active];
  const [own, english] = await Promise.all([
    Promise.all(wanted.map((area) => catalog(locale, area))),
    locale === 'en' ? Promise.resolve([]) : Promise.all(wanted.map((area) => catalog('en', area))),
  ]);
  i18n.load(locale, Object.assign({}, ...english, ...own) as Messages);
  i18n.activate(locale, [INTL_TAGS[locale]]);
}

/**
 * Activates `locale` with the messages the page brought with it (the landing page's, inlined by the
 * server): nothing to load, so React can hydrate at once with what the server rendered with.
 */
export function activateWith(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  i18n.activate(locale, [INTL_TAGS[locale]]);
}

/** Shows the page in `locale`: its catalogues, <html lang dir> and the visitor's cookie (a year). */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadAreas([], locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The translate function of the active language; the component re-renders when it changes. */
export function useT() {
  return useLingui()._;
}

/** The active language. */
export function useLocale(): Locale {
  return (useLingui().i18n.locale as Locale) || DEFAULT_LOCALE;
}
