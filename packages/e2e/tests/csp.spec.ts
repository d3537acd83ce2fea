/**
 * The app's Content-Security-Policy breaks nothing: the pages a visitor and a signed-in customer
 * open first (home, providers of a sub-service, a profile, a chat room with a picture) report
 * no CSP violation, the header is there, and the chat picture opens by its signed link only.
 */
import { expect, type Page, test } from '@playwright/test';
import { call, CUSTOMER, login, logoService, newRequest, PNG, SARA, signedInPage } from './order-flows';

/**
 * zod 4 probes once whether it may compile validators (`new Function("")` in a try/catch) and
 * falls back when the CSP says no: reported as a violation, harmless. Anything else counts.
 */
const ZOD_JIT_PROBE = /^script-src eval /;

/** Every CSP violation the page reports, as "directive blocked-uri at source". */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => {
    if (!ZOD_JIT_PROBE.test(text)) seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text()) && !/unsafe-eval/.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('a visitor’s first pages run under the CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.locator('[data-widget^="mf_catalog."] img').first()).toBeVisible();
  await page.goto('/providersView/1/1/x');
  await expect(page.locator('a[href^="/providerProfile/"]').first()).toBeVisible();
  await page.goto('/providerProfile/1');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a chat room with a picture runs under the CSP; the picture opens by its signed link only', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
  await call(request, sara, 'POST', '/provider/request-services/accept', { request_service_id: String(order.id) });
  const room = (await call(request, customer, 'POST', '/user/request-service/negotiate', { request_service_id: String(order.id) })).data
    .room_id;
  const page = await signedInPage(browser, customer);
  const violations = await watchViolations(page);
  await page.goto(`/chatView/${room}`);
  await page.getByTestId('file-input').setInputFiles(PNG);
  await page.getByRole('button', { name: 'إرسال' }).click();
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/uploads/') && !r.ok()) failed.push(`${r.status()} ${r.url()}`);
  });
  const picture = page.locator('img[src*="/uploads/s/"]').first();
  await expect(picture).toBeVisible();
  // The picture's link and the WebP width the browser chose both load in the page.
  const loads = await picture.evaluate(async (img: HTMLImageElement) => {
    const load = (u: string) =>
      new Promise<number>((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve(probe.naturalWidth);
        probe.onerror = () => resolve(0);
        probe.src = u;
      });
    return [await load(img.src), await load(img.currentSrc || img.src)];
  });
  expect(loads.every((w) => w > 0)).toBe(true);
  expect(failed).toEqual([]);
  const src = (await picture.getAttribute('src')) ?? '';
  expect((await request.get(src)).status()).toBe(200);
  expect((await request.get(src.replace(/\/uploads\/s\/[^/]+\/[^/]+\//, '/uploads/'))).status()).toBe(403);
  expect(violations).toEqual([]);
  await page.context().close();
});
