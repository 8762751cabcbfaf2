// Issue 33: the staff side in English and French (ADR 0110). A staff member switches the dashboard
// to French: tabs, the registrations table, a review page, the trips tab and the audit log read in
// French, and the choice survives a reload; a page asked in Arabic reads in English on the staff side.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { adminApi, adminSignIn, approvedTraveller, newTraveller } from './support';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function shot(page: Page, name: string) {
  mkdirSync('test-results/lang', { recursive: true });
  await page.screenshot({ path: `test-results/lang/${name}.png`, fullPage: true });
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const tabs = (page: Page) => page.getByRole('tablist');

test('a staff member reads the dashboard in French, and the choice survives a reload', async ({ page, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  // A name of their own: other specs' travellers (all "Amina Rahman") share the server's list.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const traveller = await approvedTraveller(playwright.request, baseURL!, admin, {
    ...newTraveller(),
    fullName: `Amina ${tag[0]!.toUpperCase()}${tag.slice(1)}`,
  });
  await admin.dispose();

  await adminSignIn(page);
  await expect(tabs(page).getByRole('tab', { name: 'Portal Registrations' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');

  await expect(page.getByRole('heading', { level: 1, name: "Tableau de bord de l'administration" })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const name of ["Intérêt pour l'inscription", 'Inscriptions du portail', 'Finances', 'Voyages', "Journal d'audit", 'Équipe'])
    await expect(tabs(page).getByRole('tab', { name })).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'Portal Registrations' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();

  // Survives a reload: the page comes back in French from the server (<html lang="fr">).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: "Tableau de bord de l'administration" })).toBeVisible();

  // The registrations table.
  await tabs(page).getByRole('tab', { name: 'Inscriptions du portail' }).click();
  const table = page.getByRole('table', { name: 'Inscriptions du portail' });
  for (const column of ['Utilisateur', 'Statut', 'Dépôt', 'Formulaire', 'Tarif', 'Solde'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(page.getByText(/^Total\s:\s\d+\sinscriptions?$/)).toBeVisible();
  await expect(page.getByLabel('Trier par')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'User' })).toHaveCount(0);
  await expect(table.getByText('Formulaire approuvé').first()).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await shot(page, `admin-registrations-fr-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await axeClean(page);

  // A review page.
  await page.getByRole('link', { name: `Réviser ${traveller.fullName}` }).click();
  await expect(page.getByRole('heading', { name: 'Statut et actions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profil du voyageur' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Formulaire d'inscription" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(page.getByText('Renseignements personnels')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux inscriptions du portail' })).toBeVisible();
  await expect(page.getByText('Back to Portal Registrations')).toHaveCount(0);
  await expect(page.getByText('Personal Information')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await shot(page, `admin-review-fr-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await axeClean(page);

  // The trips tab.
  await page.getByRole('link', { name: 'Retour aux inscriptions du portail' }).click();
  await tabs(page).getByRole('tab', { name: 'Voyages' }).click();
  await expect(page.getByText('Un seul voyage est ouvert aux inscriptions à la fois', { exact: false })).toBeVisible();
  await expect(page.getByText('Ouvert aux inscriptions', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier dans la prochaine saison' }).first()).toBeVisible();
  await expect(page.getByText('Copy into next season')).toHaveCount(0);
  await shot(page, 'admin-trips-fr-1280');
  await axeClean(page);

  // The audit log: the actions by name, in French.
  await tabs(page).getByRole('tab', { name: "Journal d'audit" }).click();
  await expect(page.getByRole('columnheader', { name: 'Quand (Toronto)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Appliquer les filtres' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Formulaire d'inscription approuvé/ }).first()).toBeVisible();
  await expect(page.getByText('Registration form approved', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'When (Toronto)' })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await shot(page, `admin-audit-fr-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await axeClean(page);

  // Back to English for this browser.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(tabs(page).getByRole('tab', { name: 'Audit Log' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the staff side has no Arabic: asked in Arabic, the dashboard reads in English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'umrah_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'ar');
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'Portal Registrations' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  // The switch offers the staff side's languages only.
  await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText(['English', 'Français']);
});
