/**
 * Create actions are safe to repeat (a double click creates one, and lands where one click
 * lands), and an open order page follows what the other side does, without a reload.
 */
import { expect, test } from '@playwright/test';
import { call, CUSTOMER, fillQuote, login, logoService, newRequest, PDF, SARA, signedInPage } from './order-flows';
import { API } from './support';

test.describe.configure({ timeout: 180_000 });

test('a double click on "send request" creates one request', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const serviceId = await logoService(request, sara);
  // The providers list of the service (it remembers the chosen service), then سارة's profile.
  let listPath = '';
  for (const category of (await (await request.get(`${API}/user/categories/service`)).json()).data as { id: number }[]) {
    const services = (await (await request.get(`${API}/user/categories/${category.id}/services`)).json()).data.services as {
      id: number;
      name: string;
    }[];
    const found = services.find((s) => s.id === serviceId);
    if (found) listPath = `/providersView/${serviceId}/${category.id}/${encodeURIComponent(found.name)}`;
  }
  expect(listPath).not.toBe('');
  const page = await signedInPage(browser, customer, 'en');
  const waiting = async () => (await call(request, customer, 'POST', '/user/request-service', { status: '1' })).data.length as number;
  const before = await waiting();

  await page.goto(listPath);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto(`/providerProfile/${sara.id}`);
  await page.getByRole('button', { name: 'Request the service' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Request details').fill(`Double click ${Date.now()}`);
  await dialog.getByLabel('Price from').fill('100');
  await dialog.getByLabel('Price to').fill('300');
  await dialog.getByLabel('Delivery time (days)').fill('5');
  const answers: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/user/request-service/store')) answers.push((await r.json()).key);
  });
  await dialog.getByRole('button', { name: 'Send request' }).dblclick();
  await expect(page.getByRole('button', { name: 'Keep browsing' })).toBeVisible();
  await expect.poll(waiting).toBe(before + 1);
  expect(answers.every((k) => k === 'success')).toBe(true);
  await page.context().close();
});

test('a double click on "send price offer" saves one offer and shows no error', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara));
  const p = await signedInPage(browser, sara);
  await p.goto(`/providerOrderDetails/${order.id}`);
  await (await fillQuote(p, '200', '3')).dblclick();
  await expect(p.getByText('تم إرسال عرض السعر')).toBeVisible();
  await expect(p.getByRole('dialog')).toBeHidden();
  await expect(p.getByText('لقد أرسلت عرض سعر على هذا الطلب من قبل')).toHaveCount(0);
  const show = await call(request, customer, 'POST', '/user/request-service/show', { request_service_id: String(order.id) });
  expect(show.data.offers).toHaveLength(1);
  await p.context().close();
});

test('a double click on the wallet "pay" charges once and shows the success screen with the files link', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const headers = { Authorization: `Bearer ${customer.token}` };
  const balance = async () => Number((await (await request.post(`${API}/wallet/balance`, { headers })).json()).data);
  const categories = (await (await request.get(`${API}/user/categories/store`)).json()).data as { id: number }[];
  let productId = 0;
  for (const c of categories) {
    const list = (await (await request.get(`${API}/user/category/${c.id}/products`)).json()).data.data as { id: number }[];
    if (list[0]) {
      productId = list[0].id;
      break;
    }
  }
  expect(productId).toBeGreaterThan(0);
  const added = await (await request.post(`${API}/user/cart/add`, { headers, form: { product_id: String(productId) } })).json();
  expect(added.key, added.msg).toBe('success');
  const before = await balance();

  const page = await signedInPage(browser, customer);
  await page.goto('/cartView');
  await page.getByRole('radio', { name: /^المحفظة/ }).check();
  const answers: { key: string; total: number }[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/user/create-order')) {
      const body = await r.json();
      answers.push({ key: body.key, total: body.data?.final_total });
    }
  });
  await page.getByRole('button', { name: /^ادفع / }).dblclick();
  await expect(page.getByText('تم الدفع بنجاح').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'اذهب إلى ملفاتي' })).toBeVisible();
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((a) => a.key === 'success')).toBe(true);
  expect(await balance()).toBeCloseTo(before - (answers[0]?.total ?? 0), 2);
  await page.context().close();
});

test("the customer's open order page shows the provider's delivery without a reload", async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
  expect((await call(request, sara, 'POST', '/provider/request-services/accept', { request_service_id: String(order.id) })).key).toBe(
    'success',
  );
  const paid = await call(request, customer, 'POST', '/user/request-service/pay', { request_service_id: String(order.id), type: 'wallet' });
  expect(paid.key, paid.msg).toBe('success');

  const [c, p] = await Promise.all([signedInPage(browser, customer), signedInPage(browser, sara)]);
  await c.goto(`/userOrderDetails/${order.id}`);
  await expect(c.getByText('تم الدفع، ومقدم الخدمة يعمل على طلبك. ستظهر ملفات التسليم هنا.')).toBeVisible();
  await expect(c.getByRole('button', { name: 'تأكيد استلام العمل' })).toHaveCount(0);

  await p.goto(`/providerOrderDetails/${order.id}`);
  await p.getByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }).click();
  const finish = p.getByRole('dialog');
  await finish.getByLabel('ملفات التسليم').setInputFiles(PDF);
  await finish.getByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }).click();
  await expect(p.getByText('سلّمت الطلب، بانتظار تأكيد العميل للاستلام.')).toBeVisible();

  // No reload on the customer's side: the socket told the page.
  await expect(c.getByRole('button', { name: 'تأكيد استلام العمل' })).toBeVisible({ timeout: 2_000 });
  await expect(c.getByRole('link', { name: /فتح تسليم\.pdf/ })).toBeVisible();
  await Promise.all([c.context().close(), p.context().close()]);
});
