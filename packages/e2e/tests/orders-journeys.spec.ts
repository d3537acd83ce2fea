/**
 * The four ways an order goes, in Arabic, in the built app: both sides drive their own
 * pages (each in its own browser context); API calls only set up what another issue's screen
 * owns (sending a request) or stand in for a second provider.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  call,
  CUSTOMER,
  AMAL,
  fillQuote,
  login,
  logoService,
  newRequest,
  payOnSandbox,
  PDF,
  SARA,
  type Session,
  signedInPage,
} from './order-flows';

test.describe.configure({ timeout: 180_000 });

/** Rates from the order page, which stays open and shows the order rated (no rate button). */
async function rate(page: Page, button: string) {
  const at = page.url();
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-rate-star').nth(4).click();
  await dialog.getByRole('textbox').fill('تعامل ممتاز');
  const sent = page.waitForResponse((r) => r.url().includes('/rates/store'));
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  expect((await (await sent).json()).key).toBe('success');
  await expect(page.getByRole('button', { name: button })).toHaveCount(0);
  expect(page.url()).toBe(at);
}

async function pages(browser: Browser, ...sessions: Session[]) {
  return Promise.all(sessions.map((s) => signedInPage(browser, s)));
}

test('(1) open request → two quotes → card payment → delivery → completion and ratings → the provider’s due', async ({
  browser,
  request,
}) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const amal = await login(request, 'provider', AMAL);
  const order = await newRequest(request, customer, await logoService(request, sara));
  const [c, p] = await pages(browser, customer, sara);

  // سارة quotes from her order page; أمل quotes too.
  await p.goto(`/providerOrderDetails/${order.id}`);
  await (await fillQuote(p, '200', '3')).click();
  await expect(p.getByText('تم إرسال عرض السعر')).toBeVisible();
  expect(
    (await call(request, amal, 'POST', '/provider/offers/store', { request_service_id: String(order.id), price: '260', duration: '4' }))
      .key,
  ).toBe('success');

  // The customer sees both offers, accepts سارة's and pays by card on the sandbox page.
  await c.goto(`/orderSteps/${order.id}`);
  await expect(c.getByRole('button', { name: /^قبول عرض/ })).toHaveCount(2);
  await c.getByRole('button', { name: /^قبول عرض سارة/ }).click();
  await c.getByRole('dialog', { name: 'الدفع أو التفاوض' }).getByRole('button', { name: 'متابعة' }).click();
  const method = c.getByRole('dialog', { name: 'طريقة الدفع' });
  await method.getByRole('radio', { name: /بطاقة/ }).check();
  await method.getByRole('button', { name: 'ادفع', exact: true }).click();
  await payOnSandbox(c);
  await c.waitForURL(new RegExp(`/userOrderDetails/${order.id}`));
  await expect(c.getByText('تم الدفع، ومقدم الخدمة يعمل على طلبك. ستظهر ملفات التسليم هنا.')).toBeVisible();
  await expect(c.getByRole('button', { name: 'الفاتورة الضريبية' })).toBeVisible();

  // سارة delivers a file.
  await p.goto(`/providerOrderDetails/${order.id}`);
  await p.getByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }).click();
  const finish = p.getByRole('dialog');
  await finish.getByLabel('ملفات التسليم').setInputFiles(PDF);
  await finish.getByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }).click();
  await expect(p.getByText('سلّمت الطلب، بانتظار تأكيد العميل للاستلام.')).toBeVisible();

  // The customer confirms and rates; سارة rates the client.
  await c.reload();
  await expect(c.getByRole('link', { name: /فتح تسليم\.pdf/ })).toBeVisible();
  await c.getByRole('button', { name: 'تأكيد استلام العمل' }).click();
  await c.getByRole('button', { name: 'نعم' }).click();
  await expect(c.getByRole('button', { name: 'أضف تقييمًا' })).toBeVisible();
  await rate(c, 'أضف تقييمًا');
  await p.reload();
  await rate(p, 'تقييم العميل');

  // Her due: 200 − 10 % commission, and the transaction of this order.
  await p.goto(`/providerOrderDetails/${order.id}`);
  await expect(p.locator('[data-field="due"]')).toContainText('180');
  const tx = await call(request, sara, 'GET', '/provider/financial/transactions');
  expect(
    tx.data.transactions.some(
      (x: { request_service_id?: number; number?: string }) => x.request_service_id === order.id || x.number === order.number,
    ),
  ).toBe(true);
});

