// A request's language (ADR 0110): the signed-in account's own, else the visitor's cookie, else
// the browser's Accept-Language, else English; staff are answered in a language the staff side
// speaks. Error messages, the landing page and <html lang> read it.
import { chooseLocale, type Locale, LOCALE_COOKIE, STAFF_LOCALES, TRAVELLER_LOCALES, translateFieldErrors, translateMessage } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import type { Request } from 'express';

/** The value of one cookie of the request, or undefined. */
export function cookieOf(req: Pick<Request, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** `chosen`: a language the person just picked (a page's `?lang=`), first when their side speaks it. */
export function requestLocale(req: Pick<Request, 'headers' | 'viewer'>, chosen?: Locale): Locale {
  const spoken = req.viewer?.role === 'admin' ? STAFF_LOCALES : TRAVELLER_LOCALES;
  if (chosen && spoken.includes(chosen)) return chosen;
  return chooseLocale({ account: req.viewer?.locale, cookie: cookieOf(req, LOCALE_COOKIE), acceptLanguage: req.headers['accept-language'] }, spoken);
}

/**
 * An error's message and field errors in the request's language (ADR 0116): the rules' messages are
 * translated, anything else stays as written; English readers get the message byte for byte.
 */
export function inRequestLanguage(
  req: Pick<Request, 'headers' | 'viewer'>,
  error: { message: string; fieldErrors?: Record<string, string> },
): { message: string; fieldErrors?: Record<string, string> } {
  const i18n = i18nFor(requestLocale(req));
  return { message: translateMessage(error.message, i18n), ...(error.fieldErrors && { fieldErrors: translateFieldErrors(error.fieldErrors, i18n) }) };
}
