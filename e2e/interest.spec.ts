import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import * as ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, expectToast, holdRequests, snap, passAdminSecondFactor } from './support';

// The spec's six columns, then the server's flag of a likely duplicate.
const HEADER = ['Full Name', 'Email', 'Phone', 'Number of Travelers', 'Message', 'Date Submitted', 'Possible Duplicate'];
const TORONTO = 'America/Toronto';
const mediumToday = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: TORONTO }).format(new Date());
const longToday = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: TORONTO }).format(new Date());
const isoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TORONTO }).format(new Date());
// Debian's python3 carries python3-openpyxl; a pyenv shim earlier on PATH may not.
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

let counter = 0;
function visitor() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { name: `Fatima Zahra ${tag}`, email: `fatima.${tag}@example.com`, phone: '4165550199', travelers: 4 };
}

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByPlaceholder('Enter your username').fill(ADMIN.username);
  await page.getByPlaceholder('Enter your password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await passAdminSecondFactor(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Routes one named GraphQL operation to `handle`; every other request goes through. */
async function onOperation(page: Page, name: string, handle: (route: Route) => Promise<void>) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === name) return handle(route);
    return route.fallback();
  });
}

const interestForm = (page: Page) => page.getByRole('form', { name: 'Register your interest' });

/** Types a visitor's name, email and phone into the interest form. */
async function fillContact(form: Locator, v: { name: string; email: string; phone: string }) {
  await form.getByLabel('Name').fill(v.name);
  await form.getByLabel('Email').fill(v.email);
  await form.getByLabel('Phone').fill(v.phone);
}
const interestTable = (page: Page) => page.getByRole('table', { name: 'Registration Interest' });

