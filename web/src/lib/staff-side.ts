// The staff side speaks English and French only (ADR 0110): its pages load the admin's catalogues
// before they render, and a page open in Arabic (a traveller's cookie, the browser) shows in English
// there, without changing the visitor's saved choice.
import { type Locale, type MessageId, STAFF_LOCALES, type StaffRole } from '@umrah/graphql';
import { useEffect } from 'react';
import { i18n, loadAreas, pageLocale, useLocale } from './i18n';

/** The language the staff side shows for `locale`: itself when staff speak it, else English. */
export const staffLocaleOf = (locale: Locale): Locale => (STAFF_LOCALES.includes(locale) ? locale : 'en');

/** Loads the admin area in a staff language, and says that language in <html lang dir>. */
export async function enterStaffSide(): Promise<void> {
  const locale = staffLocaleOf((i18n.locale as Locale) || pageLocale());
  await loadAreas(['admin'], locale);
  if (document.documentElement.lang !== locale) {
    document.documentElement.lang = locale;
    document.documentElement.dir = 'ltr';
  }
}

/** A staff page's module, loaded together with the staff side's catalogues (for the router's lazy pages). */
export const withStaffSide =
  <M>(page: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([page(), enterStaffSide()]).then(([module]) => module);

/**
 * Keeps a staff page in a staff language: the app's first load may activate the page's own language
 * (Arabic) after the staff side's catalogues came; the page then asks for English again.
 */
export function useStaffSide(): void {
  const locale = useLocale();
  useEffect(() => {
    if (staffLocaleOf(locale) !== locale || document.documentElement.lang !== locale) void enterStaffSide();
  }, [locale]);
}

/** The staff roles' names (the Team tab, the invitation page). */
export const STAFF_ROLE_IDS: Record<StaffRole, MessageId> = {
  owner: 'admin.role.owner',
  reviewer: 'admin.role.reviewer',
  treasurer: 'admin.role.treasurer',
  leader: 'admin.role.leader',
};
