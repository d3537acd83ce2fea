/**
 * The provider back office, in Arabic and in English, on the built app: a new freelancer
 * edits the profile and photo, changes the phone through both codes and signs in with the new
 * phone, sets the bank account, writes the CV, adds a service and a work with images, edits and
 * deletes them; a new store owner adds a product with previews and a file, sees it awaiting
 * approval, sees it approved (admin API) and edits it (back to approval); the demo freelancer,
 * who has completed orders, requests a settlement and sees it pending.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { API, adminToken, freshPhone, latestCode, registerAndActivate, useLocale } from './support';

type Locale = 'ar' | 'en';

const TEXT = {
  en: {
    phone: 'Mobile number',
    password: 'Password',
    signIn: 'Sign in',
    countryCode: 'Country code',
    name: 'Name',
    changePhoto: 'Change photo',
    saveProfile: 'Save changes',
    changePhone: 'Change mobile number',
    sendCode: 'Send code',
    code: 'Verification code',
    confirm: 'Confirm',
    newPhone: 'New mobile number',
    phoneChanged: 'Your mobile number changed; sign in with the new number',
    bankName: 'Bank name',
    holder: 'Account holder',
    accountNumber: 'Account number',
    iban: 'IBAN',
    addAccount: 'Add account',
    updateAccount: 'Update account',
    experience: 'Experience level',
    cv: 'About me',
    saveCv: 'Save CV',
    category: 'Main category',
    service: 'Service',
    price: 'Price (SR)',
    duration: 'Duration (days)',
    description: 'Description',
    images: 'Images',
    addService: 'Add service',
    editService: (n: string) => `Edit service ${n}`,
    deleteService: (n: string) => `Delete service ${n}`,
    save: 'Save',
    yes: 'Yes',
    workName: 'Work name',
    link: 'Link',
    addWork: 'Add work',
    workAdded: 'Work added successfully',
    workEdited: 'Work edited successfully',
    editWork: (n: string) => `Edit work ${n}`,
    deleteWork: (n: string) => `Delete work ${n}`,
    productName: 'Product name',
    previews: 'Preview images',
    downloads: 'Downloadable files',
    addProduct: 'Add product',
    awaiting: 'Awaiting admin approval',
    editProduct: (n: string) => `Edit product ${n}`,
    requestSettlement: 'Request settlement',
    pending: 'Pending',
  },
  ar: {
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    countryCode: 'رمز الدولة',
    name: 'الاسم',
    changePhoto: 'تغيير الصورة',
    saveProfile: 'حفظ التعديلات',
    changePhone: 'تغيير رقم الجوال',
    sendCode: 'إرسال الرمز',
    code: 'رمز التحقق',
    confirm: 'تأكيد',
    newPhone: 'رقم الجوال الجديد',
    phoneChanged: 'تم تغيير رقم الجوال، سجّل الدخول بالرقم الجديد',
    bankName: 'اسم البنك',
    holder: 'اسم صاحب الحساب',
    accountNumber: 'رقم الحساب',
    iban: 'رقم الآيبان',
    addAccount: 'إضافة الحساب',
    updateAccount: 'تحديث الحساب',
    experience: 'مستوى الخبرة',
    cv: 'نبذة عني',
    saveCv: 'حفظ السيرة الذاتية',
    category: 'القسم الرئيسي',
    service: 'الخدمة',
    price: 'السعر (ر.س)',
    duration: 'مدة التنفيذ (أيام)',
    description: 'الوصف',
    images: 'الصور',
    addService: 'إضافة خدمة',
    editService: (n: string) => `تعديل الخدمة ${n}`,
    deleteService: (n: string) => `حذف الخدمة ${n}`,
    save: 'حفظ',
    yes: 'نعم',
    workName: 'اسم العمل',
    link: 'الرابط',
    addWork: 'إضافة عمل',
    workAdded: 'تمت إضافة العمل بنجاح',
    workEdited: 'تم تعديل العمل بنجاح',
    editWork: (n: string) => `تعديل العمل ${n}`,
    deleteWork: (n: string) => `حذف العمل ${n}`,
    productName: 'اسم المنتج',
    previews: 'صور العرض',
    downloads: 'ملفات التحميل',
    addProduct: 'إضافة منتج',
    awaiting: 'بانتظار موافقة الإدارة',
    editProduct: (n: string) => `تعديل المنتج ${n}`,
    requestSettlement: 'طلب تسوية',
    pending: 'قيد المراجعة',
  },
} as const;
type Text = (typeof TEXT)[Locale];

// A 1×1 PNG (uploads are checked by content) and a small PDF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+gqYJ2wAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const PDF = {
  name: 'دليل المستخدم.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** A new provider through the API (register, code from the outbox, admin approval). */