test('(2) direct request → accepted → the customer negotiates → a negotiation sheet → the invoice paid by wallet', async ({
  browser,
  request,
}) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
  const [c, p] = await pages(browser, customer, sara);

  await p.goto(`/providerOrderDetails/${order.id}`);
  await expect(p.getByText('طلب مباشر جديد، اقبله أو ارفضه.')).toBeVisible();
  await p.getByRole('button', { name: 'قبول الطلب' }).click();
  await expect(p.getByText('تم قبول الطلب بنجاح')).toBeVisible();

  await c.goto(`/userOrderDetails/${order.id}`);
  await c.getByRole('button', { name: 'التفاوض' }).click();
  await c.waitForURL(/\/chatView\/\d+$/);

  await p.reload();
  await p.getByRole('button', { name: 'إرسال ورقة التفاوض' }).click();
  const sheet = p.getByRole('dialog');
  await sheet.getByLabel('السعر (ر.س)').fill('100');
  await sheet.getByLabel('مدة التنفيذ (أيام)').fill('2');
  await sheet.getByRole('button', { name: 'إرسال ورقة التفاوض' }).click();
  // The toast carries the server's message (the page's own text only when it sends none).
  await expect(p.getByText('تم إصدار الفاتورة').first()).toBeVisible();

  // The invoice card reached the open chat room live.
  await expect(c.getByTestId('invoice-card')).toContainText('115');
  await c.goto(`/userOrderDetails/${order.id}`);
  await c.getByRole('button', { name: 'ادفع الفاتورة' }).click();
  const method = c.getByRole('dialog', { name: 'طريقة الدفع' });
  await method.getByRole('radio', { name: /المحفظة/ }).check();
  const paid = c.waitForResponse((r) => r.url().includes('/negotiates/pay'));
  await method.getByRole('button', { name: 'ادفع', exact: true }).click();
  expect((await (await paid).json()).key).toBe('success');
  await expect(c.getByRole('button', { name: 'ادفع الفاتورة' })).toHaveCount(0);
  await expect(c.getByRole('button', { name: 'الفاتورة الضريبية' })).toBeVisible();
  const show = await call(request, customer, 'POST', '/user/request-service/show', { request_service_id: String(order.id) });
  expect(show.data.order_status).toBe(3);
  expect(show.data.final_total).toBe(115);
});

test('(3) the provider refuses a direct request and the customer sees it cancelled', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
  const [c, p] = await pages(browser, customer, sara);

  await p.goto(`/providerOrderDetails/${order.id}`);
  await p.getByRole('button', { name: 'رفض الطلب' }).click();
  await p.getByRole('button', { name: 'نعم' }).click();
  // The details page's own URL starts with /providerOrder too: wait for the list it goes back to
  // (after the refusal is stored), else the customer's list may be read before it.
  await p.waitForURL(/\/providerOrder(\?.*)?$/);

  await c.goto('/userOrder?status=4');
  await c.getByRole('link', { name: `فتح الطلب رقم ${order.number}` }).click();
  await c.waitForURL(new RegExp(`/userOrderDetails/${order.id}$`));
  await expect(c.locator('.souq-chip--danger', { hasText: 'رفض مقدم الخدمة الطلب' })).toBeVisible();
  for (const name of ['ادفع الآن', 'التفاوض', 'إلغاء الطلب']) await expect(c.getByRole('button', { name })).toHaveCount(0);
});

test('(4) each step of an order reaches the other side’s bell and notifications page', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const [c, p] = await pages(browser, customer, sara);
  await c.goto('/');
  await p.goto('/');
  const bell = (page: Page) => page.getByRole('link', { name: /^الإشعارات/ });
  const count = async (page: Page) => Number(((await bell(page).getAttribute('aria-label')) ?? '').match(/\d+/)?.[0] ?? 0);
  const before = { c: await count(c), p: await count(p) };

  const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
  // New request → سارة; accepted → customer; paid → سارة; delivered → customer; completed → سارة.
  await expect.poll(() => count(p)).toBeGreaterThan(before.p);
  expect((await call(request, sara, 'POST', '/provider/request-services/accept', { request_service_id: String(order.id) })).key).toBe(
    'success',
  );
  await expect.poll(() => count(c)).toBeGreaterThan(before.c);
  const pay = await call(request, customer, 'POST', '/user/request-service/pay', { request_service_id: String(order.id), type: 'wallet' });
  expect(pay.key, pay.msg).toBe('success');

  for (const [page, steps] of [
    [p, 2],
    [c, 1],
  ] as const) {
    await page.goto('/notificationsView');
    const items = page.getByRole('main').getByText(new RegExp(order.number));
    await expect(items).toHaveCount(steps);
  }
  // A notification opens its order.
  await c.getByRole('main').getByText(new RegExp(order.number)).first().click();
  await c.waitForURL(new RegExp(`/userOrderDetails/${order.id}$`));
  await p.goto('/notificationsView');
  await p.getByRole('main').getByText(new RegExp(order.number)).first().click();
  await p.waitForURL(new RegExp(`/providerOrderDetails/${order.id}$`));
});
