/**
 * A complaint about an order, its resolution (the refunded amount) and the administrator's
 * answer show on the order page for both parties, not only in notifications.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';
import { completedPaidOrder, orderWorld, type Party } from './support';

describe('complaints on the order page', () => {
  const t = useTestApp();
  let customer: Party;
  let provider: Party;
  let orderId: number;

  before(async () => {
    const world = await orderWorld(t);
    customer = await world.user('عميلة الشكوى');
    provider = await world.provider('مزود الشكوى');
    orderId = (await completedPaidOrder(t, { number: 'SR-960001', userId: customer.id, providerId: provider.id, serviceId: world.svc.id }))
      .id;
  });

  const customerView = async () =>
    (await t.post('/user/request-service/show', { request_service_id: orderId }, { token: customer.token })).data;
  const providerView = async () =>
    (await t.post('/provider/request-services/show', { request_service_id: orderId }, { token: provider.token })).data;

  it('shows the open complaint, then its refund and answer, to the customer and the provider', async () => {
    assert.deepEqual((await customerView()).complaints, []);
    const filed = await t.post(
      '/request-service/send-complaint',
      { request_service_id: orderId, reason: 'تأخير', complaint: 'تأخر التسليم يومين' },
      { token: customer.token },
    );
    assert.equal(filed.key, 'success', filed.msg);
    for (const view of [await customerView(), await providerView()]) {
      assert.equal(view.complaints.length, 1);
      assert.deepEqual(
        {
          by: view.complaints[0].by,
          reason: view.complaints[0].reason,
          status: view.complaints[0].status,
          answer: view.complaints[0].answer,
        },
        { by: 'user', reason: 'تأخير', status: 'open', answer: null },
      );
    }

    const admin = (await t.post('/admin/login', { email: 'admin@souq.sa', password: 'Admin@12345' })).data.token;
    const list = await t.get('/admin/complaints?status=open', { token: admin });
    const c = list.data.data.find((x: { order: { number: string } | null }) => x.order?.number === 'SR-960001');
    const r = await t.post(
      `/admin/complaints/${c.id}/resolve`,
      { action: 'refund', amount: 46, answer: 'استُرد خُمس المبلغ' },
      { token: admin },
    );
    assert.equal(r.key, 'success', r.msg);

    for (const view of [await customerView(), await providerView()]) {
      const [one] = view.complaints;
      assert.deepEqual(
        { status: one.status, refund: one.refund_amount, answer: one.answer, resolved: typeof one.resolved_at },
        { status: 'refunded', refund: 46, answer: 'استُرد خُمس المبلغ', resolved: 'string' },
      );
      assert.equal(one.complaint, 'تأخر التسليم يومين');
    }
  });
});
