// An email's words in its reader's language (ADR 0110, 0116): the catalogues' `emails` area, with
// money and dates the reader's way. English keeps the formats the messages always had.
import { deadlineLabel, formatDate, formatMoney, INTL_TAGS, type Locale, type MessageId, ordinalDay, TIME_ZONE } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import type { ReactNode } from 'react';

export interface Speak {
  locale: Locale;
  /** A message as text. */
  t: (id: MessageId, values?: Record<string, unknown>) => string;
  /** A message whose <0>…</0> parts are set in bold. */
  rich: (id: MessageId, values?: Record<string, unknown>) => ReactNode;
  money: (cents: number) => string;
  /** A day (YYYY-MM-DD): "January 15, 2027", "15 janvier 2027". */
  day: (day?: string) => string;
  /** The spec's passport cut-off: "August 1st, 2026" in English. */
  cutOff: (day: string) => string;
  /** A deadline (ISO): its day and time in Toronto. */
  deadline: (at: string) => string;
}

/** Bold parts: "<0>text</0>" (Lingui's rich-text tags) as <strong>. */
function bold(text: string): ReactNode {
  const parts = text.split(/<(\d+)>([\s\S]*?)<\/\1>/);
  if (parts.length === 1) return text;
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) out.push(parts[i]);
    if (i + 2 < parts.length) out.push(<strong key={i}>{parts[i + 2]}</strong>);
  }
  return <>{out}</>;
}

const englishDay = (day?: string) => (day ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : '');

export function speak(locale: Locale): Speak {
  const i18n = i18nFor(locale);
  const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
  const english = locale === 'en';
  return {
    locale,
    t,
    rich: (id, values) => bold(t(id, values)),
    money: (cents) => formatMoney(cents, locale),
    day: (day) => (english ? englishDay(day) : (formatDate(day, locale, 'long') ?? '')),
    cutOff: (day) => (english ? ordinalDay(day) : (formatDate(day, locale, 'long') ?? day)),
    deadline: (at) => {
      if (english) return deadlineLabel(at);
      const when = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(at));
      return t('emails.deadline', { when });
    },
  };
}