test.describe('the landing page interest form', () => {
  test('shows the field errors, a pending state, then the success text and resets — without Apollo', async ({ page }) => {
    const graphqlCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/graphql')) graphqlCalls.push(req.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'A Journey of the Soul' })).toBeVisible();
    const section = page.locator('#coming-soon');
    await expect(section.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(section.getByText('Stay tuned for updates')).toBeVisible();
    await expect(section.getByText(/extraordinary spiritual journey/)).toBeVisible();

    const form = interestForm(page);
    await form.getByLabel('Number of Travelers').fill('46');
    await form.getByRole('button', { name: 'Submit Interest' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Number of travelers must be between 1 and 45',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await snap(page, 'landing-interest-errors');

    const v = visitor();
    await fillContact(form, v);
    await form.getByLabel('Number of Travelers').fill(String(v.travelers));
    await form.getByLabel('Message (optional)').fill('Two adults and two children.');

    // Hold the request to see the pending state.
    const release = await holdRequests(page, '**/api/interest');
    await form.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText('Thank you! We will be in touch.');
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Number of Travelers')).toHaveValue('1');
    await expect(form.getByLabel('Message (optional)')).toHaveValue('');
    await expect(page.getByText('Interest Submitted', { exact: true })).toBeVisible();
    await snap(page, 'landing-interest-form');

    // The landing page's budget: no Apollo, so no GraphQL call at all.
    expect(graphqlCalls).toEqual([]);

    const res = await page.request.get('/api/admin/registrations');
    expect(res.status()).toBe(401);
  });

  test('when a visitor types before the page’s scripts have arrived, then all of it is kept and sent once they have', async ({ page }) => {
    // The scripts are held back until the form has been filled in the rendered page.
    const release = await holdRequests(page, '**/assets/*.js');
    const sent: unknown[] = [];
    await page.route('**/api/interest', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok' }) });
    });
    await page.goto('/');
    const form = interestForm(page);
    const v = visitor();
    await fillContact(form, v);
    await form.getByLabel('Number of Travelers').fill(String(v.travelers));
    // Not yet sendable: the browser would put the details in the address.
    await expect(form.getByRole('button', { name: 'Submit Interest' })).toBeDisabled();
    release();
    await expect(form.getByRole('button', { name: 'Submit Interest' })).toBeEnabled();
    await expect(form.getByLabel('Name')).toHaveValue(v.name);
    await form.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you');
    expect(sent).toEqual([expect.objectContaining({ name: v.name, email: v.email, phone: v.phone, travelers: v.travelers })]);
    expect(page.url()).not.toContain('?');
  });

  test('a refused submission (rate limit) shows the server message and keeps the values', async ({ page }) => {
    await page.route('**/api/interest', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many submissions. Please try again later.' }) }),
    );
    await page.goto('/');
    const form = interestForm(page);
    const v = visitor();
    await fillContact(form, v);
    await form.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many submissions. Please try again later.');
    await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue(v.name);
    await expect(form.getByRole('status')).toHaveText('');
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the form fits without sideways scrolling', async ({ page }) => {
      await page.goto('/');
      await interestForm(page).scrollIntoViewIfNeeded();
      await expect(interestForm(page).getByRole('button', { name: 'Submit Interest' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await snap(page, 'mobile-landing-interest-form');
    });
  });
});

test.describe('the admin Registration Interest tab', () => {
  test('a visitor’s submission shows in the table, exports to Excel and reads back in two readers', async ({ page, request }) => {
    // One submission without a message through the REST alias, one with a message through the form.
    const quiet = visitor();
    const posted = await request.post('/api/interest', { data: { ...quiet, travelers: 1 } });
    expect(posted.status()).toBe(201);
    expect(await posted.json()).toEqual({ success: true });

    const v = visitor();
    const message = 'We would like a room close to the Haram. '.repeat(4).trim();
    await page.goto('/#coming-soon');
    const form = interestForm(page);
    await fillContact(form, v);
    await form.getByLabel('Number of Travelers').fill(String(v.travelers));
    await form.getByLabel('Message (optional)').fill(message);
    await form.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! We will be in touch.');

    await adminSignIn(page);
    await expect(page.getByRole('tab', { name: 'Registration Interest' })).toHaveAttribute('aria-selected', 'true');
    const table = interestTable(page);
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Contact', 'Travelers', 'Date Submitted', 'Message']);
    const row = table.getByRole('row').filter({ hasText: v.name });
    // Every visitor here shares one phone: each is flagged as a likely duplicate.
    await expect(row.getByRole('cell')).toHaveText([`${v.name}Possible duplicate: same phone`, `${v.email}${v.phone}`, '4', mediumToday(), message]);
    const quietRow = table.getByRole('row').filter({ hasText: quiet.name });
    await expect(quietRow.getByRole('cell').nth(4)).toHaveText('No message provided');
    // Newest first: the form's submission came after the REST one.
    const names = (await table.getByRole('row').locator('td:first-child').allTextContents()).map((t) => t.replace(/Possible duplicate: .*$/, ''));
    expect(names.indexOf(v.name)).toBeLessThan(names.indexOf(quiet.name));
    const total = names.length;
    await expect(page.getByText(`Total: ${total} ${total === 1 ? 'registration' : 'registrations'}`)).toBeVisible();
    await snap(page, 'admin-interest-tab');

    // exceljs is not part of the dashboard: it loads when Export is pressed.
    const exceljsLoads: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/exceljs[^/]*\.js$/.test(req.url())) exceljsLoads.push(req.url());
    });
    expect(exceljsLoads).toEqual([]);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const download = await downloading;
    expect(exceljsLoads).toHaveLength(1);
    expect(download.suggestedFilename()).toBe(`Umrah-registrations-${isoToday()}.xlsx`);
    await expectToast(page, 'Export Successful', 'Registration data has been exported to Excel.');
    mkdirSync('test-results/downloads', { recursive: true });
    const file = path.resolve('test-results/downloads', download.suggestedFilename());
    await download.saveAs(file);

    const expectedFirst = [v.name, v.email, v.phone, 4, message, longToday(), 'Same phone'];
    const expectedQuiet = [quiet.name, quiet.email, quiet.phone, 1, 'N/A', longToday(), 'Same phone'];

    // Reader 1: exceljs in Node.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Registrations']);
    const sheet = workbook.getWorksheet('Registrations')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADER);
    expect(sheet.rowCount).toBe(total + 1);
    const rows = Array.from({ length: total }, (_, i) => values(i + 2));
    expect(rows.find((r) => r[1] === v.email)).toEqual(expectedFirst);
    expect(rows.find((r) => r[1] === quiet.email)).toEqual(expectedQuiet);
    expect(rows.map((r) => r[0])).toEqual(names);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (let c = 1; c <= HEADER.length; c++) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(10);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(v.email.length);

    // Reader 2: Python's openpyxl, an independent implementation of the format.
    const script = [
      'import json, sys, openpyxl',
      'wb = openpyxl.load_workbook(sys.argv[1])',
      "ws = wb['Registrations']",
      'print(json.dumps({"sheets": wb.sheetnames, "freeze": ws.freeze_panes, "bold": bool(ws["A1"].font.b),',
      '  "rows": [list(r) for r in ws.iter_rows(values_only=True)]}))',
    ].join('\n');
    const read = JSON.parse(execFileSync(PYTHON, ['-c', script, file], { encoding: 'utf8' })) as {
      sheets: string[];
      freeze: string;
      bold: boolean;
      rows: unknown[][];
    };
    expect(read.sheets).toEqual(['Registrations']);
    expect(read.freeze).toBe('A2');
    expect(read.bold).toBe(true);
    expect(read.rows[0]).toEqual(HEADER);
    expect(read.rows).toHaveLength(total + 1);
    expect(read.rows.find((r) => r[1] === v.email)).toEqual(expectedFirst);
    expect(read.rows.find((r) => r[1] === quiet.email)).toEqual(expectedQuiet);
  });

  test('when the list is long, then the server sends it 50 rows at a time as the admin pages, and the export still holds every row', async ({ page }) => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      __typename: 'InterestSubmission',
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Listed Person ${String(i).padStart(3, '0')}`,
      email: `listed.${i}@example.com`,
      phone: '4165550100',
      travelers: (i % 45) + 1,
      message: i % 2 ? null : `Message ${i}`,
      createdAt: new Date(Date.UTC(2026, 10, 22, 15) - i * 3_600_000).toISOString(),
      sameEmail: false,
      samePhone: false,
    }));
    // The table asks for one page at a time; only the export asks for the whole list.
    const asked: { offset: number; limit: number }[] = [];
    await onOperation(page, 'InterestPage', (route) => {
      const { offset, limit } = (route.request().postDataJSON() as { variables: { offset: number; limit: number } }).variables;
      asked.push({ offset, limit });
      const interestPage = { __typename: 'InterestPage', total: many.length, offset, limit, items: many.slice(offset, offset + limit) };
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { interestPage } }) });
    });
    let wholeListAsked = 0;
    await onOperation(page, 'InterestSubmissions', (route) => {
      wholeListAsked += 1;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { interestSubmissions: many } }) });
    });
    await adminSignIn(page);
    const table = interestTable(page);
    await expect(page.getByText('Total: 120 registrations')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(51);
    const pages = page.getByRole('navigation', { name: 'Registration pages' });
    await expect(pages.getByText('Showing 1–50 of 120')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Showing 51–100 of 120')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Listed Person 050');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Showing 101–120 of 120')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual([
      { offset: 0, limit: 50 },
      { offset: 50, limit: 50 },
      { offset: 100, limit: 50 },
    ]);
    expect(wholeListAsked).toBe(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = path.resolve('test-results/downloads', `paged-${Date.now()}.xlsx`);
    mkdirSync(path.dirname(file), { recursive: true });
    await (await downloading).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Registrations')!;
    expect(sheet.rowCount).toBe(121);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Listed Person 000',
      'listed.0@example.com',
      '4165550100',
      1,
      'Message 0',
      'November 22, 2026',
      'No',
    ]);
    expect((sheet.getRow(121).values as unknown[]).slice(1, 2)).toEqual(['Listed Person 119']);
    expect(sheet.getRow(3).getCell(5).value).toBe('N/A');
    expect(wholeListAsked).toBe(1);
  });

  test('an empty list reads "No registrations have been submitted yet." and Export is disabled', async ({ page }) => {
    await onOperation(page, 'InterestPage', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: { interestPage: { __typename: 'InterestPage', total: 0, offset: 0, limit: 50, items: [] } } }),
      }),
    );
    await adminSignIn(page);
    await expect(page.getByText('No registrations have been submitted yet.')).toBeVisible();
    await expect(page.getByText('Total: 0 registrations')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await snap(page, 'admin-interest-empty');
  });

  test('a failed load shows the error with Retry; Retry shows 5 skeleton rows, then the list', async ({ page, request }) => {
    const v = visitor();
    expect((await request.post('/api/interest', { data: v })).status()).toBe(201);

    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await onOperation(page, 'InterestPage', async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Internal server error' }] }) });
        return;
      }
      await held;
      await route.fallback();
    });
    await adminSignIn(page);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load registrations. Please try again.' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    await snap(page, 'admin-interest-error');

    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('interest-skeleton-row')).toHaveCount(5);
    await expect(page.getByRole('status').filter({ hasText: 'Loading registrations...' })).toBeAttached();
    release();
    await expect(interestTable(page).getByRole('row').filter({ hasText: v.name })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  test('Refresh shows a submission that arrived after the page loaded', async ({ page, request }) => {
    await adminSignIn(page);
    await expect(interestTable(page)).toBeVisible();
    const v = visitor();
    expect((await request.post('/api/interest', { data: v })).status()).toBe(201);
    await expect(page.getByText(v.name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(interestTable(page).getByRole('row').filter({ hasText: v.name })).toBeVisible();
  });

  test('when the spreadsheet code cannot load, the Export Failed toast shows', async ({ page, request }) => {
    expect((await request.post('/api/interest', { data: visitor() })).status()).toBe(201);
    await page.route(/\/assets\/exceljs[^/]*\.js$/, (route) => route.abort());
    await adminSignIn(page);
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await expectToast(page, 'Export Failed', 'Failed to export data. Please try again.');
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  test('a failed logout shows the Error toast and stays on the dashboard', async ({ page }) => {
    await onOperation(page, 'AdminLogOut', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Internal server error' }] }) }),
    );
    await adminSignIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Error', 'Failed to log out. Please try again.');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
