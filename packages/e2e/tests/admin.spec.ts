/**
 * The platform admin console (mf-admin at /admin/*), in the built app on the real
 * server: its own sign-in, approving a waiting provider, a category added in both languages and
 * found in the customer header's services menu, the audit log listing those actions; and the
 * console's code kept away from customers and from the shell when its remote is down.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { ADMIN, API, freshPhone, latestCode, useLocale } from './support';

const TEXT = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    providers: 'مقدمو الخدمات',
    approve: 'اعتماد',
    yes: 'نعم',
    categories: 'أقسام الخدمات',
    add: 'إضافة قسم خدمات',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    image: 'اختر صورة',
    save: 'حفظ',
    auditLog: 'سجل العمليات',
    approveAction: 'اعتماد مقدم خدمة',
    createAction: 'إضافة للكتالوج',
    services: 'الخدمات',
  },
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    providers: 'Providers',
    approve: 'Approve',
    yes: 'Yes',
    categories: 'Service categories',
    add: 'Add a service category',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    image: 'Choose an image',
    save: 'Save',
    auditLog: 'Audit log',
    approveAction: 'Provider approved',
    createAction: 'Catalogue item added',
    services: 'Services',
  },
} as const;

/** A 1×1 PNG for the category's image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A provider who registered and confirmed the phone, waiting for approval. */
async function waitingProvider(page: Page, name: string): Promise<number> {
  const { request } = page;
  const phone = freshPhone();
  const form = {
    name,
    email: `wait${phone}@example.com`,
    country_code: '+966',
    phone,
    city_id: '1',
    section_id: '1',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    is_conditions: '1',
  };
  expect((await (await request.post(`${API}/provider/register`, { form })).json()).key).toBe('success');
  const code = await latestCode(request, phone);
  const activated = await (await request.post(`${API}/provider/active/account`, { form: { country_code: '+966', phone, code } })).json();
  expect(activated.key).toBe('success');
  return activated.data.id;
}

async function signIn(page: Page, t: (typeof TEXT)['ar' | 'en']) {
  await page.goto('/admin/providers');
  // Not signed in to the console: its own sign-in page, coming back afterwards.
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fproviders$/);
  await page.waitForLoadState('networkidle');
  await page.getByLabel(t.email).fill(ADMIN.email);
  await page.getByLabel(t.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/providers$/);
  await expect(page.getByRole('heading', { name: t.providers, level: 1 })).toBeVisible();
}

for (const lang of ['ar', 'en'] as const) {
  test(`(${lang}) an admin signs in, approves a waiting provider, adds a category in both languages that the services menu shows, and the audit log lists both`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    await useLocale(page, lang);
    const stamp = Date.now() % 100_000;
    const providerName = lang === 'ar' ? `مزود بانتظار ${stamp}` : `Waiting studio ${stamp}`;
    await waitingProvider(page, providerName);

    await signIn(page, t);
    // The queue opens on the pending providers; approve ours after confirming.
    const row = page.getByRole('row').filter({ hasText: providerName });
    await row.getByRole('button', { name: t.approve }).click();
    await page.getByRole('button', { name: t.yes, exact: true }).click();
    // Approved: it leaves the pending queue (the toast carries the server's own wording).
    await expect(page.getByRole('row').filter({ hasText: providerName })).toHaveCount(0);

    // A service category with both names (the form refuses one name only).
    const nameAr = `قسم تجريبي ${stamp}`;
    const nameEn = `Test category ${stamp}`;
    await page.goto('/admin/catalogue/categories');
    await expect(page.getByRole('heading', { name: t.categories, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.nameAr).fill(nameAr);
    await dialog.getByLabel(t.nameEn).fill(nameEn);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(lang === 'ar' ? nameAr : nameEn).first()).toBeVisible();

    // The customer's header lists it under Services, in the page's language.
    await page.goto('/');
    const services = page.locator('header').getByRole('button', { name: t.services }).first();
    await services.click();
    await expect(page.locator('header').getByRole('list', { name: t.services })).toContainText(lang === 'ar' ? nameAr : nameEn);

    // The audit log has both actions.
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: t.auditLog, level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: t.approveAction }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: t.createAction }).first()).toBeVisible();
  });
}

test('customers never download the console, and the shop keeps working when mf-admin is unreachable', async ({ page }) => {
  await useLocale(page, 'en');
  const adminRequests: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/mf/admin/')) adminRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('header')).toContainText('Services');
  await page.goto('/providerProfile/1');
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);

  // mf-admin down: its routes show the localized fallback with a retry, the shop still works.
  await page.route('**/mf/admin/**', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: /retry|try again/i }).first()).toBeVisible();
  await page.goto('/');
  await expect(page.locator('header')).toContainText('Services');
  await expect(page.locator('footer')).toBeVisible();
});
