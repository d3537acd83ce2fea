/**
 * Admin console calls: the role check on every admin call of the contract,
 * suspension revoking tokens, TOTP enrolment and sign-in, a partial refund's effect on the
 * customer's wallet ledger and the provider's due, settlements, catalogue CRUD, settings,
 * dashboard, exports — and the audit entry each change writes.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ADMIN_CATALOGUE_KINDS, type Endpoint, endpoints } from '@souq/contracts';
import { and, desc, eq } from 'drizzle-orm';
import {
  adminAuditLog,
  complaints,
  financialTransactions,
  providers,
  requestServices,
  smsOutbox,
  walletEntries,
} from '../../src/db/schema';
import { formatDateTime } from '../../src/lib/format-date';
import { totpAt } from '../../src/modules/admin/totp';
import { useTestApp } from '../helpers/test-app';
import { balance, completedPaidOrder, orderWorld, type Party } from '../orders/support';

const adminCalls: Endpoint[] = [...Object.values(endpoints.admin), ...Object.values(endpoints.adminCatalogue)].filter(
  (e) => e.roles?.length,
);
const fill = (path: string) => path.replace(/:id/g, '1');

describe('admin console', () => {
  const t = useTestApp();
  let token: string;
  let customer: Party;
  let provider: Party;
  let svcId: number;

  const lastAudit = async () => {
    const [row] = await t.app.deps.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    assert.ok(row, 'an audit entry');
    return row;
  };
  const signIn = async (email = 'admin@souq.sa', password = 'Admin@12345', otp?: string) =>
    t.post('/admin/login', { email, password, ...(otp ? { otp } : {}) }, { lang: 'en' });

  before(async () => {
    const world = await orderWorld(t);
    customer = await world.user('عميل الشكوى');
    provider = await world.provider('مقدم الشكوى');
    svcId = world.svc.id;
    token = (await signIn()).data.token;
  });

  it('every admin call answers unauthenticated to a guest, a customer and a provider', async () => {
    assert.ok(adminCalls.length > 60, `${adminCalls.length} admin calls`);
    for (const e of adminCalls) {
      for (const who of [undefined, customer.token, provider.token]) {
        const url = fill(e.path);
        const r = e.method === 'GET' ? await t.get(url, { token: who }) : await t.post(url, {}, { token: who });
        assert.equal(r.key, 'unauthenticated', `${e.method} ${e.path} as ${who ? 'someone else' : 'guest'}`);
      }
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/exports/orders.csv',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    assert.equal(csv.json().key, 'unauthenticated');
  });

  it('suspending a provider revokes their tokens at once and refuses sign-in until reinstated; both audited', async () => {
    const victim = await orderWorldProvider();
    assert.equal((await t.get('/provider/financial/transactions', { token: victim.token })).key, 'success');
    const r = await t.post(`/admin/providers/${victim.id}/suspend`, { reason: 'مخالفة' }, { token, lang: 'en' });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.status, 'suspended');
    assert.equal((await t.get('/provider/financial/transactions', { token: victim.token })).key, 'unauthenticated');
    const audit = await lastAudit();
    assert.equal(audit.action, 'provider.suspend');
    assert.equal(audit.targetId, victim.id);
    assert.equal((audit.before as { suspendedAt: unknown }).suspendedAt, null);
    assert.ok((audit.after as { suspendedAt: unknown }).suspendedAt);
    // Out of every public list while suspended; approving does not bypass the suspension.
    assert.equal((await t.app.deps.db.select().from(providers).where(eq(providers.id, victim.id)))[0]?.isApproved, false);
    assert.equal((await t.post(`/admin/providers/${victim.id}/approve`, {}, { token })).key, 'fail');
    const back = await t.post(`/admin/providers/${victim.id}/reinstate`, {}, { token });
    assert.equal(back.data.status, 'approved');
    assert.equal((await lastAudit()).action, 'provider.reinstate');
  });

  it('rejects a waiting provider with a reason sent by SMS (audited); sign-in stays refused', async () => {
    const [p] = await t.app.deps.db
      .insert(providers)
      .values({ name: 'مقدم مرفوض', countryCode: '+966', phone: '500000931', passwordHash: 'x', isActive: true })
      .returning();
    const pending = await t.get('/admin/providers?status=pending&q=مرفوض', { token });
    assert.deepEqual(
      pending.data.data.map((x: { id: number }) => x.id),
      [p?.id],
    );
    assert.equal((await t.post(`/admin/providers/${p?.id}/reject`, {}, { token })).key, 'fail', 'a reason is required');
    const r = await t.post(`/admin/providers/${p?.id}/reject`, { reason: 'صورة الهوية غير واضحة' }, { token, lang: 'ar' });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.status, 'rejected');
    assert.equal(r.data.rejection_reason, 'صورة الهوية غير واضحة');
    const sms = await t.app.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '500000931'));
    assert.equal(sms.length, 1);
    assert.match(sms[0]?.body ?? '', /صورة الهوية غير واضحة/);
    assert.equal((await lastAudit()).action, 'provider.reject');
  });

  it('suspends and reinstates a customer (tokens revoked, audited); lists filter by status', async () => {
    const c = await (await orderWorld(t)).user('عميل موقوف');
    const r = await t.post(`/admin/users/${c.id}/suspend`, {}, { token });
    assert.equal(r.data.status, 'suspended');
    assert.equal((await t.post('/user/show-profile', {}, { token: c.token })).key, 'unauthenticated');
    const list = await t.get('/admin/users?status=suspended', { token });
    assert.deepEqual(
      list.data.data.map((u: { id: number }) => u.id),
      [c.id],
    );
    assert.equal((await lastAudit()).action, 'user.suspend');
    assert.equal((await t.post(`/admin/users/${c.id}/reinstate`, {}, { token })).data.status, 'active');
  });

  it('a partial refund credits the wallet ledger and takes the same share off the provider due, once', async () => {
    const db = t.app.deps.db;
    // A completed, paid order: 230 SR total = 200 price + 30 VAT; commission 20; provider due 180.
    const order = await completedPaidOrder(t, { number: 'SR-900001', userId: customer.id, providerId: provider.id, serviceId: svcId });
    const [c] = await db
      .insert(complaints)
      .values({ byRole: 'user', byId: customer.id, complaint: 'لم يصل العمل كاملاً', requestServiceId: order.id, providerId: provider.id })
      .returning();
    const walletBefore = await balance(t, customer.id);
    const dueBefore = (await t.get('/provider/financial/transactions', { token: provider.token })).data.total_due;

    const tooMuch = await t.post(`/admin/complaints/${c!.id}/resolve`, { action: 'refund', amount: 231 }, { token, lang: 'en' });
    assert.equal(tooMuch.key, 'fail');
    const r = await t.post(
      `/admin/complaints/${c!.id}/resolve`,
      { action: 'refund', amount: 115, answer: 'تم استرداد نصف المبلغ' },
      { token },
    );
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.status, 'refunded');
    assert.equal(r.data.refund_amount, 115);
    assert.equal(r.data.order.refunded, 115);

    assert.equal(await balance(t, customer.id), walletBefore + 11500);
    const entries = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, customer.id), eq(walletEntries.kind, 'refund')));
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.amount, 11500);
    const fin = (await t.get('/provider/financial/transactions', { token: provider.token })).data;
    // Half the total back → half the provider's due (90 SR) off.
    assert.equal(fin.total_due, dueBefore - 90);
    assert.ok(
      fin.transactions.some((x: { final_total: number; provider_due: number }) => x.final_total === -115 && x.provider_due === -90),
    );
    const audit = await lastAudit();
    assert.equal(audit.action, 'complaint.resolve');
    assert.equal((audit.after as { refundAmount: number }).refundAmount, 11500);

    // Once: resolving again fails and changes nothing.
    assert.equal((await t.post(`/admin/complaints/${c!.id}/resolve`, { action: 'refund' }, { token })).key, 'fail');
    assert.equal(await balance(t, customer.id), walletBefore + 11500);

    // A closing answer is required for close.
    const [c2] = await db.insert(complaints).values({ byRole: 'guest', userName: 'زائر', complaint: 'اقتراح' }).returning();
    assert.equal((await t.post(`/admin/complaints/${c2!.id}/resolve`, { action: 'close' }, { token })).key, 'fail');
    const closed = await t.post(`/admin/complaints/${c2!.id}/resolve`, { action: 'close', answer: 'شكراً لك' }, { token });
    assert.equal(closed.data.status, 'closed');
    const list = await t.get('/admin/complaints?status=open', { token });
    assert.equal(list.key, 'success');
    assert.ok(list.data.data.every((x: { status: string }) => x.status === 'open'));
  });

  it('two refunds of one order at once never give back more than was paid', async () => {
    const db = t.app.deps.db;
    const [order] = await db
      .insert(requestServices)
      .values({
        number: 'SR-900002',
        userId: customer.id,
        providerId: provider.id,
        serviceId: svcId,
        type: 'direct',
        details: 'هوية',
        status: 3,
        stage: 'in_progress',
        price: 20000,
        taxValue: 3000,
        appRate: 2000,
        finalTotal: 23000,
        paidAt: new Date(),
        paymentMethod: 'card',
      })
      .returning();
    const made = await db
      .insert(complaints)
      .values([1, 2].map(() => ({ byRole: 'user' as const, byId: customer.id, complaint: 'تأخر', requestServiceId: order?.id })))
      .returning();
    const before = await balance(t, customer.id);
    const results = await Promise.all(
      made.map((c) => t.post(`/admin/complaints/${c.id}/resolve`, { action: 'refund', amount: 150 }, { token })),
    );
    assert.deepEqual(results.map((r) => r.key).sort(), ['fail', 'success']);
    assert.equal(await balance(t, customer.id), before + 15000);
  });

  it('TOTP: enrol, confirm with a code, then sign-in needs the code', async () => {
    const created = await t.post('/admin/admins', { name: 'مشرفة ثانية', email: 'second@souq.sa', password: 'Second@12345' }, { token });
    assert.equal(created.key, 'success', created.msg);
    assert.equal((await lastAudit()).action, 'admin.create');
    const second = (await signIn('second@souq.sa', 'Second@12345')).data.token;
    const enrol = await t.post('/admin/totp/enrol', {}, { token: second });
    assert.match(enrol.data.otpauth_url, /^otpauth:\/\/totp\//);
    const wrong = await t.post('/admin/totp/confirm', { otp: '000000' }, { token: second, lang: 'en' });
    assert.equal(wrong.key, 'fail');
    const code = () => totpAt(enrol.data.secret, t.app.deps.now().getTime());
    const ok = await t.post('/admin/totp/confirm', { otp: code() }, { token: second });
    assert.equal(ok.data.totp_enabled, true);
    assert.equal((await lastAudit()).action, 'admin.totp_enable');

    const noCode = await signIn('second@souq.sa', 'Second@12345');
    assert.equal(noCode.key, 'fail');
    assert.deepEqual(noCode.data, { otp_required: true });
    assert.equal((await signIn('second@souq.sa', 'Second@12345', '123456')).key, 'fail');
    // The code that confirmed the enrolment is used: sign-in takes the next one.
    t.advance(30_000);
    const withCode = await signIn('second@souq.sa', 'Second@12345', code());
    assert.equal(withCode.key, 'success', withCode.msg);

    // A suspended admin's tokens stop working and sign-in is refused.
    await t.post(`/admin/admins/${created.data.id}/suspend`, {}, { token });
    assert.equal((await t.get('/admin/me', { token: withCode.data.token })).key, 'unauthenticated');
    assert.equal((await signIn('second@souq.sa', 'Second@12345', code())).key, 'fail');
  });

  it('catalogue CRUD for every kind needs both names; changes are audited', async () => {
    for (const kind of ADMIN_CATALOGUE_KINDS) {
      const list = await t.get(`/admin/${kind}`, { token });
      assert.equal(list.key, 'success', `${kind}: ${list.msg}`);
      assert.ok(Array.isArray(list.data.data));
      const half = await t.post(`/admin/${kind}`, { name_ar: 'اسم فقط' }, { token, lang: 'en' });
      assert.equal(half.key, 'fail', kind);
    }
    const made = await t.post('/admin/features', { name_ar: 'دعم فني', name_en: 'Support', sort: 3 }, { token });
    assert.equal(made.key, 'success', made.msg);
    assert.equal((await lastAudit()).action, 'catalogue.create');
    const hidden = await t.post(`/admin/features/${made.data.id}/update`, { is_hidden: true }, { token });
    assert.equal(hidden.data.is_hidden, true);
    assert.equal(hidden.data.name_en, 'Support');
    const audit = await lastAudit();
    assert.equal(audit.action, 'catalogue.update');
    assert.equal((audit.before as { isHidden: boolean }).isHidden, false);
    assert.equal((audit.after as { isHidden: boolean }).isHidden, true);
    const coupon = await t.post(
      '/admin/coupons',
      { name_ar: 'رمضان', name_en: 'Ramadan', code: 'ramadan10', type: 'percent', value: 10 },
      { token },
    );
    assert.equal(coupon.data.code, 'RAMADAN10');
    assert.equal((await t.post(`/admin/features/${made.data.id}/delete`, {}, { token })).key, 'success');
    assert.equal((await lastAudit()).action, 'catalogue.delete');
  });

  it('settings, dashboard, audit log and CSV exports', async () => {
    const s = await t.post('/admin/settings', { commission_rate: 12, open_settlement: false }, { token });
    assert.equal(s.data.commission_rate, 12);
    assert.equal(s.data.open_settlement, false);
    const audit = await lastAudit();
    assert.equal(audit.action, 'settings.update');
    assert.deepEqual(audit.after, { commission_rate: 12, open_settlement: false });
    assert.equal((await t.post('/admin/settings', { vat_number: '123' }, { token })).key, 'fail');

    const d = await t.get('/admin/dashboard', { token });
    assert.equal(d.key, 'success', d.msg);
    assert.equal(d.data.series.length, 14);
    assert.ok(d.data.counts.customers >= 1);

    const log = await t.get('/admin/audit-log?action=settings.update', { token });
    assert.ok(log.data.data.length >= 1);
    assert.ok(log.data.data.every((e: { action: string }) => e.action === 'settings.update'));

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/exports/transactions.csv',
      headers: { authorization: `Bearer ${token}`, lang: 'ar' },
    });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.equal(csv.body.charCodeAt(0), 0xfeff);
    assert.match(csv.body, /مقدم الخدمة/);
    assert.equal((await lastAudit()).action, 'export.download');
    // Values in words and moments in Riyadh time, never raw codes or UTC instants.
    const lines = csv.body.trim().split('\r\n').slice(1);
    assert.ok(lines.length >= 1);
    for (const line of lines) {
      assert.match(line, /,(طلب|استرداد),/);
      assert.match(line, /,(بطاقة|المحفظة),/);
      assert.match(line, /,\d{4}-\d\d-\d\d \d\d:\d\d$/);
      assert.doesNotMatch(line, /,(order|refund|card|wallet),|T\d\d:\d\d:\d\d/);
    }
    const [firstTx] = await t.app.deps.db.select().from(financialTransactions).orderBy(desc(financialTransactions.createdAt)).limit(1);
    assert.ok(lines[0]!.endsWith(formatDateTime(firstTx!.createdAt)), 'the newest line is at its Riyadh time');
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/exports/orders.csv',
      headers: { authorization: `Bearer ${token}`, lang: 'en' },
    });
    const orderLines = orders.body.trim().split('\r\n').slice(1);
    assert.ok(orderLines.length >= 1);
    for (const line of orderLines) assert.match(line, /^[^,]+,(Service|Store),/);
  });

  async function orderWorldProvider(): Promise<Party> {
    return (await orderWorld(t)).provider(`مقدم ${Math.random()}`, 100, 'none');
  }
});
