/**
 * Admin console gaps: contact-us messages in the complaints (closed with an
 * answer, never refunded), a partial refund of a store order (wallet ledger and each store
 * owner's due), deleting catalogue rows that are in use (refused, nothing changes), and the
 * audit log's filters by admin and date range.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  adminAuditLog,
  cities,
  complaints,
  financialTransactions,
  productOrderItems,
  productOrders,
  providers,
  walletEntries,
} from '../../src/db/schema';
import { makeCategory, makeExperience, makeService, offer } from '../catalog/fixtures';
import { makeProduct, makeStoreCategory } from '../commerce/fixtures';
import { useTestApp } from '../helpers/test-app';
import { balance, orderWorld, type Party } from '../orders/support';

describe('admin console gaps', () => {
  const t = useTestApp();
  let token: string;
  let customer: Party;

  const auditCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
  const signIn = async () => (await t.post('/admin/login', { email: 'admin@souq.sa', password: 'Admin@12345' })).data.token as string;

  before(async () => {
    customer = await (await orderWorld(t)).user('عميل المتجر');
    token = await signIn();
  });

  it('a contact-us message is a "contact" complaint: refund and release fail in both languages, close answers it', async () => {
    const sent = await t.post('/cotact-us', { name: 'ريم', phone: '0551234567', message: 'متى تفتحون التسجيل؟', type: 'suggestion' });
    assert.equal(sent.key, 'success', sent.msg);
    const list = await t.get('/admin/complaints?q=متى تفتحون', { token });
    assert.equal(list.key, 'success', list.msg);
    const [c] = list.data.data;
    assert.equal(c.about, 'contact');
    assert.equal(c.type, 'contact');
    assert.equal(c.reason, 'suggestion');
    assert.equal(c.by.name, 'ريم');
    assert.equal(c.by.role, 'guest');
    assert.equal(c.phone, '0551234567');
    assert.equal(c.order, null);

    const audits = await auditCount();
    const en = await t.post(`/admin/complaints/${c.id}/resolve`, { action: 'refund', amount: 10 }, { token, lang: 'en' });
    assert.equal(en.key, 'fail');
    assert.equal(en.msg, 'A contact message has no payment to refund or release; close it with an answer');
    const ar = await t.post(`/admin/complaints/${c.id}/resolve`, { action: 'release' }, { token, lang: 'ar' });
    assert.equal(ar.key, 'fail');
    assert.equal(ar.msg, 'رسائل التواصل لا يُسترد لها ولا يُحوَّل عنها مبلغ؛ أغلقها برد');
    assert.equal(await auditCount(), audits, 'nothing audited');
    assert.equal((await t.get(`/admin/complaints/${c.id}`, { token })).data.status, 'open');

    const closed = await t.post(`/admin/complaints/${c.id}/resolve`, { action: 'close', answer: 'يفتح التسجيل الأسبوع القادم' }, { token });
    assert.equal(closed.key, 'success', closed.msg);
    assert.equal(closed.data.status, 'closed');
    assert.equal(closed.data.answer, 'يفتح التسجيل الأسبوع القادم');
    assert.equal(closed.data.resolved_by.id > 0, true);
  });

  it('a partial refund of a store order credits the wallet once and takes each store owner’s share off their due', async () => {
    const db = t.app.deps.db;
    const cat = await makeStoreCategory(db, 'قوالب الاسترداد', 'Refund templates');
    const world = await orderWorld(t);
    const ownerA = await world.provider('متجر أ', 100, 'none');
    const ownerB = await world.provider('متجر ب', 100, 'none');
    const pa = await makeProduct(db, ownerA.id, cat.id, { name: 'قالب أ', price: 100 });
    const pb = await makeProduct(db, ownerB.id, cat.id, { name: 'قالب ب', price: 100 });
    // A paid checkout of 230 SR: two 100 SR lines + 30 VAT; each owner is due 90 (10 commission).
    const [order] = await db
      .insert(productOrders)
      .values({
        number: 'P-20260101-90001',
        userId: customer.id,
        status: 'paid',
        payType: 1,
        subtotal: 20000,
        vatAmount: 3000,
        finalTotal: 23000,
        paidAt: new Date(),
      })
      .returning();
    const line = (productId: number, providerId: number, name: string) => ({
      orderId: order!.id,
      productId,
      providerId,
      name,
      price: 10000,
      effectivePrice: 10000,
      netPrice: 10000,
      appRate: 1000,
      providerDue: 9000,
    });
    await db.insert(productOrderItems).values([line(pa.id, ownerA.id, 'قالب أ'), line(pb.id, ownerB.id, 'قالب ب')]);
    const [c] = await db
      .insert(complaints)
      .values({ byRole: 'user', byId: customer.id, complaint: 'الملف لا يفتح', productOrderId: order!.id })
      .returning();

    const listed = await t.get(`/admin/complaints/${c!.id}`, { token });
    assert.equal(listed.data.about, 'order');
    assert.deepEqual(listed.data.order, {
      id: order!.id,
      kind: 'store',
      number: 'P-20260101-90001',
      final_total: 230,
      refunded: 0,
      paid: true,
    });

    const walletBefore = await balance(t, customer.id);
    const dueOf = async (p: Party) => (await t.get('/provider/financial/transactions', { token: p.token })).data.total_due as number;
    const [dueA, dueB] = [await dueOf(ownerA), await dueOf(ownerB)];

    const tooMuch = await t.post(`/admin/complaints/${c!.id}/resolve`, { action: 'refund', amount: 230.01 }, { token, lang: 'en' });
    assert.equal(tooMuch.key, 'fail');
    assert.equal(tooMuch.msg, 'The refund is more than what is left of the order (230 SR)');

    const r = await t.post(`/admin/complaints/${c!.id}/resolve`, { action: 'refund', amount: 46, answer: 'استرداد جزئي' }, { token });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.status, 'refunded');
    assert.equal(r.data.refund_amount, 46);
    assert.equal(r.data.order.refunded, 46);

    // The customer's wallet: one refund entry of 46 SR about the store order.
    assert.equal(await balance(t, customer.id), walletBefore + 4600);
    const entries = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, customer.id), eq(walletEntries.kind, 'refund')));
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.amount, 4600);
    assert.equal(entries[0]?.referenceType, 'product_order');
    assert.equal(entries[0]?.referenceId, order!.id);

    // 46 of 230 is a fifth: each owner gives back a fifth of their 90 SR due (18 SR).
    assert.equal(await dueOf(ownerA), dueA - 18);
    assert.equal(await dueOf(ownerB), dueB - 18);
    const rows = await db.select().from(financialTransactions).where(eq(financialTransactions.complaintId, c!.id));
    assert.equal(rows.length, 2);
    assert.deepEqual(rows.map((x) => x.finalTotal).sort(), [-2300, -2300]);
    assert.ok(rows.every((x) => x.kind === 'refund' && x.providerDue === -1800 && x.number === 'P-20260101-90001'));

    // The order's details list the complaint and the refund.
    const details = await t.get(`/admin/orders/${order!.id}?kind=store`, { token });
    assert.equal(details.key, 'success', details.msg);
    assert.deepEqual(
      details.data.complaints.map((x: { id: number }) => x.id),
      [c!.id],
    );
    assert.ok(details.data.wallet_entries.some((e: { kind: string; amount: number }) => e.kind === 'refund' && e.amount === 46));

    // Once per complaint; a second complaint may refund only what is left (184 SR).
    assert.equal((await t.post(`/admin/complaints/${c!.id}/resolve`, { action: 'refund' }, { token })).key, 'fail');
    const [c2] = await db
      .insert(complaints)
      .values({ byRole: 'user', byId: customer.id, complaint: 'والملف الثاني', productOrderId: order!.id })
      .returning();
    const rest = await t.post(`/admin/complaints/${c2!.id}/resolve`, { action: 'refund' }, { token });
    assert.equal(rest.key, 'success', rest.msg);
    assert.equal(rest.data.refund_amount, 184);
    assert.equal(await balance(t, customer.id), walletBefore + 23000);
    assert.equal(await dueOf(ownerA), dueA - 90);

    // An unpaid store order cannot be refunded.
    const [unpaid] = await db
      .insert(productOrders)
      .values({
        number: 'P-20260101-90002',
        userId: customer.id,
        status: 'pending',
        payType: 3,
        subtotal: 100,
        vatAmount: 15,
        finalTotal: 115,
      })
      .returning();
    const [c3] = await db
      .insert(complaints)
      .values({ byRole: 'user', byId: customer.id, complaint: 'لم يكتمل', productOrderId: unpaid!.id })
      .returning();
    const no = await t.post(`/admin/complaints/${c3!.id}/resolve`, { action: 'refund' }, { token, lang: 'en' });
    assert.equal(no.msg, 'Cannot refund or release: the complaint is not about a paid order');
  });

  it('deleting a city, experience, category, sub-service or store category in use is refused; nothing changes', async () => {
    const db = t.app.deps.db;
    const del = (kind: string, id: number, lang: 'ar' | 'en' = 'en') => t.post(`/admin/${kind}/${id}/delete`, {}, { token, lang });

    const city = await t.post('/admin/cities', { name_ar: 'أبها', name_en: 'Abha' }, { token });
    const world = await orderWorld(t);
    const p = await world.provider('مقدم أبها', 100, 'none');
    await db.update(providers).set({ cityId: city.data.id }).where(eq(providers.id, p.id));
    const audits = await auditCount();
    const en = await del('cities', city.data.id);
    assert.equal(en.key, 'fail');
    assert.equal(en.msg, 'Cannot delete: 1 providers use it. Hide it instead');
    const ar = await del('cities', city.data.id, 'ar');
    assert.equal(ar.msg, 'لا يمكن الحذف: يستخدمه 1 من مقدمي الخدمات. يمكنك إخفاؤه بدلاً من ذلك');
    assert.equal((await db.select().from(cities).where(eq(cities.id, city.data.id))).length, 1);
    assert.equal(await auditCount(), audits, 'a refused delete writes no audit entry');

    const exp = await makeExperience(db, 'خبير', 'Expert');
    await db.update(providers).set({ experienceId: exp.id }).where(eq(providers.id, p.id));
    assert.equal((await del('experiences', exp.id)).msg, 'Cannot delete: 1 providers use it. Hide it instead');

    const cat = await makeCategory(db, 'تصنيف مستخدم', 'Used category');
    const svc = await makeService(db, cat.id, 'خدمة مستخدمة', 'Used service');
    await offer(db, p.id, svc);
    assert.equal(
      (await del('categories', cat.id)).msg,
      'Cannot delete the category: it has 1 sub-services, 1 provider offers and 0 portfolio works. Hide it instead',
    );
    assert.equal(
      (await del('services', svc.id)).msg,
      'Cannot delete the sub-service: 1 provider offers, 0 orders and 0 portfolio works use it. Hide it instead',
    );
    const storeCat = await makeStoreCategory(db, 'تصنيف متجر مستخدم', 'Used store category');
    await makeProduct(db, p.id, storeCat.id);
    assert.equal(
      (await del('store-categories', storeCat.id, 'ar')).msg,
      'لا يمكن حذف تصنيف المتجر: فيه 1 منتجات. يمكنك إخفاؤه بدلاً من ذلك',
    );
    assert.equal(await auditCount(), audits);

    // Unused: deleted (and audited).
    const free = await t.post('/admin/cities', { name_ar: 'تبوك', name_en: 'Tabuk' }, { token });
    assert.equal((await del('cities', free.data.id)).key, 'success');
    const [last] = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    assert.equal(last?.action, 'catalogue.delete');
    assert.equal(last?.targetId, free.data.id);
  });

  it('the audit log filters by admin and by date range (inclusive days)', async () => {
    const made = await t.post('/admin/admins', { name: 'مشرف ثان', email: 'second@souq.sa', password: 'Second@12345' }, { token });
    assert.equal(made.key, 'success', made.msg);
    const second = (await t.post('/admin/login', { email: 'second@souq.sa', password: 'Second@12345' })).data.token as string;
    await t.post('/admin/settings', { commission_rate: 11 }, { token: second });

    const mine = await t.get(`/admin/audit-log?admin_id=${made.data.id}`, { token });
    assert.equal(mine.key, 'success', mine.msg);
    assert.deepEqual(mine.data.data.map((e: { action: string }) => e.action).sort(), ['admin.login', 'settings.update']);
    assert.ok(mine.data.data.every((e: { admin: { id: number } }) => e.admin.id === made.data.id));
    const both = await t.get(`/admin/audit-log?admin_id=${made.data.id}&action=settings.update`, { token });
    assert.equal(both.data.data.length, 1);

    // The console's days are Riyadh's (UTC+3).
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const inRange = await t.get(`/admin/audit-log?admin_id=${made.data.id}&from=${today}&to=${today}`, { token });
    assert.equal(inRange.data.data.length, 2);
    const past = await t.get(`/admin/audit-log?admin_id=${made.data.id}&from=2020-01-01&to=2020-01-31`, { token });
    assert.equal(past.data.data.length, 0);
    assert.equal(past.data.pagination.total_items, 0);
    const bad = await t.get('/admin/audit-log?from=yesterday', { token, lang: 'en' });
    assert.equal(bad.key, 'fail');
  });
});
