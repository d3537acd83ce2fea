import { expect, test } from '@playwright/test';
import { chromeText, countReactRenderers, useLocale } from './support';

const REMOTE_ORIGIN = `http://localhost:${process.env.E2E_REMOTE_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 1}`;

test('a visitor opening a login-only route sees the need-login modal and stays put', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/whousView');
  await expect(page.locator('header')).toBeVisible();
  // In-app navigation to a login-only route (the header's chat link) is cancelled.
  await page.locator('header a[href="/allchatsView"]').first().click();
  await expect(page.getByText('You must log in first').first()).toBeVisible();
  await expect(page).toHaveURL(/\/whousView$/);
  // It offers both ways in and stays until the visitor chooses; Escape closes it.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create an account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('You must log in first')).toHaveCount(0, { timeout: 5_000 });

  // Opening the address directly also shows the modal and never the orders screen.
  await page.goto('/userOrder');
  await expect(page.getByText('You must log in first').first()).toBeVisible();
});

test('switching language reloads the page, flips dir and every visible label', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('header')).toContainText('الخدمات');
  await page.locator('header').getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header')).toContainText('Services');
  await expect(page.locator('footer')).toContainText('About');
  // No Arabic letters remain in the English header and footer chrome.
  // The language switch names Arabic in Arabic on purpose.
  expect((await chromeText(page)).replace('العربية', '')).not.toMatch(/[\u0600-\u06FF]/);
  await page.locator('header').getByText('العربية', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arChrome = await chromeText(page);
  expect(arChrome.replace(/English|Google Play|App Store|Souq/g, '')).not.toMatch(/[A-Za-z]{3,}/);
});

test('the page loads one copy of React for the shell and every remote', async ({ page }) => {
  await countReactRenderers(page);
  await page.goto('/');
  // Home renders widgets from three remotes (catalog, commerce) before we count.
  await expect(page.locator('[data-widget^="mf_catalog."]').first()).toBeVisible();
  await expect(page.locator('[data-widget^="mf_commerce."]').first()).toBeVisible();
  await page.goto('/providerProfile/1');
  await page.waitForLoadState('networkidle');
  const renderers = await page.evaluate(() => (window as unknown as { __souqRenderers?: number }).__souqRenderers ?? 0);
  expect(renderers).toBe(1);
});

test('with one remote manifest unreachable the header, footer and other remotes still work', async ({ page }) => {
  await useLocale(page, 'en');
  await page.route('**/mf/commerce/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.locator('header')).toContainText('Services');
  await expect(page.locator('footer')).toBeVisible();
  // Catalog widgets render…
  await expect(page.locator('[data-widget^="mf_catalog."]').first()).toBeVisible();
  // …and the commerce area (loaded when it comes near: every home area keeps its final size, so
  // it starts below the fold) shows its localized fallback with a retry button.
  await page.locator('[data-widget^="mf_commerce."]').first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /retry|try again/i }).first()).toBeVisible();
  // The header menus still open and list the service categories from the API.
  const services = page
    .locator('header')
    .getByRole('button', { name: /services/i })
    .first();
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const categories = page.locator('header').getByRole('list', { name: 'Services' });
  await expect(categories.getByRole('button').first()).toBeVisible();
  // Choosing a category lists its sub-services as links to their providers.
  await categories.getByRole('button').first().click();
  await expect(page.locator('#souq-sub-services a[href^="/providersView/"]').first()).toBeVisible();
});

test('a remote served from a different origin still loads', async ({ page }) => {
  // The server inlines the remotes manifest in the page (window.__SOUQ_REMOTES__): point mf_catalog
  // elsewhere as the page sets it (a document fulfilled by the test would lose its loopback address space).
  await page.addInitScript((origin) => {
    let remotes: Record<string, string> | undefined;
    Object.defineProperty(window, '__SOUQ_REMOTES__', {
      configurable: true,
      get: () => remotes,
      set: (value: Record<string, string>) => {
        remotes = { ...value, mf_catalog: `${origin}/mf-catalog/mf-manifest.json` };
      },
    });
  }, REMOTE_ORIGIN);
  const fromOtherOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(REMOTE_ORIGIN) && r.ok()) fromOtherOrigin.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-widget^="mf_catalog."]').first()).toBeVisible();
  await expect(page.locator('[data-widget^="mf_catalog."] img').first()).toBeVisible();
  // The first banner slide is painted from the HTML before any remote code: wait for the code.
  await expect.poll(() => fromOtherOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
  await expect.poll(() => fromOtherOrigin.some((u) => u.endsWith('.js'))).toBe(true);
});
