/**
 * Money after refunds and settlements: the provider's due is the sum of their lines no
 * request covers; a refund line names its order and the administrator's answer; a refund
 * after a settlement request sends the request back with that reason, for the provider and
 * the administrator alike; the administrator reads the provider's current due beside each
 * request.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { complaints, settings } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { completedPaidOrder, orderWorld, type Party } from '../orders/support';

interface Line {
  number: string;
  provider_due: number;
  kind: string;
  reason: string | null;
  settlement: string | null;
}

describe('refunds and settlements add up', () => {
  const t = useTestApp();
  let admin: string;
  let customer: Party;
  let svcId: number;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  let seq = 0;

  before(async () => {
    world = await orderWorld(t);
    customer = await world.user('عميل الاسترداد');
    svcId = world.svc.id;
    await t.app.deps.db
      .insert(settings)
      .values({ key: 'open_settlement', value: 'true' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'true' } });
    admin = (await t.post('/admin/login', { email: 'admin@souq.sa', password: 'Admin@12345' })).data.token;
  });

  /** A completed, paid order of 230 SR (200 + 30 VAT, commission 20, due 180) credited to `p`, with an open complaint on it. */
  async function paidOrder(p: Party) {
    const db = t.app.deps.db;
    const number = `SR-95${String(++seq).padStart(4, '0')}`;
    const order = await completedPaidOrder(t, { number, userId: customer.id, providerId: p.id, serviceId: svcId });
    const [c] = await db
      .insert(complaints)
      .values({ byRole: 'user', byId: customer.id, complaint: 'ناقص', requestServiceId: order.id, providerId: p.id })
      .returning();
    return { number, complaintId: c!.id };
  }

  async function providerWithBank(name: string) {
    const p = await world.provider(name);
    const bank = await t.post(
      '/provider/bank-account/add',
      { name: 'الأهلي', user_name: name, number: '1234567890', iban: 'SA0380000000608010167519' },
      { token: p.token },
    );
    assert.equal(bank.key, 'success', bank.msg);
    return p;
  }

  const financials = async (p: Party, lang: 'ar' | 'en' = 'en') =>
    (await t.get('/provider/financial/transactions', { token: p.token, lang })).data;
  const sumOfDueLines = (lines: Line[]) =>
    Math.round(lines.filter((l) => l.settlement === null).reduce((a, l) => a + l.provider_due * 100, 0)) / 100;
  const adminRow = async (providerId: number) => {
    const list = await t.get('/admin/settlements', { token: admin });
    assert.equal(list.key, 'success', list.msg);
    return list.data.data.find((s: { provider: { id: number } }) => s.provider.id === providerId);
  };

  it('a refund after a settlement request sends it back with the refund as reason; the due is the sum of the lines', async () => {
    const p = await providerWithBank('مزود أعيد طلبه');
    const first = await paidOrder(p);
    const second = await paidOrder(p);
    assert.equal((await financials(p)).total_due, 360);
    const asked = await t.post('/provider/request/settlement', { amount: 360 }, { token: p.token });
    assert.equal(asked.key, 'success', asked.msg);
    assert.equal((await financials(p)).total_due, 0);

    const before = await adminRow(p.id);
    assert.equal(before.status, 'pending');
    assert.equal(before.amount, 360);
    assert.equal(before.current_due, 360, 'the admin reads the due now beside the request');

    const r = await t.post(
      `/admin/complaints/${second.complaintId}/resolve`,
      { action: 'refund', amount: 115, answer: 'تأخر التسليم' },
      { token: admin },
    );
    assert.equal(r.key, 'success', r.msg);

    // The provider: the request is back with its reason, the due is the sum of the lines, never negative.
    const fin = await financials(p);
    assert.equal(fin.pending_settlement, null);
    assert.equal(fin.total_due, 270, '360 earned − 90 refunded');
    assert.equal(fin.total_due, sumOfDueLines(fin.transactions));
    const refund = fin.transactions.find((l: Line) => l.kind === 'refund');
    assert.deepEqual(
      { number: refund.number, due: refund.provider_due, reason: refund.reason, settlement: refund.settlement },
      { number: second.number, due: -90, reason: 'تأخر التسليم', settlement: null },
    );
    assert.equal(fin.transactions.find((l: Line) => l.number === first.number).kind, 'order');
    assert.deepEqual(
      { amount: fin.returned_settlement?.amount, number: fin.returned_settlement?.number, refund: fin.returned_settlement?.refund },
      { amount: 360, number: second.number, refund: 90 },
    );
    assert.equal(fin.returned_settlement.reason, 'تأخر التسليم');

    // The administrator: the same request, sent back, with the same reason; paying it is refused.
    const row = await adminRow(p.id);
    assert.equal(row.status, 'rejected');
    assert.equal(row.reason, 'تأخر التسليم');
    assert.deepEqual(row.returned_by, { number: second.number, refund: 90 });
    assert.equal(row.current_due, 270);
    assert.equal((await t.post(`/admin/settlements/${row.id}/pay`, { reference: 'TRX-9' }, { token: admin })).key, 'fail');

    // Asking again asks for what is left, and the admin's figures match the provider's.
    const again = await t.post('/provider/request/settlement', { amount: 270 }, { token: p.token });
    assert.equal(again.key, 'success', again.msg);
    const next = await adminRow(p.id);
    assert.deepEqual(
      { status: next.status, amount: next.amount, current_due: next.current_due },
      { status: 'pending', amount: 270, current_due: 270 },
    );
    assert.equal((await financials(p)).returned_settlement, null);
  });

  it('a refund after a paid settlement leaves a negative due that its refund line explains', async () => {
    const p = await providerWithBank('مزود بعد الدفع');
    const o = await paidOrder(p);
    assert.equal((await t.post('/provider/request/settlement', {}, { token: p.token })).key, 'success');
    const row = await adminRow(p.id);
    assert.equal((await t.post(`/admin/settlements/${row.id}/pay`, { reference: 'TRX-10' }, { token: admin })).key, 'success');
    assert.equal((await adminRow(p.id)).current_due, 0);

    const r = await t.post(`/admin/complaints/${o.complaintId}/resolve`, { action: 'refund', amount: 46 }, { token: admin });
    assert.equal(r.key, 'success', r.msg);
    const fin = await financials(p);
    assert.equal(fin.total_due, -36);
    assert.equal(fin.total_due, sumOfDueLines(fin.transactions));
    const lines = fin.transactions.filter((l: Line) => l.settlement === null);
    assert.deepEqual(
      lines.map((l: Line) => [l.kind, l.number, l.reason]),
      [['refund', o.number, null]],
    );
    assert.equal(fin.transactions.find((l: Line) => l.kind === 'order').settlement, 'paid');
  });
});
