import { describe, expect, it } from 'vitest';
import { i18nFor } from './server.js';

describe('the server’s translators', () => {
  it('are one per language, made once', () => {
    expect(i18nFor('fr')).toBe(i18nFor('fr'));
    expect(i18nFor('fr')).not.toBe(i18nFor('en'));
    expect(i18nFor('ar').locale).toBe('ar');
  });

  it('read every catalogue of their language, and English where it has none (the staff side in Arabic)', () => {
    expect(i18nFor('fr')._('common.notFound.home')).toBe("Aller à l'accueil");
    expect(i18nFor('ar')._('common.notFound.home')).toBe('الذهاب إلى الصفحة الرئيسية');
    expect(i18nFor('ar')._('admin.audit.action.factorReset')).toBe('Second factors reset by an operator (lost device)');
  });
});