async function newProvider(request: APIRequestContext, name: string, sectionId: 1 | 2) {
  const phone = freshPhone();
  const cities = (await (await request.get(`${API}/cities`)).json()).data as { id: number }[];
  const active = await registerAndActivate(request, 'provider', phone, {
    name,
    email: `pro${phone}@example.com`,
    city_id: cities[0]!.id,
    section_id: sectionId,
  });
  const admin = await adminToken(request);
  const approved = await (
    await request.post(`${API}/admin/providers/${active.id}/approve`, { headers: { Authorization: `Bearer ${admin}` } })
  ).json();
  expect(approved.key).toBe('success');
  return { phone, id: active.id };
}

async function signIn(page: Page, L: Text, phone: string, password = 'Secret123') {
  await page.goto('/providerLogin');
  // Form widgets load on first use: type once the real inputs are in place.
  await page.waitForLoadState('networkidle');
  await page.getByLabel(L.phone).fill(phone);
  await page.getByLabel(L.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: L.signIn }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('visitor'))).toBe('provider');
}

/** Opens an antd select by its label and picks the option `name` (or the first one). */
async function pick(page: Page, label: string, name?: string) {
  await page.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const option = name ? options.filter({ hasText: name }).first() : options.first();
  // The list closes (with an animation) before the next select opens its own. On a loaded
  // machine a click could land while the list was still settling and pick nothing (a CI
  // run's first attempt: the list stayed open): the pick is tried again until it closes.
  await expect(async () => {
    if (await option.isVisible()) await option.click({ timeout: 2_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const fileInput = (page: Page, label: string): Locator =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('input[type=file]');

const answer = (page: Page, path: string) => page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');

async function ok(response: Promise<import('@playwright/test').Response>) {
  const body = await (await response).json();
  expect(body.key, body.msg).toBe('success');
  return body;
}

for (const lang of ['ar', 'en'] as const) {
  const L = TEXT[lang];

  test(`freelancer back office (${lang}): profile, photo, phone change, bank, CV, service and work`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await useLocale(page, lang);
    const me = await newProvider(request, lang === 'ar' ? 'مستقلة الاختبار' : 'Test Freelancer', 1);
    await signIn(page, L, me.phone);

    // Profile: the country code reads "+966" left to right, also in Arabic; name and photo saved.
    await page.goto('/providerEditProfile');
    await page.waitForLoadState('networkidle');
    const cc = page.getByLabel(L.countryCode);
    await expect(cc).toHaveValue('+966');
    expect(await cc.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.getByLabel(L.name, { exact: true }).fill(lang === 'ar' ? 'مستقلة معدلة' : 'Edited Freelancer');
    await page.locator('input[type=file]').first().setInputFiles(png('avatar.png'));
    const saved = answer(page, '/provider/update/profile');
    await page.getByRole('button', { name: L.saveProfile }).click();
    await ok(saved);

    // Phone: code to the old phone, the new phone, code to the new phone, then sign in again.
    const newPhone = freshPhone();
    await page.getByRole('button', { name: L.changePhone }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: L.sendCode }).click();
    await expect(dialog.getByLabel(L.code)).toBeVisible();
    await dialog.getByLabel(L.code).fill(await latestCode(request, me.phone));
    await dialog.getByRole('button', { name: L.confirm }).click();
    await dialog.getByLabel(L.newPhone).fill(newPhone);
    await dialog.getByRole('button', { name: L.sendCode }).click();
    await expect(dialog.getByLabel(L.code)).toBeVisible();
    await dialog.getByLabel(L.code).fill(await latestCode(request, newPhone));
    await dialog.getByRole('button', { name: L.confirm }).click();
    await expect(page.getByText(L.phoneChanged)).toBeVisible();
    await expect(page).toHaveURL(/\/providerLogin$/, { timeout: 15_000 });
    await signIn(page, L, newPhone);

    // Bank account (a valid Saudi IBAN).
    await page.goto('/bankView');
    await page.waitForLoadState('networkidle');
    await page.getByLabel(L.bankName).fill(lang === 'ar' ? 'مصرف الراجحي' : 'Al Rajhi Bank');
    await page.getByLabel(L.holder).fill('Test Freelancer');
    await page.getByLabel(L.accountNumber).fill('608010167519');
    await page.getByLabel(L.iban).fill('SA0380000000608010167519');
    const bank = answer(page, '/provider/bank-account/add');
    await page.getByRole('button', { name: L.addAccount }).click();
    await ok(bank);

    // CV, then an offered service: added, edited, deleted.
    await page.goto('/worksView');
    await page.waitForLoadState('networkidle');
    await pick(page, L.experience);
    await page.getByLabel(L.cv).fill(lang === 'ar' ? 'مصممة هويات بصرية منذ سبع سنوات' : 'Brand designer for seven years');
    const cv = answer(page, '/provider/cv/update');
    await page.getByRole('button', { name: L.saveCv }).click();
    await ok(cv);
    await pick(page, L.category);
    await pick(page, L.service);
    await page.getByLabel(L.price).fill('150');
    await page.getByLabel(L.duration).fill('3');
    const service = answer(page, '/provider/services/store');
    await page.getByRole('button', { name: L.addService }).click();
    await ok(service);
    const services = (
      await (
        await request.get(`${API}/provider/services`, {
          // The page shows the names in its own language: ask in the same one.
          headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`, lang },
        })
      ).json()
    ).data as { id: number; name: string }[];
    const offered = services[0]!;
    await page.getByRole('link', { name: L.editService(offered.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/editService/${offered.id}$`));
    await page.waitForLoadState('networkidle');
    await page.getByLabel(L.price).fill('175');
    const updated = answer(page, '/provider/services/update');
    await page.getByRole('button', { name: L.save, exact: true }).click();
    await ok(updated);
    await page.goto('/worksView');
    await page.getByRole('button', { name: L.deleteService(offered.name) }).click();
    const deleted = answer(page, '/provider/services/delete');
    await page.getByRole('button', { name: L.yes, exact: true }).click();
    await ok(deleted);
    await expect(page.getByRole('button', { name: L.deleteService(offered.name) })).toHaveCount(0);

    // A work with images: the success message box, then the works tab; edited; deleted.
    const work = lang === 'ar' ? 'هوية مقهى الواحة' : 'Oasis cafe identity';
    await page.goto('/addnewService');
    await page.waitForLoadState('networkidle');
    await page.getByLabel(L.workName).fill(work);
    await pick(page, L.category);
    await pick(page, L.service);
    await page.getByLabel(L.price).fill('900');
    await page.getByLabel(L.duration).fill('10');
    await page.getByLabel(L.link, { exact: true }).fill('https://example.com/oasis');
    await fileInput(page, L.images).setInputFiles([png('logo.png'), png('cups.png')]);
    const stored = answer(page, '/provider/works/store');
    await page.getByRole('button', { name: L.addWork }).click();
    await ok(stored);
    await expect(page.getByRole('dialog').getByText(L.workAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/worksView\?tab=works$/, { timeout: 15_000 });
    await page.getByRole('link', { name: L.editWork(work) }).click();
    await page.waitForLoadState('networkidle');
    await page.getByLabel(L.workName).fill(`${work} 2`);
    const edited = answer(page, '/provider/works/update');
    await page.getByRole('button', { name: L.save, exact: true }).click();
    await ok(edited);
    await expect(page.getByRole('dialog').getByText(L.workEdited)).toBeVisible();
    await expect(page).toHaveURL(/\/worksView\?tab=works$/, { timeout: 15_000 });
    await page.getByRole('button', { name: L.deleteWork(`${work} 2`) }).click();
    const destroyed = answer(page, '/provider/works/destroy');
    await page.getByRole('button', { name: L.yes, exact: true }).click();
    await ok(destroyed);
    await expect(page.getByRole('button', { name: L.deleteWork(`${work} 2`) })).toHaveCount(0);
  });

  test(`store owner back office (${lang}): a product with previews and a file, approval, edit back to approval`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await useLocale(page, lang);
    const me = await newProvider(request, lang === 'ar' ? 'متجر الاختبار' : 'Test Store', 2);
    await signIn(page, L, me.phone);
    const product = lang === 'ar' ? `قالب سيرة ذاتية ${me.phone}` : `Resume template ${me.phone}`;

    await page.goto('/addnewProduct');
    await page.waitForLoadState('networkidle');
    await page.getByLabel(L.productName).fill(product);
    await pick(page, L.category);
    await page.getByLabel(L.price).fill('40');
    await page.getByLabel(L.description).fill(lang === 'ar' ? 'قالب أنيق بصيغة PDF' : 'A neat PDF template');
    await fileInput(page, L.previews).setInputFiles(png('cover.png'));
    await fileInput(page, L.downloads).setInputFiles(PDF);
    const stored = answer(page, '/provider/products/store');
    await page.getByRole('button', { name: L.addProduct }).click();
    const created = await ok(stored);
    await expect(page).toHaveURL(/\/providerProducts$/, { timeout: 15_000 });
    const card = page.locator('li.pa-product').filter({ hasText: product });
    await expect(card.getByText(L.awaiting)).toBeVisible();

    // The administrator approves it: the marker goes.
    const admin = await adminToken(request);
    const productId: number = created.data.id;
    const approved = await (
      await request.post(`${API}/admin/products/${productId}/approve`, { headers: { Authorization: `Bearer ${admin}` } })
    ).json();
    expect(approved.key).toBe('success');
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card.getByText(L.awaiting)).toHaveCount(0);

    // An edit sends it back for approval.
    await page.getByRole('link', { name: L.editProduct(product) }).click();
    await expect(page).toHaveURL(new RegExp(`/editProviderProduct/${productId}$`));
    await page.waitForLoadState('networkidle');
    await page.getByLabel(L.price).fill('45');
    const updated = answer(page, '/provider/products/update');
    await page.getByRole('button', { name: L.save, exact: true }).click();
    await ok(updated);
    await expect(page).toHaveURL(/\/providerProducts$/, { timeout: 15_000 });
    await expect(card.getByText(L.awaiting)).toBeVisible();
  });

  test(`settlement (${lang}): the demo freelancer with completed orders requests it and sees it pending`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLocale(page, lang);
    // The other language's run may have left a request pending: the administrator refuses it,
    // so its transactions are due again and this run asks afresh.
    const admin = { Authorization: `Bearer ${await adminToken(request)}` };
    const requests = (await (await request.get(`${API}/admin/settlements?status=pending`, { headers: admin })).json()).data.data as {
      id: number;
      status: string;
      provider: { id: number };
    }[];
    const sara = await (
      await request.post(`${API}/provider/login`, { data: { phone: '500000101', country_code: '+966', password: 'Demo@1234' } })
    ).json();
    for (const r of requests.filter((x) => x.status === 'pending' && x.provider.id === sara.data.id))
      expect(
        (await (await request.post(`${API}/admin/settlements/${r.id}/reject`, { headers: admin, data: { reason: 'e2e rerun' } })).json())
          .key,
      ).toBe('success');

    await signIn(page, L, '500000101', 'Demo@1234');
    // A settlement needs a bank account: add one if the demo has none yet.
    await page.goto('/bankView');
    await page.waitForLoadState('networkidle');
    const add = page.getByRole('button', { name: L.addAccount });
    // The form shows "add" or "update" once the account (or its absence) has loaded.
    await expect(add.or(page.getByRole('button', { name: L.updateAccount }))).toBeVisible();
    if (await add.isVisible()) {
      await page.getByLabel(L.bankName).fill('Alinma Bank');
      await page.getByLabel(L.holder).fill('Sara');
      await page.getByLabel(L.accountNumber).fill('608010167519');
      await page.getByLabel(L.iban).fill('SA0380000000608010167519');
      const bank = answer(page, '/provider/bank-account/add');
      await add.click();
      await ok(bank);
    }
    await page.goto('/fainancialView');
    await page.getByRole('button', { name: L.requestSettlement }).click();
    const requested = answer(page, '/provider/request/settlement');
    await page.getByRole('button', { name: L.yes, exact: true }).click();
    await ok(requested);
    await expect(page.getByText(L.pending, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: L.requestSettlement })).toHaveCount(0);
  });
}
