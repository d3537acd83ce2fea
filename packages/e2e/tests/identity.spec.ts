import { expect, test } from '@playwright/test';
import { API, adminToken, freshPhone, latestCode, typeCode, useLocale, logOut } from './support';

test('a customer registers, confirms the code from the outbox, signs in, edits the profile and signs out', async ({ page, request }) => {
  await useLocale(page, 'en');
  const phone = freshPhone();
  await page.goto('/userRegester');
  // Form widgets load on first use: type once the real inputs are in place.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('User name').fill('Noura Test');
  await page.getByPlaceholder('name@example.com').fill(`noura${phone}@example.com`);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('checkbox').check();
  await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/userConfirm$/);
  const code = await latestCode(request, phone);
  await typeCode(page, code);
  // The code form never submits by itself: Confirm turns enabled with five digits and sends it.
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitor'))).toBe('user');

  // Sign out, then sign in with the password.
  await logOut(page);
  await expect(page).toHaveURL(/\/userLogin$/);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Edit the profile.
  await page.goto('/userProfile');
  // Form widgets load on first use: type once the real inputs are in place.
  await page.waitForLoadState('networkidle');
  const name = page.getByLabel('User name');
  await expect(name).toHaveValue('Noura Test');
  await name.fill('Noura Edited');
  const saved = page.waitForResponse((r) => r.url().endsWith('/user/update/profile'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await (await saved).json()).key).toBe('success');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = await (
    await request.post(`${API}/user/show-profile`, { headers: { Authorization: `Bearer ${token}`, lang: 'en' } })
  ).json();
  expect(profile.data.user_name).toBe('Noura Edited');

  await page.goto('/');
  await logOut(page);
  await expect(page).toHaveURL(/\/userLogin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The old token no longer works.
  const after = await (await request.post(`${API}/user/show-profile`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(after.key).toBe('unauthenticated');
});

test('a provider registers, is approved by the admin API, signs in and lands on the provider home', async ({ page, request }) => {
  await useLocale(page, 'en');
  const phone = freshPhone();
  await page.goto('/providerRegester');
  // Form widgets load on first use: type once the real inputs are in place.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Name', { exact: true }).fill('Studio Test');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByPlaceholder('name@example.com').fill(`studio${phone}@example.com`);
  await page.getByLabel('City').click();
  await page.keyboard.press('Enter');
  await page.getByLabel('Account type').click();
  await page.keyboard.press('Enter');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('checkbox').check();
  await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/providerConfirm$/);

  const activation = page.waitForResponse((r) => r.url().endsWith('/provider/active/account'));
  await typeCode(page, await latestCode(request, phone));
  // The code form never submits by itself: Confirm turns enabled with five digits and sends it.
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const activated = await (await activation).json();
  expect(activated.key).toBe('success');
  const providerId: number = activated.data.id;
  await expect(page.getByText(/wait for/i).first()).toBeVisible();

  // Not approved yet: sign-in is refused with the wait-for-approval message.
  await page.goto('/providerLogin');
  // Form widgets load on first use: type once the real inputs are in place.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/wait for/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/providerLogin$/);

  // The administrator approves the provider.
  const admin = await adminToken(request);
  const approved = await (
    await request.post(`${API}/admin/providers/${providerId}/approve`, { headers: { Authorization: `Bearer ${admin}`, lang: 'en' } })
  ).json();
  expect(approved.key).toBe('success');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitor'))).toBe('provider');
  // Provider home: counters panel instead of the customer widgets; no cart icon.
  await expect(page.getByText(/new/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
});
