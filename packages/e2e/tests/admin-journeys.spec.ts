/**
 * The platform admin console's money and approval journeys, in Arabic and in
 * English, in the built app on the real server; each side in its own browser context. The admin
 * acts in mf-admin; the customer and the providers see the outcome on their own screens:
 * - a waiting product approved: the customer store shows it, its owner sees it approved;
 * - a complaint about a paid order refunded in part: the customer's wallet has the refund, the
 *   provider's financial view the adjusted due;
 * - a settlement paid with a transfer reference: the provider's financial view has nothing pending;
 * - a refund after a settlement request: the request comes back with the refund's reason on both
 *   sides, the provider's due is the sum of her due lines, and her new request matches the admin's
 *   "due now";
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
    refundReason: 'تأخر التسليم عن موعده',
    statusFilter: 'الحالة',
    rejected: 'مرفوض',
    requestSettlement: 'طلب تسوية',
    dueDiffers: 'لا يطابق مبلغ الطلب',
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
    refundReason: 'Delivered later than agreed',
    statusFilter: 'Status',
    rejected: 'Rejected',
    requestSettlement: 'Request settlement',
    dueDiffers: 'Differs from the request',
    totalDue: 'Due to you',
    pendingTag: 'Pending',
    pay: 'Mark paid',
    reference: 'Transfer reference',
    commission: 'Commission rate (%)',
    commissionLabel: 'Commission',
    save: 'Save',
    price: (v: string) => `Price ${v} Saudi riyals`,
    transferred: (v: string) => `Your due of ${v} SR has been transferred`,
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

/** A paid order of `provider`'s delivered and confirmed: its due is credited to the provider. */
async function completedOrder(request: APIRequestContext, customer: Session, provider: Session) {
  const order = await paidOrder(request, customer, provider);
  const finished = await request.post(`${API}/provider/request-service/finished`, {
    headers: { Authorization: `Bearer ${provider.token}` },
    multipart: { request_service_id: String(order.id), 'delivery_files[0]': PDF },
  });
  ok(await finished.json());
  ok(await call(request, customer, 'POST', '/user/request-service/finished', { request_service_id: String(order.id) }));
  return order;
}

/** Refuses `provider`'s pending settlement requests, so a run starts from the due alone. */
async function clearPending(request: APIRequestContext, provider: Session, reason: string) {
  const pending = (await asAdmin(request, 'GET', '/admin/settlements?status=pending')).data.data as {
    id: number;
    provider: { id: number };
  }[];
  for (const s of pending.filter((x) => x.provider.id === provider.id))
    await asAdmin(request, 'POST', `/admin/settlements/${s.id}/reject`, { reason });
}

/**
 * This run's own settlement request of Amal's: an earlier one is refused (its due comes back),
 * a new order of hers is completed, and she asks for the whole due. She has a bank account in the demo.
 */
async function amalRequests(request: APIRequestContext, lang: Lang) {
  const customer = await login(request, 'user', CUSTOMER);
  const amal = await login(request, 'provider', AMAL);
  await clearPending(request, amal, `e2e ${lang}`);
  const order = await completedOrder(request, customer, amal);
  ok(await call(request, amal, 'POST', '/provider/request/settlement'));
  return { customer, amal, order };
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

/** An amount as the screens write it: Western digits, thousands grouped, two decimals only when there is a fraction. */
const money = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(v) ? 0 : 2, maximumFractionDigits: 2 });

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
    const { amal, order } = await amalRequests(request, lang);
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
        .getByText(L.transferred(money(settlement?.amount ?? 0)))
        .first(),
    ).toBeVisible();

    await expectAudited(admin, L.audit.settlement, `${L.record.settlement} #${settlementId}`);
  });

  test(`(${lang}) a refund after a settlement request sends it back with the reason; the provider's and the admin's figures add up`, async ({
    browser,
    request,
  }) => {
    const { customer, amal, order } = await amalRequests(request, lang);
    const requested = (await call(request, amal, 'GET', '/provider/financial/transactions')).data.pending_settlement.amount as number;
    ok(
      await call(request, customer, 'POST', '/request-service/send-complaint', {
        request_service_id: String(order.id),
        complaint: `e2e ${order.number}`,
      }),
    );
    const complaints = (await asAdmin(request, 'GET', '/admin/complaints?status=open')).data.data as {
      id: number;
      order: { number: string } | null;
    }[];
    const complaint = complaints.find((c) => c.order?.number === order.number);
    await asAdmin(request, 'POST', `/admin/complaints/${complaint?.id}/resolve`, {
      action: 'refund',
      amount: run.refund,
      answer: L.refundReason,
    });

    // The provider's due is the sum of her lines no request covers, never negative; the screen shows that sum.
    const fin = (await call(request, amal, 'GET', '/provider/financial/transactions')).data as {
      total_due: number;
      pending_settlement: unknown;
      transactions: { provider_due: number; settlement: string | null }[];
    };
    expect(fin.pending_settlement).toBeNull();
    const sum = Math.round(fin.transactions.filter((x) => x.settlement === null).reduce((a, x) => a + x.provider_due * 100, 0)) / 100;
    expect(fin.total_due).toBe(sum);
    expect(fin.total_due).toBeGreaterThan(0);
    expect(fin.total_due).toBeLessThan(requested);

    const [admin, p] = await pages(browser, lang, amal);
    await p.goto('/fainancialView');
    const returned = p.locator('.souq-settlement-returned');
    await expect(returned).toContainText(order.number);
    await expect(returned).toContainText(L.refundReason);
    const refundRow = p.getByRole('row').filter({ hasText: order.number }).filter({ hasText: L.refundKind });
    await expect(refundRow.getByText(L.refundReason)).toBeVisible();
    const dueBox = p.locator('.pa-total').filter({ hasText: L.totalDue });
    expect(await amountOf(dueBox.getByRole('img'))).toBe(fin.total_due);

    // The admin reads the same request, sent back with the same reason.
    await admin.goto('/admin/settlements');
    await admin.getByRole('combobox', { name: L.statusFilter }).click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: L.rejected }).click();
    const back = admin.getByRole('row').filter({ hasText: order.number });
    await expect(back).toContainText(L.refundReason);

    // She asks again for what is left; the admin sees the request and the due now side by side, equal to hers.
    await p.getByRole('button', { name: L.requestSettlement }).click();
    const asked = p.waitForResponse((r) => r.url().endsWith('/provider/request/settlement'));
    await p.getByRole('button', { name: L.yes, exact: true }).click();
    ok(await (await asked).json());
    await admin.goto('/admin/settlements');
    const row = admin.getByRole('row').filter({ hasText: AMAL_NAME });
    const figure = new RegExp(`^${money(fin.total_due).replace(/[.]/g, '\\.')}\\s`);
    await expect(row.getByRole('cell').filter({ hasText: figure })).toHaveCount(2);
    await expect(row.getByText(L.dueDiffers)).toHaveCount(0);
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
