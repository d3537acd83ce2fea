/**
 * The platform admin console's money and approval journeys, in Arabic and in
 * English, in the built app on the real server; each side in its own browser context. The admin
 * acts in mf-admin; the customer and the providers see the outcome on their own screens:
 * - a waiting product approved: the customer store shows it, its owner sees it approved;
 * - a complaint about a paid order refunded in part: the customer's wallet has the refund, the
 *   provider's financial view the adjusted due;
 * - a settlement paid with a transfer reference: the provider's financial view has nothing pending;
 * - the commission rate changed: the next order is priced with it (admin order page, provider's order);
 * - and the audit log lists each action.
 * Each language uses its own seeded product and makes its own orders, complaint and settlement
 * through the API, so neither run depends on the other.
 */
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { AMAL, CUSTOMER, call, login, logoService, newRequest, PDF, SARA, type Session, signedInPage } from './order-flows';
import { API, adminPage, adminToken, useLocale } from './support';

type Lang = 'ar' | 'en';

test.describe.configure({ timeout: 180_000 });

const TEXT = {
  ar: {
    approve: 'اعتماد',
    yes: 'نعم',
    awaiting: 'بانتظار موافقة الإدارة',
    partial: 'جزء منه',
    amount: 'المبلغ المسترد',
    resolve: 'معالجة',
    resolveForm: 'معالجة الشكوى',
    confirm: 'هل أنت متأكد؟',
    refundKind: 'استرداد',
    totalDue: 'المستحق لك',
    pendingTag: 'قيد المراجعة',
    pay: 'تم الدفع',
    reference: 'مرجع التحويل',
    commission: 'نسبة العمولة (%)',
    commissionLabel: 'العمولة',
    save: 'حفظ',
    price: (v: string) => `السعر ${v} ريال سعودي`,
    transferred: (v: string) => `تم تحويل مستحقاتك بمبلغ ${v} ر.س`,
    audit: {
      product: 'اعتماد منتج',
      complaint: 'معالجة شكوى',
      settlement: 'دفع تسوية',
      settings: 'تعديل الإعدادات',
    },
    record: { product: 'منتج', complaint: 'شكوى', settlement: 'تسوية', settings: 'الإعدادات' },
  },
  en: {
    approve: 'Approve',
    yes: 'Yes',
    awaiting: 'Awaiting admin approval',
    partial: 'Part of it',
    amount: 'Amount to refund',
    resolve: 'Resolve',
    resolveForm: 'Resolve the complaint',
    confirm: 'Are you sure?',
    refundKind: 'Refund',
    totalDue: 'Due to you',
    pendingTag: 'Pending',
    pay: 'Mark paid',
    reference: 'Transfer reference',
    commission: 'Commission rate (%)',
    commissionLabel: 'Commission',
    save: 'Save',
    price: (v: string) => `Price ${v} Saudi riyals`,
    transferred: (v: string) => `Your due of SR ${v} has been transferred`,
    audit: {
      product: 'Product approved',
      complaint: 'Complaint resolved',
      settlement: 'Settlement paid',
      settings: 'Settings changed',
    },
    record: { product: 'Product', complaint: 'Complaint', settlement: 'Settlement', settings: 'Settings' },
  },
} as const;
type Text = (typeof TEXT)[Lang];

/** Per language: its own seeded waiting product (and owner), refund, commission rate. */
const RUN = {
  ar: { product: 'قالب مدونة شخصية', owner: '500000102', refund: 40, commission: 12 },
  en: { product: 'كتاب الوصفات الرقمية', owner: '500000108', refund: 60, commission: 14 },
} as const;

/** أمل (AMAL)'s name in the demo: the settlement queue shows providers by name. */
const AMAL_NAME = 'أمل الشهري';

/** The demo's commission rate (percent), put back after the commission journey. */
const DEMO_COMMISSION = 10;

/** One admin sign-in per test's request context (each sign-in is itself an audit entry). */
const adminTokens = new WeakMap<APIRequestContext, Promise<string>>();

// biome-ignore lint/suspicious/noExplicitAny: journeys read arbitrary JSON envelopes
async function asAdmin(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object): Promise<any> {
  if (!adminTokens.has(request)) adminTokens.set(request, adminToken(request));
  const headers = { Authorization: `Bearer ${await adminTokens.get(request)}` };
  const res = method === 'GET' ? await request.get(`${API}${url}`, { headers }) : await request.post(`${API}${url}`, { headers, data });
  const body = await res.json();
  expect(body.key, body.msg).toBe('success');
  return body;
}

