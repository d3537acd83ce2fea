import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, signInDemoCustomer, useLocale } from './support';

// A real 1×1 PNG (images are checked by content on the server).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

interface Found {
  category: { id: number; name: string };
  service: { id: number; name: string };
  provider: { id: number; name: string };
}

/** A sub-service (as the header lists it) that has at least one seeded provider. */
async function findServiceWithProviders(request: APIRequestContext, lang: 'ar' | 'en'): Promise<Found> {
  const headers = { lang };
  const cats = (await (await request.get(`${API}/user/categories/service`, { headers })).json()).data;
  for (const category of cats) {
    const services = (await (await request.get(`${API}/user/categories/${category.id}/services`, { headers })).json()).data.services;
    for (const service of services) {
      const list = (await (await request.post(`${API}/user/services/provider`, { form: { service_id: service.id }, headers })).json()).data;
      const provider = list.data.find((p: { name: string }) => /[أإآ]|ة/.test(p.name)) ?? list.data[0];
      if (provider) return { category, service, provider };
    }
  }
  throw new Error('the demo seed has no provider in any sub-service');
}

/** Another spelling of an Arabic name: plain alef for hamza forms, haa for taa marbuta. */
const respell = (name: string) => name.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');

test('a visitor finds providers from the services menu, filters, searches in Arabic, is asked to log in to follow, signs in and lands back on the provider', async ({
  page,
  request,
}) => {
  const found = await findServiceWithProviders(request, 'ar');
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'الخدمات' }).first().click();
  await page.getByRole('button', { name: found.category.name, exact: true }).click();
  await page.getByRole('link', { name: found.service.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/providersView/${found.service.id}/`));
  await expect(page.getByText(found.provider.name).first()).toBeVisible();

  // Filter: choose the first price range and apply.
  await page.getByRole('button', { name: /^تصفية/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').first().check();
  const filtered = page.waitForResponse((r) => r.url().endsWith('/user/provider/fillter'));
  await dialog.getByRole('button', { name: 'بحث' }).click();
  expect((await (await filtered).json()).key).toBe('success');

  // Search with another spelling of the provider's name (alef / taa marbuta forms).
  await page.getByRole('button', { name: /^تصفية/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'إعادة ضبط' }).click();
  const query = respell(found.provider.name.split(' ')[0] ?? found.provider.name);
  const searched = page.waitForResponse((r) => r.url().endsWith('/user/provider/search'));
  await page.getByPlaceholder('ابحث باسم مقدم الخدمة').fill(query);
  const body = await (await searched).json();
  expect(body.data.data.map((p: { id: number }) => p.id)).toContain(found.provider.id);
  await expect(page.getByText(found.provider.name).first()).toBeVisible();

  // Profile: following needs a login.
  await page.getByRole('article', { name: found.provider.name }).getByRole('link', { name: 'التفاصيل', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/providerProfile/${found.provider.id}$`));
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(page.getByText('يجب عليك تسجيل الدخول أولاً').first()).toBeVisible();

  // The modal's "sign in" carries the profile along; signing in comes back to it.
  await page.getByRole('dialog').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/userLogin\\?returnTo=%2FproviderProfile%2F${found.provider.id}$`));
  await page.getByLabel('رقم الجوال').fill('500000001');
  await page.getByLabel('كلمة المرور').fill('Demo@1234');
  await page.locator('form').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/providerProfile/${found.provider.id}$`));
  await expect(page.getByRole('button', { name: /^(متابعة|إلغاء المتابعة)$/ })).toBeVisible();
});

test('a customer follows a provider, sends a direct request with two images and an open request; both reach the provider', async ({
  page,
  request,
}) => {
  await useLocale(page, 'en');
  await signInDemoCustomer(page, request);
  const found = await findServiceWithProviders(request, 'en');
  await page.setViewportSize({ width: 1366, height: 900 });

  // From the providers list (this stores the chosen service) to the profile.
  await page.goto(`/providersView/${found.service.id}/${found.category.id}/${encodeURIComponent(found.service.name)}`);
  await page.getByRole('article', { name: found.provider.name }).getByRole('link', { name: 'Details', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/providerProfile/${found.provider.id}$`));

  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
  if (await unfollow.isVisible()) {
    await unfollow.click();
    await expect(follow).toBeVisible();
  }
  await follow.click();
  await expect(unfollow).toBeVisible();

  // Direct request with two images.
  await page.getByRole('button', { name: 'Request the service' }).click();
  const direct = page.getByRole('dialog');
  await direct.getByLabel('Request details').fill('Direct request from the e2e journey');
  await direct.getByLabel('Price from').fill('100');
  await direct.getByLabel('Price to').fill('300');
  await direct.getByLabel('Delivery time (days)').fill('5');
  await direct.locator('input[type=file]').setInputFiles([image('one.png'), image('two.png')]);
  const sentDirect = page.waitForResponse((r) => r.url().endsWith('/user/request-service/store'));
  await direct.getByRole('button', { name: 'Send request' }).click();
  const directBody = await (await sentDirect).json();
  expect(directBody.key).toBe('success');
  // The success modal gives the order number and waits for the customer's choice.
  await expect(page.getByText(directBody.data.number, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Keep browsing' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // Open request from the side panel of the providers list.
  await page.goto(`/providersView/${found.service.id}/${found.category.id}/${encodeURIComponent(found.service.name)}`);
  const panel = page
    .locator('form')
    .filter({ has: page.getByLabel('Request details') })
    .first();
  await panel.getByLabel('Request details').fill('Open request from the e2e journey');
  await panel.getByLabel('Price from').fill('50');
  await panel.getByLabel('Price to').fill('150');
  await panel.getByLabel('Delivery time (days)').fill('3');
  const sentOpen = page.waitForResponse((r) => r.url().endsWith('/user/request-service/store'));
  await panel.getByRole('button', { name: 'Send request' }).click();
  const openBody = await (await sentOpen).json();
  expect(openBody.key).toBe('success');
  expect(openBody.data.type).toBe('for_all');
  expect(directBody.data.type).toBe('direct');

  // Both appear in the provider's "new" list (API check until the orders screens exist).
  const token = await providerToken(request, found.provider.id);
  const list = (
    await (
      await request.post(`${API}/provider/request-services`, { form: { status: '1' }, headers: { Authorization: `Bearer ${token}` } })
    ).json()
  ).data;
  const ids = list.map((o: { id: number }) => o.id);
  expect(ids).toContain(directBody.data.id);
  expect(ids).toContain(openBody.data.id);
});

/** Demo providers are 500000101…112 with the demo password; find the one with this id. */
async function providerToken(request: APIRequestContext, id: number): Promise<string> {
  for (let n = 101; n <= 112; n += 1) {
    const res = await (
      await request.post(`${API}/provider/login`, { form: { phone: `500000${n}`, country_code: '+966', password: 'Demo@1234' } })
    ).json();
    if (res.key === 'success' && res.data.id === id) return res.data.token;
  }
  throw new Error(`provider ${id} is not one of the demo accounts`);
}
