import { expect, test } from '@playwright/test';
import { API, signInAs, useLocale } from './support';

test('a customer pays an accepted order from the wallet and it moves to the current orders', async ({ page, request }) => {
  await useLocale(page, 'en');
  const token = await signInAs(page, request);
  await page.goto('/userOrder');
  await page.getByRole('tab', { name: 'Waiting payment' }).click();
  const open = page.getByRole('link', { name: /^Open order / }).first();
  const label = (await open.getAttribute('aria-label')) ?? '';
  const number = label.replace(/^Open order /, '');
  await open.click();
  await expect(page).toHaveURL(/\/userOrderDetails\/\d+$/);
  const orderId = Number(page.url().split('/').pop());

  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Wallet/ }).check();
  const paid = page.waitForResponse((r) => /\/user\/request-service\/(pay|negotiates\/pay)/.test(r.url()));
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  expect((await (await paid).json()).key).toBe('success');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The order is now among the current ones, for the customer and for the provider.
  await page.goto('/userOrder');
  await page.getByRole('tab', { name: 'Current' }).click();
  await expect(page.getByRole('link', { name: `Open order ${number}` })).toBeVisible();
  const show = await (
    await request.post(`${API}/user/request-service/show`, {
      form: { request_service_id: String(orderId) },
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  expect(show.key).toBe('success');
  expect(Number(show.data.order_status)).toBe(3);
});
