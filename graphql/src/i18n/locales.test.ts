import { describe, expect, it } from 'vitest';
import {
  acceptedLocales,
  chooseLocale,
  directionOf,
  INTL_TAGS,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  localeOf,
  LOCALES,
  STAFF_LOCALES,
  TRAVELLER_LOCALES,
} from './locales.js';

describe('the languages', () => {
  it('are English, French and Arabic; the staff side speaks English and French', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'ar']);
    expect(TRAVELLER_LOCALES).toEqual(['en', 'fr', 'ar']);
    expect(STAFF_LOCALES).toEqual(['en', 'fr']);
  });

  it('each is named in itself, formatted by its Canadian (or Latin-digit Arabic) Intl tag, and remembered in one cookie', () => {
    expect(LOCALE_NAMES).toEqual({ en: 'English', fr: 'Français', ar: 'العربية' });
    expect(INTL_TAGS).toEqual({ en: 'en-CA', fr: 'fr-CA', ar: 'ar-u-nu-latn' });
    expect(LOCALE_COOKIE).toBe('umrah_lang');
  });

  it('Arabic is written right to left, English and French left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });

  it('tells a language the product speaks from anything else', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(localeOf('fr-CA')).toBe('fr');
    expect(localeOf(' AR_sa ')).toBe('ar');
    expect(localeOf('de-DE')).toBeUndefined();
    expect(localeOf(null)).toBeUndefined();
    expect(localeOf('')).toBeUndefined();
  });
});

describe('Accept-Language', () => {
  it('ranks the spoken languages by quality, then by order', () => {
    expect(acceptedLocales('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr', 'en']);
    expect(acceptedLocales('de;q=1, en;q=0.5, ar;q=0.7')).toEqual(['ar', 'en']);
    expect(acceptedLocales('en;q=0.5,fr;q=0.5')).toEqual(['en', 'fr']);
    expect(acceptedLocales('ar, en')).toEqual(['ar', 'en']);
    expect(acceptedLocales('ar;q=0.5,en;q=0.5,fr;q=0.5')).toEqual(['ar', 'en', 'fr']);
  });

  it('reads the quality wherever it stands among the parameters, spaces or not', () => {
    expect(acceptedLocales('fr; q=0.5, en; q=0.9')).toEqual(['en', 'fr']);
    expect(acceptedLocales('fr;x=0;q=0.9, en;q=0.5')).toEqual(['fr', 'en']);
    expect(acceptedLocales('fr-CA;q=0.8,fr;q=0.9,en;q=0.1')).toEqual(['fr', 'en']);
  });

  it('drops refused, unreadable and unknown ranges', () => {
    expect(acceptedLocales('fr;q=0, en')).toEqual(['en']);
    expect(acceptedLocales('fr;q=abc, en;q=0.1')).toEqual(['en']);
    expect(acceptedLocales('*')).toEqual([]);
    expect(acceptedLocales('')).toEqual([]);
    expect(acceptedLocales(undefined)).toEqual([]);
  });
});

describe('a request’s language', () => {
  it('is the account’s, else the cookie’s, else the browser’s, else English', () => {
    expect(chooseLocale({ account: 'ar', cookie: 'fr', acceptLanguage: 'en' })).toBe('ar');
    expect(chooseLocale({ account: null, cookie: 'fr', acceptLanguage: 'ar' })).toBe('fr');
    expect(chooseLocale({ cookie: 'xx', acceptLanguage: 'de, ar;q=0.8' })).toBe('ar');
    expect(chooseLocale({})).toBe('en');
  });

  it('is one the face speaks: Arabic on the staff side falls to the next choice', () => {
    expect(chooseLocale({ account: 'ar', cookie: 'fr' }, STAFF_LOCALES)).toBe('fr');
    expect(chooseLocale({ account: 'ar', acceptLanguage: 'ar' }, STAFF_LOCALES)).toBe('en');
  });
});
