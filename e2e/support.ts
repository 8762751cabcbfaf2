import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };

let counter = 0;
export function newTraveller() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: 'Amina Rahman',
    email: `amina.${tag}@example.com`,
    phone: '4165550123',
    username: `amina_${tag}`,
    password: 'correct-horse',
  };
}

/** Creates an account through the REST alias (fast set-up for tests about other screens). */
export async function registerViaApi(request: APIRequestContext, t = newTraveller()) {
  const res = await request.post('/api/auth/register', { data: t });
  expect(res.status(), await res.text()).toBe(201);
  return t;
}

export async function signIn(page: Page, t: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(t.username);
  await page.getByLabel('Password').fill(t.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** The visible toast with this title (and description): Radix also announces it in a hidden live region. */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}