function ok(body: { key: string; msg?: string }) {
  expect(body.key, body.msg).toBe('success');
}

/** A direct request of the logo service to `provider`, accepted and paid from the customer's wallet. */
async function paidOrder(request: APIRequestContext, customer: Session, provider: Session) {
  const sara = provider.phone === SARA ? provider : await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara), provider.id);
  ok(await call(request, provider, 'POST', '/provider/request-services/accept', { request_service_id: String(order.id) }));
  ok(await call(request, customer, 'POST', '/user/request-service/pay', { request_service_id: String(order.id), type: 'wallet' }));
  return order;
}

/** The owner's product named `name` sent back to review: saved again as it is (an edit waits for approval). */
async function backToReview(request: APIRequestContext, owner: Session, name: string) {
  const mine = (await call(request, owner, 'GET', '/provider/products')).data as { id: number; name: string }[];
  const id = mine.find((p) => p.name === name)?.id;
  const p = (await call(request, owner, 'POST', '/provider/products/show', { product_id: String(id) })).data;
  const form: Record<string, string> = {
    product_id: String(id),
    name: p.name,
    description: p.description,
    category_id: String(p.category.id),
    price: String(p.price),
  };
  (p.features as { id: number }[]).forEach((f, i) => {
    form[`features[${i}]`] = String(f.id);
  });
  if (p.stored_discount_percentage) {
    form.discount_percentage = String(p.stored_discount_percentage);
    form.price_after_discount = String(p.stored_price_after_discount);
    form.discount_expire = p.discount_expire;
  }
  ok(await call(request, owner, 'POST', '/provider/products/update', form));
}

/** The number in a price's accessible name ("Price 1,234.50 Saudi riyals" → 1234.5). */
async function amountOf(price: Locator): Promise<number> {
  await expect(price).toBeVisible();
  const label = (await price.getAttribute('aria-label')) ?? '';
  return Number(label.replace(/[^\d.-]/g, ''));
}

/** The audit log has `action` on `target`, named in the page's language ("منتج #12", "Settings"). */
async function expectAudited(admin: Page, action: string, target: string) {
  await admin.goto('/admin/audit-log');
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: target, exact: true }) })
    .filter({ has: admin.getByRole('cell', { name: action, exact: true }) });
  await expect(row.first()).toBeVisible();
}

async function pages(browser: Browser, lang: Lang, ...sessions: Session[]) {
  return Promise.all([adminPage(browser, lang), ...sessions.map((s) => signedInPage(browser, s, lang))]);
}

