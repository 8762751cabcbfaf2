import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { snap } from './support';

// The landing page of spec §2 (issue 5): sections, scroll behaviour, content from the inlined JSON,
// the payment frame, accessibility, reduced motion and the first-view JavaScript budget.

const PAYMENT_URL = 'https://payments.example.org/umrah-winter-2026';
const HERO_FAILED = 'Failed to load hero background image';

const topBar = (page: Page) => page.getByRole('banner');
const hero = (page: Page) => page.locator('#hero');
const register = (page: Page) => page.locator('#register');
const toggle = (page: Page) => page.getByRole('button', { name: /^Show (More Details|Less)$/ });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (page: Page, id: string) => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);

/** A theme colour as the browser computes it, to compare with an element's. */
const themeColour = (page: Page, name: string) =>
  page.evaluate((n) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(--color-${n})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, name);

/** Scrolls to an exact position without smooth behaviour, and lets the scroll listeners run. */
async function scrollToExactly(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Records every scroll position from now on (to tell a smooth scroll from a jump). */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    window.addEventListener('scroll', () => w.scrolls.push(Math.round(window.scrollY)), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
}

/**
 * Opens "/" (or a section of it) and waits until React has taken the rendered page over (its scripts
 * arrive after the first paint, ADR 0063): before that, links jump as plain anchors, nothing
 * listens to scrolls, and a button such as Show More Details does nothing when pressed.
 */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Submit Interest' })).toBeEnabled();
}

