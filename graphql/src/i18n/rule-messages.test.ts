// The rules' messages in each language (ADR 0116): every message of every *_MESSAGES constant has
// its id, French and Arabic; the English is the rules' own, byte for byte; templates round-trip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from '../index.js';
import { ALL_MESSAGES } from './catalogs/all.js';
import { RULE_MESSAGES, translateFieldErrors, translateMessage } from './rule-messages.js';
import { fillRule, RULE_TEMPLATES } from './rule-templates.js';
import { i18nFor } from './server.js';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const catalogue = (locale: string) => JSON.parse(readFileSync(path.join(locales, locale, 'rules.json'), 'utf8')) as Record<string, string>;
const fr = i18nFor('fr');
const ar = i18nFor('ar');
const en = i18nFor('en');
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** Every string of every exported *_MESSAGES constant (and the lone INTEREST_NAME_TOO_LONG). */
const constantMessages = Object.entries(rules)
  .filter(([name]) => name.endsWith('_MESSAGES') || name === 'MESSAGES' || name === 'INTEREST_NAME_TOO_LONG')
  .flatMap(([name, value]): (readonly [string, string])[] =>
    typeof value === 'string'
      ? [[name, value]]
      : Object.entries(value as object).flatMap(([key, v]): (readonly [string, string])[] => (typeof v === 'string' ? [[`${name}.${key}`, v]] : [])),
  );

describe('the rules’ messages', () => {
  it('the English catalogue is the rules’ own English, nothing more', () => {
    const english = { ...RULE_MESSAGES, ...Object.fromEntries(Object.entries(RULE_TEMPLATES).map(([id, t]) => [id, t.english])) };
    expect(catalogue('en')).toEqual(english);
  });

  it('each English text has one id', () => {
    const texts = Object.values(RULE_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('every message of every *_MESSAGES constant reads in French and in Arabic', () => {
    expect(constantMessages.length).toBeGreaterThan(130);
    const untranslated = constantMessages.filter(([, english]) => {
      const french = translateMessage(english, fr);
      const arabic = translateMessage(english, ar);
      return french === english || arabic === english || !/[\u0600-\u06ff]/.test(arabic);
    });
    expect(untranslated).toEqual([]);
  });

  it('English readers get the message byte for byte, whatever it is', () => {
    for (const [, english] of constantMessages) expect(translateMessage(english, en)).toBe(english);
    expect(translateMessage(rules.passportValidityMessage('2026-08-01'), en)).toBe('Passport must be valid until after August 1st, 2026');
    expect(translateMessage('Déjà en français', { locale: 'de', _: fr._.bind(fr) })).toBe('Déjà en français');
  });

  it('a message the rules do not know, or one already translated, stays as it is', () => {
    expect(translateMessage('Something else entirely', fr)).toBe('Something else entirely');
    const french = translateMessage(rules.JOURNEY_MESSAGES.depositRequired, fr);
    expect(translateMessage(french, fr)).toBe(french);
  });

  it('fixed messages', () => {
    expect(translateMessage(rules.JOURNEY_MESSAGES.depositRequired, fr)).toBe(
      'Votre dépôt doit être payé avant que vous puissiez remplir le formulaire d’inscription.',
    );
    expect(translateMessage(rules.MESSAGES.email, ar)).toBe('يرجى إدخال بريد إلكتروني صحيح');
    expect(translateMessage(rules.INTEREST_MESSAGES.email, fr)).toBe('Veuillez entrer une adresse courriel valide');
  });

  it('templates: the rules fill the English; a translation reads the parts back, money and days the reader’s way', () => {
    expect(fillRule('rules.atMost', { max: 30 })).toBe('At most 30 characters');
    expect(plain(translateMessage('At most 30 characters', fr))).toBe('Au plus 30 caractères');
    expect(translateMessage('At most 30 characters', ar)).toBe('30 حرف على الأكثر');
    expect(translateMessage(rules.passportValidityMessage('2026-08-01'), fr)).toBe('Le passeport doit être valide au-delà du 1 août 2026');
    expect(translateMessage(rules.passportValidityMessage('2026-12-12'), ar)).toBe('يجب أن يكون جواز السفر صالحًا إلى ما بعد 12 ديسمبر 2026');
    expect(rules.REFUND_MESSAGES.tooMuch(330_000)).toBe('A refund cannot be more than what was paid: $3,300.00 can be refunded.');
    expect(plain(translateMessage(rules.REFUND_MESSAGES.tooMuch(330_050), fr))).toBe(
      'Un remboursement ne peut pas dépasser ce qui a été payé : 3 300,50 $ peut être remboursé.',
    );
    expect(plain(translateMessage(rules.REFUND_MESSAGES.tooMuch(1_250), ar))).toContain('12.50');
    const overlap = rules.copyOverlap({ name: 'Winter: 2027', startsOn: '2027-01-01', endsOn: '2027-01-10' }, 3)!;
    expect(overlap).toBe('The new dates overlap Winter: 2027: shift by at least 10 days.');
    expect(plain(translateMessage(overlap, fr))).toBe('Les nouvelles dates chevauchent Winter: 2027 : décalez d’au moins 10 jours.');
  });

  it('a day that is not the rules’ own stays as written', () => {
    expect(rules.dayOfOrdinal('August 1st, 2026')).toBe('2026-08-01');
    expect(rules.dayOfOrdinal('Dec. 31st, 2025')).toBeUndefined();
    expect(rules.dayOfOrdinal('Smarch 1st, 2026')).toBeUndefined();
    expect(rules.dayOfOrdinal('February 30th, 2026')).toBeUndefined();
    expect(translateMessage('Passport must be valid until after Smarch 1st, 2026', fr)).toBe('Le passeport doit être valide au-delà du Smarch 1st, 2026');
  });

  it('field errors, each in the reader’s language', () => {
    expect(translateFieldErrors({ email: rules.MESSAGES.email, phone: rules.MESSAGES.phone }, fr)).toEqual({
      email: 'Veuillez entrer une adresse courriel valide',
      phone: 'Veuillez entrer un numéro de téléphone valide',
    });
    expect(translateFieldErrors({ email: rules.MESSAGES.email }, en)).toEqual({ email: rules.MESSAGES.email });
  });

  it('the compiled catalogues carry every rule id in each language', () => {
    for (const id of Object.keys(catalogue('en'))) for (const l of ['en', 'fr', 'ar']) expect(ALL_MESSAGES[l]![id], `${l} ${id}`).toBeDefined();
  });
});