for (const lang of ['ar', 'en'] as const) {
  const L: Text = TEXT[lang];
  const run = RUN[lang];

  test(`(${lang}) an admin approves a waiting product: the customer store shows it, its owner sees it approved, the audit log lists it`, async ({
    browser,
    request,
  }) => {
    const owner = await login(request, 'provider', run.owner);
    const waiting = async () =>
      (
        (await asAdmin(request, 'GET', `/admin/products?status=pending&q=${encodeURIComponent(run.product)}`)).data.data as {
          id: number;
          name: string;
          category: { id: number };
        }[]
      ).find((p) => p.name === run.product);
    // A retry (or a second run on the same data) finds it approved already: its owner edits it, which sends it back to review.
    if (!(await waiting())) await backToReview(request, owner, run.product);
    const product = (await waiting()) as { id: number; category: { id: number } };
    expect(product, `the demo's waiting product ${run.product}`).toBeTruthy();
    const [admin, store] = await pages(browser, lang, owner);

    // Not in the store yet; its owner sees it waiting; the admin approves it from the queue.
    const shown = () => request.post(`${API}/user/products/show`, { form: { product_id: String(product.id) } }).then((r) => r.json());
    expect((await shown()).key).not.toBe('success');
    await store.goto('/providerProducts');
    const card = store.locator('li.pa-product').filter({ hasText: run.product });
    await expect(card.getByText(L.awaiting)).toBeVisible();
    await admin.goto('/admin/products');
    const row = admin.getByRole('row').filter({ hasText: run.product });
    await row.getByRole('button', { name: L.approve, exact: true }).click();
    const approved = admin.waitForResponse((r) => r.url().endsWith(`/admin/products/${product.id}/approve`));
    await admin.getByRole('button', { name: L.yes, exact: true }).click();
    ok(await (await approved).json());
    await expect(admin.getByRole('row').filter({ hasText: run.product })).toHaveCount(0);

    // A visitor finds it in the store: its category's list and its own page.
    const visitor = await (await browser.newContext()).newPage();
    await useLocale(visitor, lang);
    await visitor.goto(`/userProducts/${product.category.id}`);
    await expect(visitor.getByText(run.product).first()).toBeVisible();
    await visitor.goto(`/providerProductDetails/${product.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: run.product })).toBeVisible();
    ok(await shown());

    // The owner sees it approved.
    await store.reload();
    await expect(card).toBeVisible();
    await expect(card.getByText(L.awaiting)).toHaveCount(0);

    await expectAudited(admin, L.audit.product, `${L.record.product} #${product.id}`);
  });

  test(`(${lang}) an admin refunds a complaint in part: the customer's wallet shows the refund, the provider's due goes down, the audit log lists it`, async ({
    browser,
    request,
  }) => {
    const customer = await login(request, 'user', CUSTOMER);
    const sara = await login(request, 'provider', SARA);
    const order = await paidOrder(request, customer, sara);
    const complaint = `${lang === 'ar' ? 'ينقص التسليم ملف المصدر' : 'The source file is missing'} (${order.number})`;
    ok(
      await call(request, customer, 'POST', '/request-service/send-complaint', {
        request_service_id: String(order.id),
        complaint,
        reason: lang === 'ar' ? 'جودة التسليم' : 'Delivery quality',
      }),
    );
    const dueBefore = (await call(request, sara, 'GET', '/provider/financial/transactions')).data.total_due as number;
    const [admin, c, p] = await pages(browser, lang, customer, sara);

    // The admin opens the complaint and refunds part of the paid total, confirming the amount.
    await admin.goto('/admin/complaints');
    const row = admin.getByRole('row').filter({ hasText: complaint });
    await row.locator('.ant-table-row-expand-icon').click();
    const form = admin.getByRole('form', { name: L.resolveForm });
    await form.getByRole('radio', { name: L.partial }).check();
    await form.getByLabel(L.amount).fill(String(run.refund));
    await form.getByRole('button', { name: L.resolve, exact: true }).click();
    const resolved = admin.waitForResponse((r) => /\/admin\/complaints\/\d+\/resolve$/.test(r.url()));
    await form.getByRole('alertdialog', { name: L.confirm }).getByRole('button', { name: L.yes, exact: true }).click();
    ok(await (await resolved).json());
    await expect(admin.getByRole('row').filter({ hasText: complaint })).toHaveCount(0);
    const complaintId = Number((await resolved).url().match(/complaints\/(\d+)\//)?.[1]);

    // The customer's wallet lists the refund of this order.
    await c.goto('/walletView');
    const entry = c.locator('li.wallet-entry').filter({ hasText: order.number });
    await expect(entry.getByText(L.refundKind, { exact: true })).toBeVisible();
    await expect(entry.getByRole('img', { name: L.price(String(run.refund)) })).toBeVisible();

    // The provider's financial view: the refund's line, and the due lowered by her share of it.
    await p.goto('/fainancialView');
    await expect(p.getByRole('row').filter({ hasText: order.number }).first()).toBeVisible();
    const due = await amountOf(p.locator('.pa-total').filter({ hasText: L.totalDue }).getByRole('img'));
    expect(due).toBeLessThan(dueBefore);
    expect(due).toBe((await call(request, sara, 'GET', '/provider/financial/transactions')).data.total_due);

    await expectAudited(admin, L.audit.complaint, `${L.record.complaint} #${complaintId}`);
  });

  test(`(${lang}) an admin pays a settlement with a transfer reference: the provider sees nothing pending, the audit log lists it`, async ({
    browser,
    request,
  }) => {
    const customer = await login(request, 'user', CUSTOMER);
    const amal = await login(request, 'provider', AMAL);
    // This run's own request: an earlier one is refused (its due comes back), a new order of
    // hers is completed, and she asks for the whole due. She has a bank account in the demo.
    const pending = (await asAdmin(request, 'GET', '/admin/settlements?status=pending')).data.data as {
      id: number;
      provider: { id: number };
    }[];
    for (const s of pending.filter((x) => x.provider.id === amal.id))
      await asAdmin(request, 'POST', `/admin/settlements/${s.id}/reject`, { reason: `e2e ${lang}` });
    const order = await paidOrder(request, customer, amal);
    const finished = await request.post(`${API}/provider/request-service/finished`, {
      headers: { Authorization: `Bearer ${amal.token}` },
      multipart: { request_service_id: String(order.id), 'delivery_files[0]': PDF },
    });
    ok(await finished.json());
    ok(await call(request, customer, 'POST', '/user/request-service/finished', { request_service_id: String(order.id) }));
    ok(await call(request, amal, 'POST', '/provider/request/settlement'));
    const [admin, p] = await pages(browser, lang, amal);

    await p.goto('/fainancialView');
    await expect(p.getByRole('status').getByText(L.pendingTag, { exact: true })).toBeVisible();

    // The admin pays it: the transfer reference is asked for, then the request leaves the queue.
    const reference = `TRX-${lang}-${order.number}`;
    await admin.goto('/admin/settlements');
    const row = admin.getByRole('row').filter({ hasText: AMAL_NAME });
    await row.getByRole('button', { name: L.pay, exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(L.reference).fill(reference);
    const paid = admin.waitForResponse((r) => /\/admin\/settlements\/\d+\/pay$/.test(r.url()));
    await dialog.getByRole('button', { name: L.pay, exact: true }).click();
    ok(await (await paid).json());
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('row').filter({ hasText: AMAL_NAME })).toHaveCount(0);
    const settlementId = Number((await paid).url().match(/settlements\/(\d+)\//)?.[1]);
    const all = (await asAdmin(request, 'GET', '/admin/settlements?status=paid')).data.data as {
      id: number;
      amount: number;
      reference: string | null;
    }[];
    const settlement = all.find((s) => s.id === settlementId);
    expect(settlement?.reference).toBe(reference);

    // Amal: nothing pending any more, nothing due, and told the money was transferred.
    await p.reload();
    await expect(p.locator('.pa-total').filter({ hasText: L.totalDue })).toBeVisible();
    await expect(p.getByRole('status').getByText(L.pendingTag, { exact: true })).toHaveCount(0);
    expect(await amountOf(p.locator('.pa-total').filter({ hasText: L.totalDue }).getByRole('img'))).toBe(0);
    await p.goto('/notificationsView');
    await expect(
      p
        .getByRole('main')
        .getByText(L.transferred((settlement?.amount ?? 0).toFixed(2)))
        .first(),
    ).toBeVisible();

    await expectAudited(admin, L.audit.settlement, `${L.record.settlement} #${settlementId}`);
  });

  test(`(${lang}) an admin changes the commission rate: the next order is priced with it, the audit log lists it`, async ({
    browser,
    request,
  }) => {
    const customer = await login(request, 'user', CUSTOMER);
    const sara = await login(request, 'provider', SARA);
    const [admin, p] = await pages(browser, lang, sara);
    try {
      await admin.goto('/admin/settings');
      const rate = admin.getByLabel(L.commission);
      // The spin button shows "10.0" (its step is 0.5); its value is the demo's rate.
      await expect(rate).toHaveAttribute('aria-valuenow', String(DEMO_COMMISSION));
      await rate.fill(String(run.commission));
      const saved = admin.waitForResponse((r) => r.url().endsWith('/admin/settings') && r.request().method() === 'POST');
      await admin.getByRole('button', { name: L.save, exact: true }).click();
      ok(await (await saved).json());
      // Stored: the form reads it back after a reload.
      await admin.reload();
      await expect(admin.getByLabel(L.commission)).toHaveAttribute('aria-valuenow', String(run.commission));

      // The next order: a direct request سارة accepts, priced at her listed price.
      const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
      ok(await call(request, sara, 'POST', '/provider/request-services/accept', { request_service_id: String(order.id) }));
      const shown = (await asAdmin(request, 'GET', `/admin/orders/${order.id}`)).data as { price: number };
      const commission = (shown.price * run.commission) / 100;

      // Her order page and the admin's order page both show the new commission.
      await p.goto(`/providerOrderDetails/${order.id}`);
      expect(await amountOf(p.locator('[data-field="commission"]').getByRole('img'))).toBe(commission);
      expect(await amountOf(p.locator('[data-field="due"]').getByRole('img'))).toBe(shown.price - commission);
      await admin.goto(`/admin/orders/${order.id}`);
      const dd = admin.locator('dt', { hasText: new RegExp(`^${L.commissionLabel}$`) }).locator('xpath=following-sibling::dd[1]');
      await expect(dd).toContainText(String(commission));

      await expectAudited(admin, L.audit.settings, L.record.settings);
    } finally {
      // Later specs price orders at the demo's rate.
      await asAdmin(request, 'POST', '/admin/settings', { commission_rate: DEMO_COMMISSION });
    }
  });
}
