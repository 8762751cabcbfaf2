// The owner edits the readiness rules on the Readiness tab (issue 35, ADR 0119): a source address
// that is not http(s) is refused on its field; 4 months after the return instead of 6 is saved and
// the rules read by it. The trip's rules are put back afterwards (other specs read the defaults).
import { expect, test } from '@playwright/test';
import { DEFAULT_READINESS_RULES } from '@umrah/graphql';
import { adminApi, adminSignIn, expectToast, snap } from './support';

test('the owner edits the rules: a bad source address is refused on its field, 4 months after the return is saved', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const { tripId } = await (await admin.get('/api/admin/readiness')).json();
  try {
    for (const width of [375, 1280]) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await ctx.newPage();
      await adminSignIn(page);
      await page.goto('/admin/dashboard?tab=readiness');
      await page.getByRole('button', { name: 'Edit rules' }).click();
      const form = page.getByRole('form', { name: 'Edit the rules' });
      await expect(form.getByLabel('Passport: months valid after the return')).toHaveValue(String(DEFAULT_READINESS_RULES.passport.monthsAfterReturn));
      await snap(page, `readiness-rules-editor-${width}`);
      if (width === 375) {
        await ctx.close();
        continue;
      }
      const visa = form.getByRole('group', { name: 'Visa' });
      await visa.getByLabel('Source address (https://…)').fill('javascript:alert(1)');
      await form.getByRole('button', { name: 'Save the rules' }).click();
      await expect(visa.getByText('A source’s address starts with http:// or https://.')).toBeVisible();
      await snap(page, `readiness-rules-editor-error-${width}`);
      await visa.getByLabel('Source address (https://…)').fill('https://www.nusuk.sa');
      await form.getByLabel('Passport: months valid after the return').fill('4');
      await form.getByLabel('Checked on').first().fill('2027-01-05');
      await form.getByRole('button', { name: 'Save the rules' }).click();
      await expectToast(page, 'Rules saved: the board reads by them now.');
      await expect(page.getByText(/monthsAfterReturn=4/)).toBeVisible();
      await expect(page.getByText(/checked Jan(uary)? 5, 2027/)).toBeVisible();
      await ctx.close();
    }
  } finally {
    expect((await admin.put(`/api/admin/trips/${tripId}/readiness-rules`, { data: DEFAULT_READINESS_RULES })).ok()).toBe(true);
    await admin.dispose();
  }
});
