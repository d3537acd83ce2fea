import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { coupons, notifications, payments, productOrders, products, userProducts, walletEntries } from '../../src/db/schema';
import { decodeZatcaQr } from '../../src/lib/zatca';
import { type TestApp, useTestApp } from '../helpers/test-app';
import { makeCoupon, makeProduct, makeProvider, makeStoreCategory, makeUser, productRow } from './fixtures';

const DAY = 86_400_000;
const ymd = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

describe('store checkout, downloads and tax invoices', () => {
  const t = useTestApp();
  let db: TestApp['app']['deps']['db'];
  let ownerA: { id: number };
  let ownerB: { id: number };
  let cat: { id: number };
  const p = {} as Record<'deck' | 'icons' | 'cv' | 'book' | 'font', { id: number }>;
  const fileBytes = new Map<number, Buffer>();

  const user = async (name: string, walletSR = 0) => {
    const u = await makeUser(db, name);
    if (walletSR) await t.app.services.wallet.credit({ role: 'user', id: u.id }, walletSR * 100, 'adjustment', {});
    return { id: u.id, token: await t.app.deps.tokens.issue('user', u.id) };
  };
  const balance = (id: number) => t.app.services.wallet.balance({ role: 'user', id });
  const cartCount = async (token: string) => (await t.get('/user/cart/get', { token })).data.count as number;
  const add = async (token: string, productId: number) => {
    const r = await t.post('/user/cart/add', { product_id: productId }, { token });
    assert.equal(r.key, 'success', r.msg);
  };
  const order = (token: string, pay_type: number, coupon = '', lang: 'ar' | 'en' = 'en') =>
    t.post('/user/create-order', { pay_type, coupon }, { token, lang });
  const paymentEntries = async (id: number) =>
    db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, id), eq(walletEntries.kind, 'payment')));
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const payOnPage = (url: string, card: string) =>
    t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card_number=${card}`,
    });

  before(async () => {
    db = t.app.deps.db;
    cat = await makeStoreCategory(db);
    ownerA = await makeProvider(db, 'متجر الأفكار', { sectionId: 2 });
    ownerB = await makeProvider(db, 'Pixel Store', { sectionId: 2 });
    const future = ymd(new Date(Date.now() + 10 * DAY));
    p.deck = await makeProduct(db, ownerA.id, cat.id, {
      name: 'قالب عرض',
      price: 100,
      discountPercentage: 20,
      priceAfterDiscount: 80,
      discountExpire: future,
    });
    p.icons = await makeProduct(db, ownerB.id, cat.id, { name: 'Icon Pack', price: 60 });
    p.cv = await makeProduct(db, ownerA.id, cat.id, { name: 'سيرة ذاتية', price: 40 });
    p.book = await makeProduct(db, ownerB.id, cat.id, { name: 'كتاب', price: 30 });
    p.font = await makeProduct(db, ownerB.id, cat.id, { name: 'خط عربي', price: 25 });
    // The download files exist on disk (the fixture names them product-files/f<id>.pdf).
    const root = t.app.deps.storage.root!;
    await mkdir(path.join(root, 'product-files'), { recursive: true });
    for (const { id } of Object.values(p)) {
      const bytes = Buffer.from(`%PDF-1.4 product ${id}\n`);
      fileBytes.set(id, bytes);
      await writeFile(path.join(root, 'product-files', `f${id}.pdf`), bytes);
    }
    await makeCoupon(db, 'SAVE10', { type: 'percent', value: 10 });
  });

  it('pays by wallet: balance and ledger, coupon used once, cart emptied, files and invoice available', async () => {
    const c = await user('عميلة المحفظة', 500);
    await add(c.token, p.deck.id);
    await add(c.token, p.icons.id);
    const r = await order(c.token, 1, 'save10');
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.msg, 'Payment done: your purchases are in your files');
    // 80 + 60 = 140, coupon 14, VAT 15 % of 126 = 18.90 → 144.90
    assert.equal(r.data.paid, true);
    assert.equal(r.data.url, null);
    assert.equal(r.data.final_total, 144.9);
    assert.deepEqual(r.data.invoice, { kind: 'products', id: r.data.order_id });
    assert.match(r.data.number, /^P-\d{8}-\d{5}$/);

    assert.equal(await balance(c.id), 500_00 - 144_90);
    const entries = await paymentEntries(c.id);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.amount, -144_90);
    assert.equal(entries[0]!.referenceType, 'product_order');
    assert.equal(entries[0]!.referenceId, r.data.order_id);
    assert.equal(await cartCount(c.token), 0);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'SAVE10'));
    assert.equal(coupon!.usedCount, 1);
    const [row] = await db.select().from(productOrders).where(eq(productOrders.id, r.data.order_id));
    assert.equal(row!.status, 'paid');
    assert.equal(row!.couponDiscount, 14_00);
    assert.equal((await productRow(db, p.deck.id)).salesCount, 1);
    // Each store owner is told of their sale.
    const sold = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientRole, 'provider'), eq(notifications.type, 'product_sold')));
    assert.deepEqual(sold.map((n) => n.recipientId).sort(), [ownerA.id, ownerB.id].sort());
    assert.equal(sold.find((n) => n.recipientId === ownerB.id)!.bodyAr, 'تم شراء منتجك «Icon Pack»');

    // Bought: shown as purchased, listed in the files, not addable again.
    assert.equal((await t.post('/user/products/show', { product_id: p.deck.id }, { token: c.token })).data.is_purchased, true);
    const files = await t.get('/user/downloads', { token: c.token });
    assert.equal(files.key, 'success');
    assert.deepEqual(files.data.map((f: { id: number }) => f.id).sort(), [p.deck.id, p.icons.id].sort());
    assert.equal(files.data[0].order_id, r.data.order_id);
    // Each file shows what was paid for it after the coupon (10 % off 80 and 60), not its list price.
    assert.deepEqual(Object.fromEntries(files.data.map((f: { id: number; paid_price: number }) => [f.id, f.paid_price])), {
      [p.deck.id]: 72,
      [p.icons.id]: 54,
    });
    assert.equal((await t.post('/user/cart/add', { product_id: p.deck.id }, { token: c.token })).key, 'fail');

    // Nothing left to pay: a second checkout is refused and charges nothing.
    const again = await order(c.token, 1);
    assert.equal(again.key, 'fail');
    assert.equal(again.msg, 'Your cart is empty');
    assert.equal(await balance(c.id), 500_00 - 144_90);

    // The invoice: buyer and the stores it pays, nobody else.
    const inv = await t.get(`/invoices/products/${r.data.order_id}`, { token: c.token });
    assert.equal(inv.key, 'success', inv.msg);
    assert.match(inv.data.number, /^INV-\d{6}$/);
    assert.equal(inv.data.vat_rate, 15);
    assert.equal(inv.data.subtotal, 140);
    assert.equal(inv.data.discount, 14);
    assert.equal(inv.data.vat_amount, 18.9);
    assert.equal(inv.data.total, 144.9);
    assert.equal(inv.data.lines.length, 2);
    assert.equal(inv.data.seller_name, 'منصة سوق للخدمات الرقمية');
    const qr = decodeZatcaQr(inv.data.qr);
    assert.equal(qr[1], 'منصة سوق للخدمات الرقمية');
    assert.equal(qr[2], inv.data.vat_number);
    assert.equal(qr[3], inv.data.issued_at);
    assert.match(qr[3]!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.equal(qr[4], '144.90');
    assert.equal(qr[5], '18.90');
    // Lengths are UTF-8 bytes (the Arabic name is longer in bytes than in characters).
    const raw = Buffer.from(inv.data.qr, 'base64');
    assert.equal(raw[0], 1);
    assert.equal(raw[1], Buffer.byteLength('منصة سوق للخدمات الرقمية', 'utf8'));

    const page = await t.app.inject({ method: 'GET', url: pathOf(inv.data.pdf_url) });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    for (const text of [
      'فاتورة ضريبية مبسطة',
      'Simplified tax invoice',
      inv.data.number,
      inv.data.vat_number,
      'عميلة المحفظة',
      '144.90',
      '18.90',
    ])
      assert.ok(page.body.includes(text), `page shows ${text}`);
    assert.match(page.body, /<svg [^>]*aria-label="ZATCA QR"/, 'the QR code is drawn');
    // The tab's title is plain text: the number is isolated so Arabic never splits it.
    assert.ok(page.body.includes(`<title>فاتورة ضريبية مبسطة \u2066${inv.data.number}\u2069`), 'the number in the title is isolated');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/invoice-pages/guess' })).statusCode, 404);

    const seller = await t.get(`/invoices/products/${r.data.order_id}`, { token: await t.app.deps.tokens.issue('provider', ownerB.id) });
    assert.equal(seller.key, 'success');
    const stranger = await user('متطفل');
    assert.equal(
      (await t.get(`/invoices/products/${r.data.order_id}`, { token: stranger.token, lang: 'ar' })).msg,
      'لا توجد فاتورة لهذا الطلب',
    );
    const otherStore = await makeProvider(db, 'متجر آخر', { sectionId: 2 });
    const notSeller = await t.get(`/invoices/products/${r.data.order_id}`, {
      token: await t.app.deps.tokens.issue('provider', otherStore.id),
    });
    assert.equal(notSeller.key, 'fail');
  });

  it('download links: the buyer only, each use counted, expired after DOWNLOAD_LINK_MINUTES', async () => {
    const c = await user('مشتري الملفات', 100);
    await add(c.token, p.book.id);
    assert.equal((await order(c.token, 1)).key, 'success');
    const stranger = await user('غريب');
    const refused = await t.post('/user/products/download-files', { product_id: p.book.id }, { token: stranger.token, lang: 'ar' });
    assert.equal(refused.key, 'fail');
    assert.equal(refused.msg, 'لم تقم بشراء هذا المنتج');

    const r = await t.post('/user/products/download-files', { product_id: p.book.id }, { token: c.token });
    assert.equal(r.key, 'success', r.msg);
    const [link] = r.data.download_files_attachments;
    assert.equal(link.name, 'كتاب.pdf');
    assert.match(link.link, /^http:\/\/souq\.test\/api\/v1\/downloads\/[\w-]{20,}$/);
    assert.ok(new Date(link.expires_at).getTime() > Date.now() + 14 * 60_000);

    const before = (await productRow(db, p.book.id)).downloadCount;
    for (let i = 0; i < 2; i++) {
      const file = await t.app.inject({ method: 'GET', url: pathOf(link.link) });
      assert.equal(file.statusCode, 200);
      assert.deepEqual(file.rawPayload, fileBytes.get(p.book.id));
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.equal(
        file.headers['content-disposition'],
        `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('كتاب.pdf')}`,
      );
    }
    assert.equal((await productRow(db, p.book.id)).downloadCount, before + 2);
    const [owned] = await db
      .select()
      .from(userProducts)
      .where(and(eq(userProducts.userId, c.id), eq(userProducts.productId, p.book.id)));
    assert.equal(owned!.downloadCount, 2);

    // The file itself is never public.
    assert.equal((await t.app.inject({ method: 'GET', url: `/uploads/product-files/f${p.book.id}.pdf` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/downloads/not-a-token' })).statusCode, 404);

    t.advance(16 * 60_000);
    try {
      const late = await t.app.inject({ method: 'GET', url: pathOf(link.link), headers: { lang: 'ar' } });
      assert.equal(late.statusCode, 410);
      assert.equal(late.json().key, 'fail');
      assert.equal(late.json().msg, 'انتهت صلاحية رابط التحميل، اطلب رابطاً جديداً من صفحة ملفاتك');
      assert.equal((await productRow(db, p.book.id)).downloadCount, before + 2, 'an expired link counts nothing');
      // A fresh link works again.
      const fresh = await t.post('/user/products/download-files', { product_id: p.book.id }, { token: c.token });
      assert.equal((await t.app.inject({ method: 'GET', url: pathOf(fresh.data.download_files_attachments[0].link) })).statusCode, 200);
    } finally {
      t.advance(-16 * 60_000);
    }
  });

  it('wallet below the total: a localized fail and nothing changes', async () => {
    const c = await user('رصيد قليل', 10);
    await add(c.token, p.icons.id);
    const r = await order(c.token, 1, 'SAVE10', 'ar');
    assert.equal(r.key, 'fail');
    assert.match(r.msg, /رصيد المحفظة غير كافٍ/);
    // Amounts in messages follow the screens' rule: whole riyals without decimals, a fraction with two.
    assert.match(r.msg, /رصيدك الحالي 10 ر.س والمطلوب 62.10 ر.س/);
    assert.equal(await balance(c.id), 10_00);
    assert.equal(await cartCount(c.token), 1);
    assert.equal((await db.select().from(productOrders).where(eq(productOrders.userId, c.id))).length, 0);
    assert.equal((await paymentEntries(c.id)).length, 0);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'SAVE10'));
    assert.equal(coupon!.usedCount, 1, 'the coupon was not used');
    assert.equal((await t.get('/user/downloads', { token: c.token })).data.length, 0);
  });

  it('bad input: pay type, unknown coupon, empty cart — each a localized fail', async () => {
    const c = await user('مدخلات خاطئة', 100);
    assert.equal((await order(c.token, 1, '', 'ar')).msg, 'السلة فارغة');
    await add(c.token, p.cv.id);
    const bad = await order(c.token, 2, '', 'ar');
    assert.equal(bad.key, 'fail');
    assert.equal(bad.msg, 'اختر طريقة الدفع (المحفظة أو البطاقة)');
    assert.equal((await order(c.token, 1, 'NOPE', 'ar')).msg, 'كود الخصم غير صحيح');
    assert.equal((await t.post('/user/create-order', { pay_type: 1 }, { token: null })).key, 'unauthenticated');
    assert.equal(await balance(c.id), 100_00);
    assert.equal(await cartCount(c.token), 1);
  });

  it('a product withdrawn after it was added leaves the cart with a clear message, nothing charged', async () => {
    const c = await user('سلة متغيرة', 200);
    const gone = await makeProduct(db, ownerA.id, cat.id, { name: 'منتج سيسحب', price: 20 });
    await add(c.token, gone.id);
    await add(c.token, p.font.id);
    await db.update(products).set({ isApproved: false }).where(eq(products.id, gone.id));
    const r = await order(c.token, 1, '', 'en');
    assert.equal(r.key, 'fail');
    assert.match(r.msg, /^Your cart changed/);
    assert.equal(await balance(c.id), 200_00);
    assert.equal(await cartCount(c.token), 1);
    const ok = await order(c.token, 1);
    assert.equal(ok.key, 'success', ok.msg);
    assert.equal(ok.data.final_total, 28.75);
  });

  it('20 parallel wallet checkouts of one cart charge once', async () => {
    const c = await user('مستعجل', 1000);
    await add(c.token, p.cv.id);
    await add(c.token, p.icons.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => order(c.token, 1)));
    const wins = results.filter((r) => r.key === 'success');
    assert.equal(wins.length, 1);
    for (const r of results.filter((x) => x.key !== 'success')) assert.equal(r.msg, 'Your cart is empty');
    // 40 + 60 = 100, VAT 15 → 115
    assert.equal(await balance(c.id), 1000_00 - 115_00);
    assert.equal((await paymentEntries(c.id)).length, 1);
    assert.equal((await db.select().from(productOrders).where(eq(productOrders.userId, c.id))).length, 1);
    assert.equal((await db.select().from(userProducts).where(eq(userProducts.userId, c.id))).length, 2);
  });

  it('pays by card: pending until the sandbox settles, the same payment on a repeat, then paid with files and invoice', async () => {
    const c = await user('دفع بالبطاقة');
    await add(c.token, p.font.id);
    const r = await order(c.token, 3, '', 'ar');
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.msg, 'أكمل الدفع بالبطاقة');
    assert.equal(r.data.paid, false);
    assert.match(r.data.url, /^http:\/\/souq\.test\/api\/v1\/payments\/sandbox\/\d+\?token=/);
    assert.equal(r.data.final_total, 28.75);
    // Not paid yet: the cart stays, nothing owned, no invoice.
    assert.equal(await cartCount(c.token), 1);
    assert.equal((await t.get('/user/downloads', { token: c.token })).data.length, 0);
    assert.equal((await t.get(`/invoices/products/${r.data.order_id}`, { token: c.token })).key, 'fail');
    // A repeat (double click, parallel tabs) answers the same order and payment.
    const repeats = await Promise.all([order(c.token, 3), order(c.token, 3)]);
    for (const x of repeats) {
      assert.equal(x.data.order_id, r.data.order_id);
      assert.equal(x.data.url, r.data.url);
    }

    const declined = await payOnPage(r.data.url, '4000000000000002');
    assert.equal(declined.statusCode, 303);
    assert.equal(await cartCount(c.token), 1, 'a declined card changes nothing');

    // Declined payments are final: a new checkout starts a new payment, which the card pays.
    const second = await order(c.token, 3);
    assert.notEqual(second.data.url, r.data.url);
    const paid = await payOnPage(second.data.url, '4111111111111111');
    assert.equal(paid.statusCode, 303);
    assert.match(String(paid.headers.location), /\/filesView\?payment_id=\d+&payment_status=paid$/);
    const [row] = await db.select().from(productOrders).where(eq(productOrders.id, second.data.order_id));
    assert.equal(row!.status, 'paid');
    assert.equal(await cartCount(c.token), 0);
    assert.deepEqual(
      (await t.get('/user/downloads', { token: c.token })).data.map((f: { id: number }) => f.id),
      [p.font.id],
    );
    assert.equal((await t.get(`/invoices/products/${second.data.order_id}`, { token: c.token })).data.total, 28.75);
    assert.equal(await balance(c.id), 0, 'no wallet money moved');
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ownerB.id), eq(notifications.type, 'product_sold')));
    assert.ok(told.some((n) => n.bodyEn === 'Your product “خط عربي” was bought'));
  });

  it('a declined card marks its order failed: the cart stays, nothing owned, the page says why', async () => {
    const c = await user('بطاقة مرفوضة');
    await add(c.token, p.book.id);
    const r = await order(c.token, 3, 'SAVE10');
    assert.equal(r.key, 'success', r.msg);
    const declined = await payOnPage(r.data.url, '4000000000000002');
    assert.equal(declined.statusCode, 303);
    assert.match(String(declined.headers.location), /\/filesView\?payment_id=\d+&payment_status=declined$/);
    const [row] = await db.select().from(productOrders).where(eq(productOrders.id, r.data.order_id));
    assert.equal(row!.status, 'failed');
    assert.equal(await cartCount(c.token), 1, 'the cart is kept for another try');
    assert.equal((await db.select().from(userProducts).where(eq(userProducts.userId, c.id))).length, 0);
    assert.equal((await t.get('/user/downloads', { token: c.token })).data.length, 0);
    assert.equal((await t.get(`/invoices/products/${r.data.order_id}`, { token: c.token })).key, 'fail');
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'SAVE10'));
    const usedBefore = coupon!.usedCount;
    // A replay of the declined page changes nothing; a new checkout is a new order.
    const replay = await payOnPage(r.data.url, '4111111111111111');
    assert.match(String(replay.headers.location), /payment_status=declined$/);
    assert.equal((await db.select().from(productOrders).where(eq(productOrders.id, r.data.order_id)))[0]!.status, 'failed');
    const again = await order(c.token, 3, 'SAVE10');
    assert.notEqual(again.data.order_id, r.data.order_id);
    assert.equal((await db.select().from(coupons).where(eq(coupons.code, 'SAVE10')))[0]!.usedCount, usedBefore);
  });

  it('a card payment that settles after the cart was paid by wallet is refunded to the wallet, never charged twice', async () => {
    const c = await user('دفعتان', 100);
    const extra = await makeProduct(db, ownerB.id, cat.id, { name: 'منتج إضافي', price: 50 });
    await add(c.token, extra.id);
    const card = await order(c.token, 3);
    assert.equal(card.data.paid, false);
    const wallet = await order(c.token, 1);
    assert.equal(wallet.key, 'success', wallet.msg);
    assert.equal(await balance(c.id), 100_00 - 57_50);
    const settled = await payOnPage(card.data.url, '4111111111111111');
    assert.equal(settled.statusCode, 303);
    const [pay] = await db.select().from(payments).where(eq(payments.referenceId, card.data.order_id));
    assert.equal(pay!.status, 'paid');
    assert.equal(pay!.refundedToWallet, 57_50);
    assert.equal(await balance(c.id), 100_00, 'the card payment came back to the wallet');
    const [cardOrder] = await db.select().from(productOrders).where(eq(productOrders.id, card.data.order_id));
    assert.equal(cardOrder!.status, 'pending', 'the refused order is not marked paid');
    assert.equal((await db.select().from(userProducts).where(eq(userProducts.userId, c.id))).length, 1);
  });
});
