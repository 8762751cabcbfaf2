// The product's languages (docs/decisions/0110): which exist, who may use which, how each is
// written and formatted, and how a request's language is chosen. One list; every face reads it.

/** Every language of the product, English first (the spec's language and the fallback). */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The traveller's side (landing, portal, emails, the road's card) speaks every language. */
export const TRAVELLER_LOCALES: readonly Locale[] = LOCALES;
/** The staff side (admin dashboard) speaks English and French; an Arabic reader sees it in English. */
export const STAFF_LOCALES: readonly Locale[] = ['en', 'fr'];

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** The cookie that remembers a visitor's language (an account remembers its own). */
export const LOCALE_COOKIE = 'umrah_lang';

/** Right to left for Arabic; left to right otherwise. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl tag that formats dates and money in each language: Canadian English and French
 * ("$3,300.00", "3 300,00 $"), Arabic with Latin digits, as passports, phones and amounts are typed.
 */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'ar-u-nu-latn' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** "fr-CA" → "fr"; anything the product does not speak → undefined. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The languages of an Accept-Language header the product speaks, best first ("fr-CA,fr;q=0.9,en;q=0.8"). */
export function acceptedLocales(header: string | null | undefined): Locale[] {
  const ranked = (header?.split(',') ?? [])
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { locale: localeOf(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r): r is { locale: Locale; quality: number; index: number } => r.locale !== undefined && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return [...new Set(ranked.map((r) => r.locale))];
}

/**
 * A request's language: the account's own, else the visitor's cookie, else the browser's
 * Accept-Language, else English; always one the face (traveller or staff) speaks.
 */
export function chooseLocale(
  { account, cookie, acceptLanguage }: { account?: string | null; cookie?: string | null; acceptLanguage?: string | null },
  spoken: readonly Locale[] = TRAVELLER_LOCALES,
): Locale {
  const candidates = [localeOf(account), localeOf(cookie), ...acceptedLocales(acceptLanguage)];
  return candidates.find((l): l is Locale => spoken.includes(l as Locale)) ?? DEFAULT_LOCALE;
}
