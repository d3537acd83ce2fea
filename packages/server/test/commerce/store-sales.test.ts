/**
 * Store sales credit the store owners' due (migration 0025): a paid checkout, by wallet or
 * by card, writes one financial transaction per store owner (effective net price after the
 * coupon, commission, the owner's share of the VAT), once; the owner sees it in their
 * financials and can request a settlement; a partial refund afterwards takes back only the
 * refund's share of each owner's due. Amounts in halalas unless the API answers SR.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { complaints, financialTransactions, productOrders } from '../../src/db/schema';
import { createStoreOrdersRepository } from '../../src/modules/commerce/store-orders.repository';
import { creditStoreOwners } from '../../src/modules/commerce/store-sales';
import { useTestApp } from '../helpers/test-app';
import { payOnPage } from '../orders/support';
import { makeCoupon, makeProduct, makeProvider, makeStoreCategory, makeUser } from './fixtures';

const DAY = 86_400_000;
const ymd = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

describe('store sales credit the store owners’ due', () => {
  const t = useTestApp();
  let db: Db;
  const owner = {} as Record<'a' | 'b', { id: number; token: string }>;
  const p = {} as Record<'deck' | 'cv' | 'icons' | 'book', { id: number }>;
  let walletOrderId = 0;
  let cardOrderId = 0;

  const party = async (role: 'user' | 'provider', id: number) => ({ id, token: await t.app.deps.tokens.issue(role, id) });
  const customer = async (name: string, walletSR = 0) => {
    const u = await makeUser(db, name);
    if (walletSR) await t.app.services.wallet.credit({ role: 'user', id: u.id }, walletSR * 100, 'adjustment', {});
    return party('user', u.id);
  };
  const add = async (token: string, productId: number) => {
    const r = await t.post('/user/cart/add', { product_id: productId }, { token });
    assert.equal(r.key, 'success', r.msg);
  };
  const rowsOf = (orderId: number) =>
    db
      .select()
      .from(financialTransactions)
      .where(eq(financialTransactions.productOrderId, orderId))
      .orderBy(financialTransactions.providerId);
  const fin = async (token: string) => (await t.get('/provider/financial/transactions', { token })).data;
  const pick = (r: typeof financialTransactions.$inferSelect) => ({
    providerId: r.providerId,
    price: r.price,
    appRate: r.appRate,
    taxValue: r.taxValue,
    finalTotal: r.finalTotal,
    providerDue: r.providerDue,
    paymentMethod: r.paymentMethod,
    kind: r.kind,
    requestServiceId: r.requestServiceId,
  });

  before(async () => {
    db = t.app.deps.db;
    const cat = await makeStoreCategory(db, 'قوالب المبيعات', 'Sales templates');
    owner.a = await party('provider', (await makeProvider(db, 'متجر الأفكار', { sectionId: 2 })).id);
    owner.b = await party('provider', (await makeProvider(db, 'Pixel Store', { sectionId: 2 })).id);
    const future = ymd(new Date(Date.now() + 10 * DAY));
    p.deck = await makeProduct(db, owner.a.id, cat.id, {
      price: 100,
      discountPercentage: 20,
      priceAfterDiscount: 80,
      discountExpire: future,
    });
    p.cv = await makeProduct(db, owner.a.id, cat.id, { price: 35 });
    p.icons = await makeProduct(db, owner.b.id, cat.id, { price: 60 });
    p.book = await makeProduct(db, owner.b.id, cat.id, { price: 29 });
    await makeCoupon(db, 'SALES10', { type: 'percent', value: 10 });
  });

  it('a wallet checkout of two stores with a coupon credits each owner exactly, once', async () => {
    const c = await customer('مشتري المحفظة', 500);
    await add(c.token, p.deck.id);
    await add(c.token, p.icons.id);
    // 80 (discounted) + 60 = 140 SR; SALES10 takes 14 (8 + 6 by price); VAT 15 % of 126 = 18.90.
    const r = await t.post('/user/create-order', { pay_type: 1, coupon: 'SALES10' }, { token: c.token });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.final_total, 144.9);
    walletOrderId = r.data.order_id;
    const rows = await rowsOf(walletOrderId);
    const base = { paymentMethod: 'wallet', kind: 'order', requestServiceId: null };
    assert.deepEqual(rows.map(pick), [
      { providerId: owner.a.id, price: 7200, appRate: 720, taxValue: 1080, finalTotal: 8280, providerDue: 6480, ...base },
      { providerId: owner.b.id, price: 5400, appRate: 540, taxValue: 810, finalTotal: 6210, providerDue: 4860, ...base },
    ]);
    assert.ok(rows.every((x) => x.number === r.data.number && x.settlementRequestId === null));
    assert.equal(
      rows.reduce((a, x) => a + x.finalTotal, 0),
      14490,
      'the owners’ rows add up to what the customer paid',
    );

    // Paying again: the cart is empty, and crediting the same order again writes nothing.
    assert.equal((await t.post('/user/create-order', { pay_type: 1 }, { token: c.token })).key, 'fail');
    const again = await db.transaction(async (tx) => {
      const repo = createStoreOrdersRepository(tx as unknown as Db);
      const order = (await repo.order(walletOrderId))!;
      return creditStoreOwners(tx as unknown as Db, order, await repo.items(order.id), new Date());
    });
    assert.equal(again, 0);
    assert.equal((await rowsOf(walletOrderId)).length, 2);

    // The owner's financials list the sale (SR) and its due.
    const a = await fin(owner.a.token);
    assert.equal(a.total_due, 64.8);
    assert.equal(a.total_transactions, 82.8);
    const tx = a.transactions.find((x: { number: string }) => x.number === r.data.number);
    assert.deepEqual(
      {
        app_rate: tx.app_rate,
        tax_value: tx.tax_value,
        final_total: tx.final_total,
        provider_due: tx.provider_due,
        request_service_id: tx.request_service_id,
        product_order_id: tx.product_order_id,
      },
      { app_rate: 7.2, tax_value: 10.8, final_total: 82.8, provider_due: 64.8, request_service_id: null, product_order_id: walletOrderId },
    );
  });

  it('a card checkout credits once when the payment settles, not before, and a replayed payment changes nothing', async () => {
    const c = await customer('مشتري البطاقة');
    await add(c.token, p.cv.id);
    await add(c.token, p.book.id);
    // 35 + 29 = 64 SR; SALES10 takes 6.40 (3.50 + 2.90); VAT 15 % of 57.60 = 8.64, shared 4.73 / 3.91
    // (4.725… and 3.914…: the halala left goes to the larger remainder).
    const r = await t.post('/user/create-order', { pay_type: 3, coupon: 'SALES10' }, { token: c.token });
    assert.equal(r.data.paid, false);
    cardOrderId = r.data.order_id;
    assert.equal((await rowsOf(r.data.order_id)).length, 0, 'nothing is due before the card pays');
    await payOnPage(t, r.data.url);
    await payOnPage(t, r.data.url);
    const rows = await rowsOf(r.data.order_id);
    const base = { paymentMethod: 'card', kind: 'order', requestServiceId: null };
    assert.deepEqual(rows.map(pick), [
      { providerId: owner.a.id, price: 3150, appRate: 315, taxValue: 473, finalTotal: 3623, providerDue: 2835, ...base },
      { providerId: owner.b.id, price: 2610, appRate: 261, taxValue: 391, finalTotal: 3001, providerDue: 2349, ...base },
    ]);
    assert.equal((await fin(owner.a.token)).total_due, 93.15);
    assert.equal((await fin(owner.b.token)).total_due, 72.09);
  });

  it('the owner can then request a settlement of the whole due', async () => {
    const bank = await t.post(
      '/provider/bank-account/add',
      { name: 'الأهلي', user_name: 'متجر الأفكار', number: '1234567890', iban: 'SA0380000000608010167519' },
      { token: owner.a.token },
    );
    assert.equal(bank.key, 'success', bank.msg);
    const s = await t.post('/provider/request/settlement', {}, { token: owner.a.token });
    assert.equal(s.key, 'success', s.msg);
    const a = await fin(owner.a.token);
    assert.equal(a.total_due, 0);
    assert.equal(a.pending_settlement.amount, 93.15);
  });

  it('a partial refund of the wallet order takes back only its share of each owner’s due', async () => {
    const [order] = await db.select().from(productOrders).where(eq(productOrders.id, walletOrderId));
    const buyer = await party('user', order!.userId);
    const filed = await t.post(
      '/user/provider/complaint',
      { reason: 'ملف تالف', complaint: 'أحد الملفين لا يفتح', product_order_id: walletOrderId },
      { token: buyer.token },
    );
    assert.equal(filed.key, 'success', filed.msg);
    const [c] = await db.select().from(complaints).where(eq(complaints.productOrderId, walletOrderId));
    const admin = (await t.post('/admin/login', { email: 'admin@souq.sa', password: 'Admin@12345' })).data.token as string;
    const before = { a: (await fin(owner.a.token)).total_due, b: (await fin(owner.b.token)).total_due };
    const r = await t.post(`/admin/complaints/${c!.id}/resolve`, { action: 'refund', amount: 50 }, { token: admin });
    assert.equal(r.key, 'success', r.msg);
    // 50 of 144.90 paid: each owner gives back the same share of their due (64.80 → 22.36, 48.60 → 16.77).
    const refunds = await db
      .select()
      .from(financialTransactions)
      .where(and(eq(financialTransactions.complaintId, c!.id), eq(financialTransactions.kind, 'refund')))
      .orderBy(financialTransactions.providerId);
    assert.deepEqual(
      refunds.map((x) => [x.providerId, x.providerDue]),
      [
        [owner.a.id, -2236],
        [owner.b.id, -1677],
      ],
    );
    const afterA = (await fin(owner.a.token)).total_due;
    const afterB = (await fin(owner.b.token)).total_due;
    assert.equal(afterB, Math.round(before.b * 100 - 1677) / 100, 'B’s due goes down by exactly the refund’s share');
    assert.ok(afterB > 0);
    // A's sales were in a pending settlement: the refund sends it back, and A's due is their lines' sum again.
    assert.equal(before.a, 0);
    assert.equal(afterA, Math.round(9315 - 2236) / 100);
    const a = await fin(owner.a.token);
    assert.equal(a.pending_settlement, null);
    assert.deepEqual([a.returned_settlement.amount, a.returned_settlement.refund], [93.15, 22.36]);
    const sales = (await rowsOf(walletOrderId)).filter((x) => x.providerId === owner.b.id)[0]!;
    assert.ok(sales.providerDue + refunds[1]!.providerDue >= 0, 'never more than the order credited');

    // The admin's CSV of transactions lists the sale rows (kind order) and the refund rows, in words.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/exports/transactions.csv',
      headers: { authorization: `Bearer ${admin}`, lang: 'en' },
    });
    assert.equal(csv.statusCode, 200);
    assert.match(csv.body, new RegExp(`${order!.number},Pixel Store,Order,62.1,8.1,5.4,48.6,Wallet`));
    assert.match(csv.body, new RegExp(`${order!.number},Pixel Store,Refund`));
  });
  it('migration 0025 backfills paid store orders with the same rows the checkout writes', async () => {
    const ids = [walletOrderId, cardOrderId];
    const written = await db
      .select()
      .from(financialTransactions)
      .where(and(inArray(financialTransactions.productOrderId, ids), eq(financialTransactions.kind, 'order')))
      .orderBy(financialTransactions.productOrderId, financialTransactions.providerId);
    assert.equal(written.length, 4);
    await db.delete(financialTransactions).where(inArray(financialTransactions.productOrderId, ids));
    const migration = await readFile(path.join(import.meta.dirname, '../../src/db/migrations/0025_store_sales_due.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'))!;
    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(backfill));
    const again = await db
      .select()
      .from(financialTransactions)
      .where(inArray(financialTransactions.productOrderId, ids))
      .orderBy(financialTransactions.productOrderId, financialTransactions.providerId);
    const paidAt = new Map(
      (await db.select().from(productOrders).where(inArray(productOrders.id, ids))).map((o) => [o.id, o.paidAt!.getTime()]),
    );
    assert.deepEqual(again.map(pick), written.map(pick));
    assert.deepEqual(
      again.map((x) => [x.number, x.createdAt.getTime()]),
      written.map((x) => [x.number, paidAt.get(x.productOrderId!)]),
    );
  });
});
