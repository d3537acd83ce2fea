import { expect, test } from '@playwright/test';
import { API } from './support';

test('a visitor searches from the header in Arabic (another spelling of a CV phrase), opens a provider from the results, is asked to sign in, signs in and lands back on that provider', async ({
  page,
  request,
}) => {
  // 'مصممه هويات' is how many type 'مصممة هويات' (taa marbuta as haa): a phrase of a demo provider's CV.
  const q = 'مصممه هويات';
  const expected = (await (await request.get(`${API}/user/search`, { params: { q, type: 'providers' } })).json()).data.providers.data[0];
  expect(expected, 'the demo seed has a provider whose CV says مصممة هويات').toBeTruthy();

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'ابحث في سوق' });
  await box.fill(q);
  // Grouped suggestions as you type; the provider is among them.
  const list = page.getByRole('listbox', { name: 'اقتراحات البحث' });
  await expect(list.getByRole('group', { name: 'مقدمو الخدمة' }).getByRole('option', { name: expected.name })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  // Enter without choosing a suggestion: the results page, providers tab first.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(q);
  await expect(page.getByRole('tab', { name: /مقدمو الخدمة/ })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(expected.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/providerProfile/${expected.id}$`));

  // Following needs a login; the modal's "sign in" comes back to this provider.
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(page.getByText('يجب عليك تسجيل الدخول أولاً').first()).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/userLogin\\?returnTo=%2FproviderProfile%2F${expected.id}$`));
  await page.getByLabel('رقم الجوال').fill('500000001');
  await page.getByLabel('كلمة المرور').fill('Demo@1234');
  await page.locator('form').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/providerProfile/${expected.id}$`));
  await expect(page.getByRole('button', { name: /^(متابعة|إلغاء المتابعة)$/ })).toBeVisible();
});

test('the same search box in English: keyboard to a suggestion opens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).first().click();
  const box = page.getByRole('combobox', { name: 'Search Souq' });
  await box.fill('pitch deck');
  const option = page.getByRole('listbox').getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(option).toBeVisible();
  // ↓ until the first product is active (services and providers come before it).
  for (let i = 0; i < 12 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/providerProductDetails\/\d+$/);
});
