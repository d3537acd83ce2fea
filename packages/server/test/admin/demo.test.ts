/** The demo seed gives the admin console something to handle. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';

describe('admin console on the demo seed', () => {
  const t = useTestApp({ demo: true });
  let token: string;
  before(async () => {
    const login = await t.post('/admin/login', { email: t.config.admin.email, password: t.config.admin.password });
    assert.equal(login.key, 'success', login.msg);
    assert.equal(login.data.admin.name, 'مدير المنصة');
    token = login.data.token;
  });

  it('has a waiting provider and products, an open complaint about a paid order, a pending settlement with bank details', async () => {
    const d = (await t.get('/admin/dashboard', { token, lang: 'ar' })).data;
    assert.ok(d.counts.providers_awaiting >= 1);
    assert.ok(d.counts.products_awaiting >= 2);
    assert.ok(d.counts.open_complaints >= 1);
    assert.equal(d.counts.pending_settlements, 1);
    assert.ok(d.money.month.sales > 0);
    assert.ok(d.orders_by_state.some((s: { label: string }) => /[\u0600-\u06FF]/.test(s.label)));

    const complaint = (await t.get('/admin/complaints?status=open', { token })).data.data[0];
    assert.equal(complaint.about, 'order');
    assert.equal(complaint.order.paid, true);
    const settlement = (await t.get('/admin/settlements?status=pending', { token })).data.data[0];
    assert.equal(settlement.bank.bank_iban, 'SA0380000000608010167519');
    assert.equal(settlement.amount, 270);
    const waiting = (await t.get('/admin/providers?status=pending', { token })).data.data;
    assert.ok(waiting.some((p: { name: string }) => p.name === 'ماجد العمري'));
    const products = (await t.get('/admin/products?status=pending', { token })).data;
    assert.ok(products.data.length >= 2);
    assert.ok(products.data[0].previews.length >= 1);
  });
});