/** Scrolls down the whole page in steps so every fade-in section has been seen, then back up. */
async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Each step waits two frames so the IntersectionObserver sees every section it passes.
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }, y);
  }
  await expect(page.locator('.fade-in:not([data-revealed])')).toHaveCount(0);
  await page.waitForTimeout(800); // the 700 ms fade
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The payment provider's host is unreachable here; tests that need a page in the frame get a stub. */
async function stubPaymentForm(page: Page) {
  await page.route(`${PAYMENT_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stub payment form</title><body><h1>Tickets</h1><button type="button">Pay</button></body></html>',
    }),
  );
}

test.describe('the landing page, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('when it opens, then its HTML arrives rendered with the current content (hero, prices, dates), not an empty shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'A Journey of the Soul' })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'Barakah Lifestyle' })).toBeVisible();
    const summary = page.getByRole('article', { name: 'Winter 2026 Umrah' });
    await expect(summary.getByText('$3,300', { exact: true })).toBeAttached();
    await expect(summary.getByText('Dec. 31, 2025 to Jan. 12, 2026', { exact: true })).toBeAttached();
    expect(await page.evaluate(() => [...document.querySelectorAll('main > section')].map((s) => s.id))).toEqual(['hero', 'coming-soon', 'register']);
    // The hero image waits for the first paint (its loader is a script): its sources are held
    // in data attributes, nothing preloads it, and the dark fallback shows meanwhile.
    const image = hero(page).getByRole('img', { name: /Prophet’s Mosque in Madinah/ });
    await expect(image).toHaveAttribute('data-src', '/images/hero.webp');
    await expect(image).toHaveAttribute('data-srcset', /hero-640\.webp 640w.*hero\.webp 1600w/);
    await expect(image).not.toHaveAttribute('src');
    await expect(image).toHaveCSS('opacity', '0');
    await expect(page.locator('link[rel="preload"]')).toHaveCount(0);
    await expect(hero(page)).toHaveCSS('background-color', await themeColour(page, 'slate-950'));
    // Its icon is inside it: no request for it beside the document.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    await expect(page.getByText('This page needs JavaScript')).toHaveCount(0);
    // Its styles come inside the page: nothing render-blocking to fetch first.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator('head style')).toHaveCount(1);
    // Until the scripts take the page over, the browser cannot send the interest form by itself
    // (a GET with the traveller's details in the address), and the payment frame waits: a box of
    // its height holds its place, and the link to the form in a new tab works without scripts.
    await expect(page.getByRole('button', { name: 'Submit Interest' })).toBeDisabled();
    await expect(page.getByRole('form', { name: 'Register your interest' })).toHaveAttribute('method', 'post');
    const portal = page.getByRole('article', { name: 'Payment Portal' });
    await expect(portal.locator('iframe')).toHaveCount(0);
    expect((await portal.locator('[data-frame-placeholder]').boundingBox())?.height).toBe(766);
    await expect(portal.getByRole('link', { name: 'Open the payment form in a new tab' })).toHaveAttribute('href', PAYMENT_URL);
  });
});

test.describe('the landing page', () => {
  test('when it opens, then its sections come in order with the content inlined in the HTML, and no Apollo or portal code loads', async ({ page }) => {
    const requests: string[] = [];
    const scripts: Promise<number>[] = [];
    page.on('request', (req) => requests.push(req.url()));
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'A Journey of the Soul' })).toBeVisible();
    // Hydrated: its scripts have all arrived.
    await expect(page.getByRole('button', { name: 'Submit Interest' })).toBeEnabled();
    await expect(page).toHaveTitle('Winter 2026 Umrah | Umrah Journey');
    await expect(topBar(page).getByRole('link', { name: 'Barakah Lifestyle' })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'Secure Your Spot' })).toBeVisible();
    expect(await page.evaluate(() => [...document.querySelectorAll('main > section')].map((s) => s.id))).toEqual(['hero', 'coming-soon', 'register']);
    await expect(page.getByRole('contentinfo').getByRole('img', { name: /pilgrims walking towards the Haram/ })).toBeAttached();

    // Spec §9 figures, formatted en-CA CAD.
    const summary = page.getByRole('article', { name: 'Winter 2026 Umrah' });
    await expect(summary.getByText('$3,300', { exact: true })).toBeVisible();
    await expect(summary.getByText('$3,350', { exact: true })).toBeVisible();
    await expect(summary.getByText('Barakah member', { exact: true })).toBeVisible();
    await expect(summary.getByText('Non-member', { exact: true })).toBeVisible();
    await expect(summary.getByText('Limited to 45 participants')).toBeVisible();
    await expect(summary.getByText('Dec. 31, 2025 to Jan. 12, 2026', { exact: true })).toBeVisible();
    await expect(summary.getByText('Dates are subject to change.', { exact: true })).toBeVisible();
    await expect(summary.getByText('Jan. 2-7: Right across from the main mosque')).toBeVisible();

    // The data came with the HTML; the page made no call for it, and none to GraphQL.
    await expect(page.locator('script#trip-content')).toBeAttached();
    expect(requests.filter((u) => u.includes('/api/trip/content') || u.includes('/graphql'))).toEqual([]);
    const js = requests.filter((u) => /\/assets\/.+\.js$/.test(u));
    expect(js.filter((u) => /\/assets\/(main|providers|graphql|router|portal|exceljs)[^/]*\.js$/.test(u))).toEqual([]);
    expect(js.length).toBeLessThanOrEqual(5);
    // Budget: all JavaScript of the first view, 90 KB gzip.
    const gzipTotal = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(gzipTotal).toBeGreaterThan(0);
    expect(gzipTotal).toBeLessThanOrEqual(90 * 1024);
  });

  test('when the inlined content is missing, then it is fetched from /api/trip/content and any image URL or price is shown', async ({ page }) => {
    await page.route(/\/$/, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(/<script id="trip-content"[^>]*>.*?<\/script>/s, '');
      await route.fulfill({ status: res.status(), contentType: 'text/html', body: html });
    });
    await page.route('**/api/trip/content', async (route) => {
      const content = await (await route.fetch()).json();
      content.cost.nonBarakahCents = 339_950;
      content.paymentForm = { url: 'https://tickets.example.net/form', height: 640 };
      content.images.footer = { url: 'https://cms.example.net/media/footer.jpg', alt: 'A CMS picture', width: 1200, height: 400 };
      await route.fulfill({ json: content });
    });
    const fetched = page.waitForRequest('**/api/trip/content');
    await page.goto('/');
    await fetched;
    await expect(page.locator('script#trip-content')).toHaveCount(0);
    await expect(page.getByText('$3,399.50', { exact: true })).toBeVisible();
    const frame = page.getByTitle('Payment Portal');
    await expect(frame).toHaveAttribute('src', 'https://tickets.example.net/form');
    await expect(frame).toHaveAttribute('height', '640');
    await expect(page.getByRole('img', { name: 'A CMS picture' })).toHaveAttribute('src', 'https://cms.example.net/media/footer.jpg');
  });

  test('when the app navigates to "/" on the client, then the landing page renders there too', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A Journey of the Soul' })).toBeVisible();
    await expect(page.getByText('$3,300', { exact: true })).toBeVisible();
    // Its stylesheet came with its code.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /serif/);
    await expect(hero(page)).toHaveCSS('background-color', await themeColour(page, 'slate-950'));
  });

  test('the portal links are plain links that open the app: Sign in and Create an account', async ({ page }) => {
    await openLanding(page);
    await expect(topBar(page).getByRole('link', { name: 'Traveler sign in' })).toHaveAttribute('href', '/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await footer.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('when the page is scrolled past 100 px, then the top bar shrinks its padding, and grows back at the top', async ({ page }) => {
    await openLanding(page);
    const bar = topBar(page);
    const height = () => bar.evaluate((el) => el.getBoundingClientRect().height);
    await expect(bar).toHaveCSS('padding-top', '16px');
    const tall = await height();

    await scrollToExactly(page, 100);
    await page.waitForTimeout(150);
    await expect(bar).toHaveCSS('padding-top', '16px');

    await scrollToExactly(page, 101);
    await expect(bar).toHaveCSS('padding-top', '8px');
    await expect.poll(height).toBeLessThan(tall);

    await scrollToExactly(page, 0);
    await expect(bar).toHaveCSS('padding-top', '16px');
  });

  test('when the page is scrolled past 300 px, then the back-to-top button appears and takes the visitor smoothly to the top', async ({ page }) => {
    await openLanding(page);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await scrollToExactly(page, 300);
    await page.waitForTimeout(150);
    await expect(backToTop).toHaveCount(0);
    await scrollToExactly(page, 301);
    await expect(backToTop).toBeVisible();

    await scrollToExactly(page, 2500);
    const scrolls = await recordScroll(page);
    await backToTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(new Set(await scrolls()).size).toBeGreaterThan(2); // smooth: many steps, not a jump
    await expect(backToTop).toHaveCount(0);
    await expect(hero(page)).toBeFocused();
  });

  test('when the wordmark is clicked, then the page scrolls smoothly to the top', async ({ page }) => {
    await openLanding(page);
    await scrollToExactly(page, 1800);
    const scrolls = await recordScroll(page);
    await topBar(page).getByRole('link', { name: 'Barakah Lifestyle' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(new Set(await scrolls()).size).toBeGreaterThan(2);
  });

  for (const [where, link] of [
    ['the top bar', (p: Page) => topBar(p).getByRole('link', { name: 'Secure Your Spot' })],
    ['the hero button', (p: Page) => hero(p).getByRole('link', { name: 'Secure Your Spot' })],
    ['the bouncing arrow', (p: Page) => hero(p).getByRole('link', { name: 'Scroll down to registration' })],
    ['Coming Soon', (p: Page) => p.locator('#coming-soon').getByRole('link', { name: 'Secure your spot' })],
  ] as const) {
    test(`when Secure Your Spot in ${where} is used, then the register section lands 80 px below the top and takes the focus`, async ({ page }) => {
      await openLanding(page);
      await link(page).click();
      await expect.poll(() => topOf(page, 'register')).toBe(80);
      await expect(register(page)).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  for (const id of ['register', 'coming-soon'] as const) {
    test(`when the address carries #${id}, then the page scrolls the section to 80 px below the top`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await expect.poll(() => topOf(page, id)).toBe(80);
    });
  }

  test('when the hash names no section, then the page stays at the top', async ({ page }) => {
    await page.goto('/#nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await scrollY(page)).toBe(0);
  });

  test('when Show More Details is pressed, then the schedule, itinerary, inclusions, exclusions, notes and the dates notice show; Show Less hides them', async ({
    page,
  }) => {
    await openLanding(page, '/#register');
    const details = page.locator('#trip-details');
    await expect(toggle(page)).toHaveText('Show More Details');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveText('Show Less');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    for (const heading of ['Payment schedule', 'Detailed itinerary', 'Inclusions', 'Exclusions', 'Important notes']) {
      await expect(details.getByRole('heading', { level: 4, name: heading })).toBeVisible();
    }
    const schedule = details.getByRole('table');
    await expect(schedule.getByRole('row')).toHaveCount(5);
    await expect(schedule.getByRole('row').nth(1)).toHaveText(/Deposit at registration \(Barakah members\)\s*\$200\s*At registration/);
    await expect(schedule.getByRole('row').nth(2)).toContainText('$250');
    await expect(schedule.getByRole('row').nth(3)).toHaveText(/First payment\s*\$1,300\s*Sept\. 30, 2025/);
    await expect(schedule.getByRole('row').nth(4)).toHaveText(/Balance\s*\$1,800\s*Nov\. 10, 2025/);
    await expect(details.getByText('Depart Montreal for London (economy class)')).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: 'Religious guidance by an imam' })).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: 'SIM card' })).toBeVisible();
    await expect(details.getByText('Minors travelling without guardians may need parental consent.')).toBeVisible();
    const notice = details.getByRole('note');
    await expect(notice).toHaveText('Please note: Dates are subject to change.');
    // Yellow: Tailwind's amber-50 background and amber-300 border.
    await expect(notice).toHaveCSS('background-color', await themeColour(page, 'amber-50'));
    await expect(notice).toHaveCSS('border-top-color', await themeColour(page, 'amber-300'));

    await toggle(page).click();
    await expect(toggle(page)).toHaveText('Show More Details');
    await expect(details).toBeHidden();
  });

  test('the Payment Portal frame is 766 px tall, titled, lazy, with a link to open the form in a new tab', async ({ page }) => {
    await stubPaymentForm(page);
    await page.goto('/#register');
    const card = page.getByRole('article', { name: 'Payment Portal' });
    const frame = card.getByTitle('Payment Portal');
    await expect(frame).toHaveAttribute('src', PAYMENT_URL);
    await expect(frame).toHaveAttribute('height', '766');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await frame.scrollIntoViewIfNeeded();
    expect((await frame.boundingBox())?.height).toBe(766);
    await expect(page.frameLocator('iframe[title="Payment Portal"]').getByRole('button', { name: 'Pay' })).toBeVisible();
    const fallback = card.getByRole('link', { name: 'Open the payment form in a new tab' });
    await expect(fallback).toHaveAttribute('href', PAYMENT_URL);
    await expect(fallback).toHaveAttribute('target', '_blank');
    await expect(fallback).toHaveAttribute('rel', /noopener/);
  });

  test('the hero image is sized, prioritised, and fades in over the dark fallback once loaded', async ({ page }) => {
    await openLanding(page);
    const image = hero(page).getByRole('img', { name: /Prophet’s Mosque in Madinah/ });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '900');
    await expect(image).toHaveAttribute('srcset', /hero-640\.webp 640w.*hero\.webp 1600w/);
    await expect(image).toHaveAttribute('src', '/images/hero.webp');
    await expect(hero(page)).toHaveAttribute('data-image', 'loaded');
    await expect(image).toHaveAttribute('data-loaded', '');
    await expect(image).toHaveCSS('opacity', '1');
    await expect(image).toHaveCSS('transition-property', 'opacity');

    const footer = page.getByRole('contentinfo').getByRole('img');
    await expect(footer).toHaveAttribute('loading', 'lazy');
    await expect(footer).toHaveAttribute('width', '1600');
    await expect(footer).toHaveAttribute('height', '600');
  });

  test('when the hero image fails to load, then the console says so and the dark fallback stays', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.route(/\/images\/hero(-\d+)?\.webp$/, (route) => route.abort());
    await openLanding(page);
    await expect(hero(page)).toHaveAttribute('data-image', 'failed');
    await expect.poll(() => errors).toContain(HERO_FAILED);
    await expect(hero(page).getByRole('img')).toBeHidden();
    await expect(hero(page)).toHaveCSS('background-color', await themeColour(page, 'slate-950'));
    await expect(page.getByRole('heading', { level: 1, name: 'A Journey of the Soul' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/landing-hero-fallback.png' });
  });

  test('when it opens, then it paints before any script or the hero image is asked for, and the scripts then take it over under its CSP', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await stubPaymentForm(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Submit Interest' })).toBeEnabled();
    await expect(page.getByTitle('Payment Portal')).toHaveAttribute('src', PAYMENT_URL);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name))
        .map((e) => e.startTime),
      hero: performance
        .getEntriesByType('resource')
        .filter((e) => /\/images\/hero(-\d+)?\.webp$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThanOrEqual(2);
    expect(timing.scripts.filter((t) => t < timing.firstPaint)).toEqual([]);
    expect(timing.hero).toHaveLength(1);
    expect(timing.hero.filter((t) => t < timing.firstPaint)).toEqual([]);
    // The inline loader ran under the page's CSP (a refused script would be a console error).
    expect(errors).toEqual([]);
  });

  test('when it hydrates, then it builds no date formatter: the page shows no date, and the first one loads the time-zone data', async ({ page }) => {
    // Counted from before the page's first script; a module that made its formatters when it
    // loaded (as format.ts did) cost the page a long task of 45-136 ms on this machine.
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { formattersMade: string[] }).formattersMade = made;
      const Original = Intl.DateTimeFormat;
      // Called with or without `new`, both build a formatter.
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
          made.push(JSON.stringify(args));
          return new target(...args);
        },
        apply(target, _this, args: [string?, Intl.DateTimeFormatOptions?]) {
          made.push(JSON.stringify(args));
          return target(...args);
        },
      });
    });
    await stubPaymentForm(page);
    await openLanding(page);
    await expect(page.getByTitle('Payment Portal')).toHaveAttribute('src', PAYMENT_URL);
    await page.getByRole('button', { name: 'Show More Details' }).click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade)).toEqual([]);
  });

  test('when it loads normally, then the console logs no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await stubPaymentForm(page);
    await openLanding(page);
    await expect(hero(page)).toHaveAttribute('data-image', 'loaded');
    await revealAll(page);
    expect(errors).toEqual([]);
  });

  test('sections fade in once 10% of them is visible', async ({ page }) => {
    await openLanding(page);
    const registerHeading = page.locator('.fade-in').filter({ has: page.getByRole('heading', { name: 'Secure Your Spot' }) });
    await expect(registerHeading).not.toHaveAttribute('data-revealed');
    await expect(registerHeading).toHaveCSS('opacity', '0');
    const needed = await registerHeading.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return Math.round(r.top + window.scrollY - window.innerHeight + r.height * 0.1);
    });
    await scrollToExactly(page, needed - 20);
    await page.waitForTimeout(200);
    await expect(registerHeading).not.toHaveAttribute('data-revealed');
    await scrollToExactly(page, needed + 20);
    await expect(registerHeading).toHaveAttribute('data-revealed', '');
    await expect(registerHeading).toHaveCSS('opacity', '1');
  });

  test('the keyboard alone reaches every control, in order', async ({ page }) => {
    await stubPaymentForm(page);
    await openLanding(page);
    await expect(hero(page)).toHaveAttribute('data-image', 'loaded');
    const seen: string[] = [];
    for (let i = 0; i < 30 && seen.at(-1) !== 'a:Privacy notice'; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { name: 'body', top: 0, fixed: true };
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
        const where = el.closest('header') ? 'bar ' : '';
        const name =
          el.tagName === 'IFRAME'
            ? `frame:${el.title}`
            : `${where}${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim()}`;
        return { name, top: el.getBoundingClientRect().top, fixed: !!el.closest('header') || el.tagName === 'IFRAME' };
      });
      if (seen.at(-1) !== focused.name) seen.push(focused.name);
      // A focused control is never hidden under the fixed top bar (80 px).
      if (!focused.fixed) expect(focused.top, focused.name).toBeGreaterThanOrEqual(80);
    }
    const expected = [
      'bar a:Barakah Lifestyle',
      // The language menu (its text: the hidden label, the short mark, the language's name).
      'bar summary:Language ENEnglish',
      'bar a:Traveler sign in',
      'bar a:Secure Your Spot',
      'a:Secure Your Spot',
      'a:Scroll down to registration',
      'input:Name',
      'input:Email',
      'input:Phone',
      'input:Number of Travelers',
      'textarea:Message (optional)',
      'button:Submit Interest',
      'a:Secure your spot',
      'button:Show More Details',
      'frame:Payment Portal',
      'a:Open the payment form in a new tab',
      'a:Sign in',
      'a:Create an account',
      'a:Privacy notice',
    ];
    expect(seen).toEqual(expected);
    // The back-to-top button (shown now, the page is scrolled) comes last.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(hero(page)).toBeFocused();

    // The toggle works from the keyboard too.
    const details = toggle(page);
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveText('Show Less');
    await page.keyboard.press('Space');
    await expect(details).toHaveText('Show More Details');
  });

  for (const width of [1280, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width > 400 ? 800 : 740 } });

      test('axe finds no violations, expanded or not, and nothing scrolls sideways', async ({ page }) => {
        await stubPaymentForm(page);
        await openLanding(page);
        await expect(hero(page)).toHaveAttribute('data-image', 'loaded');
        await revealAll(page);
        const collapsed = await new AxeBuilder({ page }).analyze();
        expect(collapsed.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

        await toggle(page).click();
        await revealAll(page);
        const expanded = await new AxeBuilder({ page }).analyze();
        expect(expanded.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

        await snap(page, `landing-${width}`);
        await page.getByRole('button', { name: 'Show Less' }).click();
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.mouse.move(0, 0);
        await page.screenshot({ path: `test-results/screenshots/landing-${width}-first-view.png` });
      });
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('when the visitor asks for reduced motion, then nothing bounces, fades or scrolls smoothly', async ({ page }) => {
      await openLanding(page);
      const arrow = hero(page).getByRole('link', { name: 'Scroll down to registration' }).locator('svg');
      await expect(arrow).toHaveCSS('animation-name', 'none');
      // Every fade-in block is simply there, without scrolling to it.
      const blocks = page.locator('.fade-in');
      expect(await blocks.count()).toBeGreaterThanOrEqual(5);
      for (const block of await blocks.all()) await expect(block).toHaveCSS('opacity', '1');
      await expect(hero(page).getByRole('img')).toHaveCSS('transition-property', 'none');

      const scrolls = await recordScroll(page);
      await topBar(page).getByRole('link', { name: 'Secure Your Spot' }).click();
      expect(await topOf(page, 'register')).toBe(80); // at once
      expect(new Set(await scrolls()).size).toBeLessThanOrEqual(1);
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    });
  });
});
