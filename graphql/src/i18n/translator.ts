// One Lingui instance per language (docs/decisions/0110): the web's provider and the server's
// emails, PDFs and errors translate through it. A message a language lacks is read in English.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { MessageId } from './catalogs/index.js';
import { INTL_TAGS, type Locale } from './locales.js';

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageId;
  }
}

/** A Lingui instance active in `locale`, its messages laid over the English ones. */
export function makeI18n(locale: Locale, messages: Messages, english: Messages = {}): I18n {
  const i18n = setupI18n();
  loadInto(i18n, locale, messages, english);
  return i18n;
}

/** Loads `locale` (over English) into an instance and makes it the active language. */
export function loadInto(i18n: I18n, locale: Locale, messages: Messages, english: Messages = {}): void {
  i18n.load(locale, locale === 'en' ? messages : { ...english, ...messages });
  // The second argument is the Intl tag numbers and dates in messages are formatted with.
  i18n.activate(locale, [INTL_TAGS[locale]]);
}

export type { I18n, MessageId };
