// "Lighthouse's PWA checks pass for the card page" (issue 37): Lighthouse 12 has no PWA category
// any more (bench/lib/lighthouse.mjs pins 12.8.2), so the card page asks Chrome itself (ADR 0136):
// its installability report must be empty, and the manifest it links must carry what an installed
// app needs. A persistent profile: Chrome reports every incognito page as not installable.
// (The card opening offline after one visit is road.spec.ts's.)
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newTraveller, registerViaApi, signIn } from './support';

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the pilgrim’s card page is installable as Chrome sees it, its manifest complete', async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, newTraveller());
  await api.dispose();

  const profile = mkdtempSync(path.join(tmpdir(), 'umrah-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport: { width: 375, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\//);
    await page.goto('/portal/card');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/portal/card'))?.active?.state), { timeout: 30_000 })
      .toBe('activated');
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const cdp = await context.newCDPSession(page);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string; critical: number }[] };
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    // Chrome's own verdict (what the install prompt and Lighthouse's former PWA audit read).
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors, {
        timeout: 20_000,
      })
      .toEqual([]);

    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Umrah Journey'),
      short_name: 'Umrah Journey',
      start_url: '/portal/card',
      display: 'standalone',
      theme_color: '#047857',
      background_color: '#ffffff',
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}`);
      expect(icon, `a ${size}px icon`).toBeTruthy();
      const res = await page.request.get(icon!.src);
      expect([res.status(), res.headers()['content-type']]).toEqual([200, 'image/png']);
      expect(pngSize(await res.body())).toEqual({ width: size, height: size });
    }
    expect(icons.some((i) => (i.purpose ?? '').split(' ').includes('maskable') && i.sizes === '512x512')).toBe(true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
