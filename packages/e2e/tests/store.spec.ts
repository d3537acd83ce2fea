import { expect, test } from '@playwright/test';
import { API, signInDemoCustomer, useLocale } from './support';

test('a customer adds a product to the cart, pays from the wallet and finds it on the files page', async ({ page, request }) => {
  await useLocale(page, 'en');
  const token = await signInDemoCustomer(page, request);
  const auth = { Authorization: `Bearer ${token}`, lang: 'en' };

  // A product the customer does not own yet, from the first store category.
  const categories = (await (await request.get(`${API}/user/categories/store`, { headers: auth })).json()).data;
  const owned = new Set(
    ((await (await request.get(`${API}/user/downloads`, { headers: auth })).json()).data as { id: number }[]).map((d) => d.id),
  );
  let product: { id: number; name: string } | undefined;
  for (const c of categories) {
    const page1 = (await (await request.get(`${API}/user/category/${c.id}/products`, { headers: auth })).json()).data;
    product = (page1.data as { id: number; name: string }[]).find((p) => !owned.has(p.id));
    if (product) break;
  }
  if (!product) throw new Error('the demo store has no product left to buy');
  const balance = async () => Number((await (await request.post(`${API}/wallet/balance`, { headers: auth })).json()).data);
  const before = await balance();

  await page.goto(`/providerProductDetails/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('link', { name: 'Go to cart' }).first().click();
  await expect(page).toHaveURL(/\/cartView$/);
  await expect(page.getByText(product.name).first()).toBeVisible();

  await page.getByRole('radio', { name: /Wallet/ }).check();
  const paid = page.waitForResponse((r) => r.url().endsWith('/user/create-order'));
  await page.getByRole('button', { name: /^Pay / }).click();
  const body = await (await paid).json();
  expect(body.key).toBe('success');
  expect(body.data.paid).toBe(true);
  await expect(page.getByText('Payment complete').first()).toBeVisible();

  // The wallet paid, the files page lists the product with its invoice.
  expect(await balance()).toBeLessThan(before);
  await page.goto('/filesView');
  await expect(page.getByText(product.name).first()).toBeVisible();
});
