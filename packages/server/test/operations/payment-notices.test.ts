/**
 * A payment notice goes through the job queue (JOB_QUEUE=on): the gateway's webhook is
 * acknowledged at once, and the job asking the gateway is tried again until the gateway
 * answers, then the payment settles once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Party } from '../orders/support';
import { type MoyasarWorld, moyasarOrders, PUBLIC_URL, WEBHOOK_PATH } from '../go-live/support';

async function until(holds: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await holds()) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
}

describe('payment notices through the job queue', () => {
  let w: MoyasarWorld;
  let customer: Party;
  before(async () => {
    ({ w, customer } = await moyasarOrders('سلمى', { JOB_QUEUE: 'on', JOB_RETRY_SECONDS: '1' }));
  });
  after(async () => w?.close());

  it('acknowledges the webhook while the gateway fails, and settles once it answers', async () => {
    const r = await w.t.post('/user/frontend-charge-wallet', { amount: 15 }, { token: customer.token });
    assert.equal(r.key, 'success', r.msg);
    const p = await w.payment(r.data.payment_id);
    const paid = w.moyasar.markPaid(p.gatewayRef!);
    const start = await w.balance(customer.id);
    w.moyasar.failNext(500, 2);
    assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(paid)), 200);
    await until(async () => (await w.payment(p.id)).status === 'paid');
    assert.equal((await w.payment(p.id)).status, 'paid');
    assert.equal(await w.balance(customer.id), start + 1500);
    assert.equal((await w.walletEntries(customer.id, 'charge')).filter((e) => e.amount === 1500).length, 1);
  });
});
