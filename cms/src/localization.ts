import type { LocalizationConfig, TextareaField, TextField, UIField } from 'payload';

// The languages of the trip's content (ADR 0112): the product's languages (graphql/src/i18n/locales.ts;
// the CMS is built on its own, so it carries the list, and the api's tests check the two agree).
// English is the default and the fallback: a text not yet translated is shown in English. The
// readers ask for it (the api sends fallback-locale=en). French and Arabic have no implicit
// fallback (an empty list), because Payload's admin reloads the form from the answer to Publish,
// which would then hold the English texts in the French fields, and a second Publish would save
// them as French. `fallback` itself stays on: it is also what makes a request without a locale
// an English one.

export const CONTENT_LOCALES = ['en', 'fr', 'ar'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en';

export const contentLocalization: LocalizationConfig = {
  locales: [
    { code: 'en', label: { en: 'English', fr: 'Anglais' } },
    { code: 'fr', label: { en: 'French', fr: 'Français' }, fallbackLocale: [] },
    { code: 'ar', label: { en: 'Arabic', fr: 'Arabe' }, rtl: true, fallbackLocale: [] },
  ],
  defaultLocale: DEFAULT_CONTENT_LOCALE,
  fallback: true,
};

/**
 * A default for a translated field: the English words when a page is made in English, nothing in
 * another language (so an untranslated field stays empty, shows English to visitors, and is listed
 * as not yet translated instead of being saved as a copy of the English).
 */
export const englishDefault =
  <T>(value: T) =>
  ({ locale }: { locale?: string }): T | undefined =>
    !locale || locale === DEFAULT_CONTENT_LOCALE ? value : undefined;

/**
 * "Required in English": the words every page needs are required in the default language only; in
 * another language an empty field falls back to the English one.
 */
export const requiredInEnglish = (value: unknown, { req }: { req: { locale?: string | null; t: (key: 'validation:required') => string } }): true | string =>
  (req.locale && req.locale !== DEFAULT_CONTENT_LOCALE) || (typeof value === 'string' && value.trim() !== '') ? true : req.t('validation:required');

/** A text editors translate: its own words per language, required (in English) unless told. */
export const translated = <F extends TextField | TextareaField>(field: F): F => ({
  ...field,
  localized: true,
  ...(field.required ? { validate: requiredInEnglish as F['validate'] } : {}),
});

/**
 * At the top of a translated document's form: in a language other than English, the translated
 * fields still empty there (so visitors read them in English), by label; nothing in English.
 */
export const untranslatedBanner: UIField = {
  name: 'untranslated',
  type: 'ui',
  admin: { components: { Field: '/components/UntranslatedFields#UntranslatedFields' } },
};
