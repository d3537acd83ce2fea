import { expect, type Page, test } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };
import { API, useLocale } from './support';

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Records every layout shift of the page (buffered, from the first paint on). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}` : '?';
        });
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** No layout shift recorded (recordShifts) was larger than `limit`. */
async function expectNoShiftOver(page: Page, limit: number) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  for (const s of shifts) expect(s.value, `shift at ${s.at} ms of ${s.sources.join(', ')}`).toBeLessThanOrEqual(limit);
  return shifts;
}

/** The page's element stands where the HTML painted its stand-in (within a pixel). */
function expectSamePlace(box: Box | null, painted: Box | null) {
  for (const k of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((box?.[k] ?? 0) - (painted?.[k] ?? -99)), k).toBeLessThanOrEqual(1);
}

/**
 * The page rendered no antd component and never loaded antd's scope (whose module inserts the
 * prebuilt styles): a phone's first view of the catalogue is plain HTML and the app's own CSS.
 */
async function expectNoAntd(page: Page) {
  await expect(page.locator('[class^="ant-"], [class*=" ant-"]')).toHaveCount(0);
  await expect(page.locator('style[data-souq-antd-first-view]')).toHaveCount(0);
}

/** Holds the answers of an API call until the returned function is called. */
async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Home is loaded when the banner's first slide and the categories have come from their remote. */
async function waitForHome(page: Page) {
  await expect(page.locator('.souq-banner__image').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-widget="mf_catalog.ServiceCategories"] img').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test.describe('first view on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  for (const locale of ['ar', 'en'] as const) {
    test(`home (${locale}) shows no layout shift larger than 0.05 while its remotes load`, async ({ page }) => {
      await useLocale(page, locale);
      await recordShifts(page);
      await page.goto('/');
      await waitForHome(page);
      const shifts = await expectNoShiftOver(page, 0.05);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      test.info().annotations.push({ type: 'layout shift', description: `${shifts.length} shifts, total ${total.toFixed(3)}` });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test("home's HTML paints the first banner slide itself (the LCP picture does not wait for the widget)", async ({ page, request }) => {
      const first = (await (await request.get(`${API}/intor-sliders`)).json()).data[0].image as string;
      await page.goto('/');
      const slide = page.locator('#root img.souq-hero-image');
      await expect(slide).toBeVisible();
      await expect(slide).toHaveAttribute('src', first);
      // Loaded and laid out full width under the header's place, as the banner shows it.
      await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Full width, the banner's height at 390 px, right under the room kept for the header.
      const box = await slide.boundingBox();
      const header = await page.locator('#root .souq-prepaint__header').boundingBox();
      expect(box?.width).toBe(390);
      expect(box?.height).toBe(180);
      expect(header?.height).toBe(104);
      expect(box?.y).toBe((header?.y ?? 0) + 104);
    });
  });

  test('the providers of a service arrive in place of their placeholders (no layout shift larger than 0.05)', async ({ page, request }) => {
    // Seeded provider ids are small numbers, the same as the placeholders' positions: the case
    // where a reused placeholder once moved a card across the grid.
    const categories = (await (await request.get(`${API}/user/categories/service`)).json()).data;
    const category = categories[0];
    const service = (await (await request.get(`${API}/user/categories/${category.id}/services`)).json()).data.services[0];
    // The list answers only after the placeholders have been on screen.
    const release = await holdAnswers(page, '**/api/v1/user/services/provider');
    await recordShifts(page);
    await page.goto(`/providersView/${service.id}/${category.id}/${encodeURIComponent(service.name)}`);
    await expect(page.getByTestId('provider-card-skeleton').first()).toBeVisible({ timeout: 30_000 });
    // Meanwhile the first cards the HTML painted lie over the app, pictures loaded.
    const painted = page.locator('#souq-first-view .souq-first-view__cover').first();
    await expect(painted).toBeVisible();
    await expect.poll(() => painted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const paintedBox = await painted.boundingBox();
    release();
    const cover = page.locator('.catalog-grid > li article .souq-card__cover').first();
    await expect(cover).toBeVisible({ timeout: 30_000 });
    // With the list here, the painted view is gone, and the real first card stands where it stood.
    await expect(page.locator('#souq-first-view')).toHaveCount(0);
    expectSamePlace(await cover.boundingBox(), paintedBox);
    await page.waitForLoadState('networkidle');
    await expectNoShiftOver(page, 0.05);
    await expectNoAntd(page);
  });

  for (const locale of ['ar', 'en'] as const) {
    test(`a provider profile (${locale}) shows its CV where the HTML painted it, then the page (no layout shift larger than 0.05)`, async ({
      page,
    }) => {
      await useLocale(page, locale);
      // The profile answers only after the painted first view has been on screen.
      const release = await holdAnswers(page, '**/api/v1/user/provider/show-profile');
      await recordShifts(page);
      await page.goto('/providerProfile/1');
      const painted = page.locator('#souq-first-view .souq-first-view__prose');
      await expect(painted).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('#souq-first-view .souq-first-view__avatar')).toBeVisible();
      const paintedBox = await painted.boundingBox();
      const paintedText = (await painted.textContent())?.trim();
      release();
      const prose = page.locator('.catalog-profile .catalog-prose');
      await expect(prose).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('#souq-first-view')).toHaveCount(0);
      // The same text in the same place and size (the CV is the page's largest paint).
      expect((await prose.textContent())?.trim()).toBe(paintedText);
      expectSamePlace(await prose.boundingBox(), paintedBox);
      await page.waitForLoadState('networkidle');
      await expectNoShiftOver(page, 0.05);
      await expectNoAntd(page);
    });
  }

  test("a product's details show the gallery's picture where the HTML painted it (no layout shift larger than 0.05, no antd)", async ({
    page,
    request,
  }) => {
    const [product] = (await (await request.post(`${API}/user/products/search`, { form: { name: '' } })).json()).data;
    // The product answers only after the painted picture has been on screen.
    const release = await holdAnswers(page, '**/api/v1/user/products/show');
    await recordShifts(page);
    await page.goto(`/providerProductDetails/${product.id}`);
    const painted = page.locator('#souq-first-view .souq-first-view__gallery');
    await expect(painted).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => painted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const paintedBox = await painted.boundingBox();
    release();
    const picture = page.locator('.souq-gallery__main');
    await expect(picture).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#souq-first-view')).toHaveCount(0);
    expectSamePlace(await picture.boundingBox(), paintedBox);
    await page.waitForLoadState('networkidle');
    await expectNoShiftOver(page, 0.05);
    // antd's scope never loaded (the gallery's own arrows borrow antd's class names, without antd).
    await expect(page.locator('style[data-souq-antd-first-view]')).toHaveCount(0);
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    test("the providers of a service keep the app's own loading state: nothing painted by the HTML is left in the page", async ({
      page,
    }) => {
      const release = await holdAnswers(page, '**/api/v1/user/services/provider');
      await page.goto('/providersView/1/1/x');
      await expect(page.getByTestId('provider-card-skeleton').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('#souq-first-view')).toHaveCount(0);
      release();
      await expect(page.locator('.catalog-grid > li article').first()).toBeVisible({ timeout: 30_000 });
    });
  });

  test('the page still works when JavaScript files come uncompressed (a CDN that does not negotiate)', async ({ page }) => {
    const encodings: string[] = [];
    await page.route(/\.js(?:\?|$)/, async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      encodings.push(response.headers()['content-encoding'] ?? 'identity');
      await route.fulfill({ response });
    });
    await useLocale(page, 'en');
    await page.goto('/');
    await waitForHome(page);
    await expect(page.locator('header')).toContainText('Services');
    expect(encodings.length).toBeGreaterThan(5);
    expect(new Set(encodings)).toEqual(new Set(['identity']));
  });

  test("the shell's start-up chunks are named in the HTML, and each is fetched once", async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    // The inline script that requests them after the first paint carries their list.
    const inline = html.match(/<script data-startup-chunks[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
    const named: string[] = JSON.parse(inline.match(/\[(?:"[^"]+\.js",?)+\]/)?.[0] ?? '[]');
    // The bootstrap chunk and the shared modules' (react, react-dom, the router, i18next…).
    expect(named.length).toBeGreaterThan(10);
    const fetched = new Map<string, number>();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.endsWith('.js')) fetched.set(path, (fetched.get(path) ?? 0) + 1);
    });
    await page.goto('/');
    await waitForHome(page);
    for (const src of named) expect(fetched.get(src), src).toBe(1);
    // webpack's loader found them by src: no start-up chunk was requested a second time.
    expect([...fetched].filter(([, n]) => n > 1)).toEqual([]);
  });

  test('JavaScript comes brotli-compressed when the browser asks for it', async ({ page }) => {
    const encodings = new Map<string, string>();
    page.on('response', (res) => {
      if (/\.js(?:\?|$)/.test(res.url())) encodings.set(res.url(), res.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto('/');
    await waitForHome(page);
    const main = [...encodings].find(([url]) => /\/main\.[0-9a-f]{8}\.js$/.test(url));
    expect(main?.[1]).toBe('br');
  });
});
