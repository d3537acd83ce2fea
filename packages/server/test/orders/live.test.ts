/** Every order step tells both parties' sockets (ORDER_EVENTS.changed), so their open pages refetch without a reload. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ORDER_EVENTS } from '@souq/contracts';
import type { Socket } from 'socket.io-client';
import { closeWithSockets, createListeningApp, openSocket } from '../helpers/sockets';
import type { TestApp } from '../helpers/test-app';
import { credit, deliveryForm, orderWorld, type Party, request } from './support';

describe('orders: live changes to both parties', () => {
  let t: TestApp;
  let url: string;
  let w: Awaited<ReturnType<typeof orderWorld>>;
  const sockets: Socket[] = [];

  /** A socket of `party` that records every order change it is told. */
  async function listen(party: Party) {
    const s = openSocket(url, party.token);
    sockets.push(s);
    const got: number[] = [];
    s.on(ORDER_EVENTS.changed, (p: { request_service_id: number }) => got.push(p.request_service_id));
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return {
      /** Resolves once the socket was told `id` changed (clearing what it had). */
      async told(id: number, ms = 2000) {
        const until = Date.now() + ms;
        while (!got.includes(id)) {
          if (Date.now() > until) throw new Error(`no ${ORDER_EVENTS.changed} for ${id} within ${ms} ms`);
          await new Promise((r) => setTimeout(r, 20));
        }
        got.length = 0;
      },
    };
  }

  before(async () => {
    ({ t, url } = await createListeningApp());
    w = await orderWorld(t);
  });
  after(() => closeWithSockets(t, sockets));

  const ok = (r: { key: string; msg: string }) => assert.equal(r.key, 'success', r.msg);

  it('accept, pay, deliver, confirm and rate reach the customer and the provider', async () => {
    const customer = await w.user('عميل');
    const provider = await w.provider('مزود', 100);
    await credit(t, customer.id, 1000);
    const [c, p] = await Promise.all([listen(customer), listen(provider)]);
    const both = (id: number) => Promise.all([c.told(id), p.told(id)]);
    const id = await request(t, customer, w.svc.id, provider.id);

    ok(await t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token }));
    await both(id);
    ok(await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token }));
    await both(id);
    ok(await t.post('/provider/request-service/finished', deliveryForm(id), { token: provider.token }));
    await both(id);
    ok(await t.post('/user/request-service/finished', { request_service_id: id }, { token: customer.token }));
    await both(id);
    ok(await t.post('/rates/store', { provider: provider.id, value: 5, request_service_id: id }, { token: customer.token }));
    await both(id);
  });

  it('an offer on an open request reaches the customer and the provider who sent it; cancel reaches the customer', async () => {
    const customer = await w.user('عميل 2');
    const provider = await w.provider('مزود 2', 100);
    const [c, p] = await Promise.all([listen(customer), listen(provider)]);
    const id = await request(t, customer, w.svc.id);
    ok(await t.post('/provider/offers/store', { request_service_id: id, price: 150, duration: 3 }, { token: provider.token }));
    await Promise.all([c.told(id), p.told(id)]);
    ok(await t.post('/user/request-service/cancel', { request_service_id: id }, { token: customer.token }));
    await c.told(id);
  });

  it('a refusal reaches both', async () => {
    const customer = await w.user('عميل 3');
    const provider = await w.provider('مزود 3', 100);
    const [c, p] = await Promise.all([listen(customer), listen(provider)]);
    const id = await request(t, customer, w.svc.id, provider.id);
    ok(await t.post('/provider/request-services/reject', { request_service_id: id }, { token: provider.token }));
    await Promise.all([c.told(id), p.told(id)]);
  });
});
