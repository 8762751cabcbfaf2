// The server's translators (emails, PDFs, exports' headings, error messages): every catalogue is
// loaded at once, one Lingui instance per language, made on first use.
import { ALL_MESSAGES } from './catalogs/all.js';
import type { Locale } from './locales.js';
import { makeI18n, type I18n } from './translator.js';

const made = new Map<Locale, I18n>();

/** The translator of one language; what the language lacks reads in English. */
export function i18nFor(locale: Locale): I18n {
  let i18n = made.get(locale);
  if (!i18n) made.set(locale, (i18n = makeI18n(locale, ALL_MESSAGES[locale] ?? {}, ALL_MESSAGES.en)));
  return i18n;
}
