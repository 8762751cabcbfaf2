import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadInto, makeI18n } from './translator.js';

// Two made-up catalogues, compiled as codegen compiles the real ones.
const compiled = (messages: Record<string, string>): Messages => Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, compileMessage(m)]));
const english = compiled({ 'common.a': 'Hello', 'common.b': 'Only in English', 'common.n': '{n, number} seats' });
const french = compiled({ 'common.a': 'Bonjour', 'common.c': 'Seulement en français', 'common.n': '{n, number} places' });
const _ = (i18n: ReturnType<typeof makeI18n>, id: string, values?: Record<string, unknown>) => i18n._(id as never, values);

describe('a translator', () => {
  it('speaks its language, and English where the language lacks a message', () => {
    const fr = makeI18n('fr', french, english);
    expect(fr.locale).toBe('fr');
    expect(_(fr, 'common.a')).toBe('Bonjour');
    expect(_(fr, 'common.b')).toBe('Only in English');
  });

  it('in English, reads the English messages only', () => {
    const en = makeI18n('en', english, french);
    expect(_(en, 'common.a')).toBe('Hello');
    expect(_(en, 'common.b')).toBe('Only in English');
    // Lingui answers an id it does not know with the id itself.
    expect(_(en, 'common.c')).toBe('common.c');
  });

  it('formats numbers in messages the way its language writes them', () => {
    expect(_(makeI18n('fr', french, english), 'common.n', { n: 1234.5 }).replace(/\s/g, ' ')).toBe('1 234,5 places');
    expect(_(makeI18n('en', english), 'common.n', { n: 1234.5 })).toBe('1,234.5 seats');
    expect(_(makeI18n('ar', {}, english), 'common.n', { n: 1234.5 })).toBe('1,234.5 seats');
  });

  it('switches language in place', () => {
    const i18n = makeI18n('en', english);
    loadInto(i18n, 'fr', french, english);
    expect(i18n.locale).toBe('fr');
    expect(_(i18n, 'common.a')).toBe('Bonjour');
    expect(_(i18n, 'common.b')).toBe('Only in English');
  });
});
