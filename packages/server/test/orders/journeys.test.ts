import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { chatMessages, financialTransactions, notifications } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { arabic, balance, credit, deliveryForm, orderRow, orderWorld, type Party, payOnPage, request } from './support';

describe('orders: journeys through the state machine', () => {
  const t = useTestApp();
  let w: Awaited<ReturnType<typeof orderWorld>>;
  let customer: Party;
  let p1: Party;
  let p2: Party;

  before(async () => {
    w = await orderWorld(t);
    customer = await w.user('سارة');
    p1 = await w.provider('استوديو ألف', 200);
    p2 = await w.provider('مصمم باء', 300);
  });

  const notesOf = async (role: 'user' | 'provider', id: number) =>
    (await t.app.deps.db.select().from(notifications).where(eq(notifications.recipientId, id))).filter((n) => n.recipientRole === role);

  it('open request → two quotes → customer pays one by card → delivery → completion → ratings → provider due', async () => {
    const id = await request(t, customer, w.svc.id);
    let show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.order_status, 1);
    assert.equal(show.data.stage, 'waiting_offers');
    assert.deepEqual(show.data.offers, []);
    assert.equal(show.data.provider.id, null, 'provider is an object even before one is chosen');

    // Provider lists: new (1) before quoting, under review (2) after.
    const newList = await t.post('/provider/request-services', { status: 1 }, { token: p1.token });
    assert.ok(newList.data.some((r: { id: number }) => r.id === id));
    const q1 = await t.post('/provider/offers/store', { request_service_id: id, price: 250, duration: 3 }, { token: p1.token, lang: 'ar' });
    assert.equal(q1.key, 'success', q1.msg);
    const q2 = await t.post('/provider/offers/store', { request_service_id: id, price: '320.5', duration: '6' }, { token: p2.token });
    assert.equal(q2.key, 'success', q2.msg);
    const review = await t.post('/provider/request-services', { status: 2 }, { token: p1.token });
    assert.ok(review.data.some((r: { id: number; order_status: number }) => r.id === id && r.order_status === 2));
    assert.ok(
      !(await t.post('/provider/request-services', { status: 1 }, { token: p1.token })).data.some((r: { id: number }) => r.id === id),
    );
    const counts = await t.post('/provider/request-services/counts', {}, { token: p1.token });
    assert.equal(counts.data.review, 1);
    const pShow = await t.post('/provider/request-services/show', { request_service_id: id }, { token: p1.token });
    assert.equal(pShow.data.order_status, 2);
    assert.equal(pShow.data.my_offer.price, 250);
    assert.equal(pShow.data.client.id, customer.id);

    // The customer sees both offers with VAT-inclusive totals and was notified (offer_price_added).
    show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.offers.length, 2);
    const o1 = show.data.offers.find((o: { provider: { id: number } }) => o.provider.id === p1.id);
    assert.equal(o1.price, 250);
    assert.equal(o1.final_total, 287.5);
    assert.ok((await notesOf('user', customer.id)).some((n) => n.type === 'offer_price_added' && n.requestServiceId === id));
    const list = await t.post('/user/request-service', { status: 1 }, { token: customer.token });
    assert.equal(list.data.find((r: { id: number }) => r.id === id).offers_count, 2);

    // Pay p1's offer by card: nothing changes until the gateway settles.
    const pay = await t.post(
      '/user/request-service/pay',
      { request_service_id: id, offer_price_id: o1.id, type: 'card' },
      { token: customer.token },
    );
    assert.equal(pay.key, 'success', pay.msg);
    assert.match(pay.data.url, /\/payments\/sandbox\//);
    assert.equal((await orderRow(t, id)).status, 1);
    const location = await payOnPage(t, pay.data.url);
    assert.match(location, new RegExp(`/userOrderDetails/${id}\\?payment_id=\\d+&payment_status=paid$`));
    const paymentId = Number(new URL(location).searchParams.get('payment_id'));
    const payment = await t.get(`/payments/${paymentId}`, { token: customer.token });
    assert.equal(payment.data.status, 'paid');
    assert.equal(payment.data.request_service_id, id);
    assert.equal(payment.data.amount, 287.5);
    const paid = await orderRow(t, id);
    assert.equal(paid.status, 3);
    assert.equal(paid.stage, 'in_progress');
    assert.equal(paid.providerId, p1.id);
    assert.equal(paid.price, 25000);
    assert.equal(paid.taxValue, 3750);
    assert.equal(paid.appRate, 2500);
    assert.equal(paid.finalTotal, 28750);
    assert.equal(paid.paymentMethod, 'card');
    // p2's offer is closed and p2 no longer sees the order.
    assert.equal((await t.post('/provider/request-services/show', { request_service_id: id }, { token: p2.token })).key, 'fail');
    assert.ok((await notesOf('provider', p1.id)).some((n) => n.requestServiceId === id && /paid|دفع/.test(n.bodyEn + n.bodyAr)));

    // Customer cannot finish before delivery; provider cannot finish without files.
    const early = await t.post('/user/request-service/finished', { request_service_id: id }, { token: customer.token, lang: 'ar' });
    assert.equal(early.key, 'fail');
    assert.match(early.msg, arabic);
    const noFiles = await t.post('/provider/request-service/finished', { request_service_id: id }, { token: p1.token });
    assert.equal(noFiles.key, 'fail');
    const fin = await t.post('/provider/request-service/finished', deliveryForm(id, 2), { token: p1.token });
    assert.equal(fin.key, 'success', fin.msg);
    show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.stage, 'delivered');
    assert.equal(show.data.delivery_files.length, 2);
    assert.match(show.data.delivery_files[0].link, /^http:\/\/souq\.test\/uploads\/s\/\d+\/[\w-]+\/deliveries\//);
    assert.ok(show.data.auto_complete_at);

    // Rating before completion fails.
    const tooSoon = await t.post('/rates/store', { provider: p1.id, value: 5 }, { token: customer.token });
    assert.equal(tooSoon.key, 'fail');

    const done = await t.post('/user/request-service/finished', { request_service_id: id }, { token: customer.token });
    assert.equal(done.key, 'success', done.msg);
    const finished = await orderRow(t, id);
    assert.equal(finished.status, 4);
    assert.equal(finished.stage, 'finished');
    const [ft] = await t.app.deps.db.select().from(financialTransactions).where(eq(financialTransactions.requestServiceId, id));
    assert.equal(ft!.providerDue, 22500, 'price − 10 % commission');

    // Ratings both ways, once each.
    const r1 = await t.post('/rates/store', { provider: p1.id, value: 5, comment: 'ممتاز' }, { token: customer.token });
    assert.equal(r1.key, 'success', r1.msg);
    const r1b = await t.post('/rates/store', { provider: p1.id, value: 4 }, { token: customer.token, lang: 'ar' });
    assert.equal(r1b.key, 'fail');
    assert.match(r1b.msg, arabic);
    const r2 = await t.post('/rates/store', { user: customer.id, value: 4, request_service_id: id }, { token: p1.token });
    assert.equal(r2.key, 'success', r2.msg);
    const r2b = await t.post('/rates/store', { user_id: customer.id, value: 4, request_service_id: id }, { token: p1.token });
    assert.equal(r2b.key, 'fail');
    const mine = await t.get('/user/my-rates', { token: customer.token });
    assert.deepEqual(mine.data.map((r: { direction: string }) => r.direction).sort(), ['given', 'received']);
    const pm = await t.get('/provider/my-rates', { token: p1.token });
    assert.equal(pm.data.length, 2);
    show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.is_rated, true);
    const profile = await t.get(`/rates/providers/${p1.id}`);
    assert.ok(profile.data.some((r: { value: number }) => r.value === 5));

    // The provider's financials show it.
    const fin2 = await t.get('/provider/financial/transactions', { token: p1.token });
    assert.equal(fin2.data.transactions.length, 1);
    assert.equal(fin2.data.total_transactions, 287.5);
    assert.equal(fin2.data.total_due, 225);
    assert.equal(fin2.data.transactions[0].provider_due, 225);
  });

  it('direct request → accept → negotiate → invoice in the room → pay the invoice by wallet', async () => {
    const id = await request(t, customer, w.svc.id, p2.id);
    let show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.stage, 'awaiting_provider');
    assert.equal(show.data.price, 300);
    const acc = await t.post('/provider/request-services/accept', { request_service_id: id }, { token: p2.token });
    assert.equal(acc.key, 'success', acc.msg);
    show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.order_status, 2);
    assert.equal(show.data.final_total, 345);
    assert.equal(show.data.is_negotiate, 0);

    // The provider cannot send a sheet before the customer negotiates.
    const early = await t.post(
      '/provider/request-services/negotiates/store',
      { request_service_id: id, price: 250, duration: 3 },
      { token: p2.token },
    );
    assert.equal(early.key, 'fail');
    const neg = await t.post('/user/request-service/negotiate', { request_service_id: id }, { token: customer.token });
    assert.equal(neg.key, 'success', neg.msg);
    const room = neg.data.room_id;
    const again = await t.post('/user/request-service/negotiate', { request_service_id: id }, { token: customer.token });
    assert.equal(again.data.room_id, room, 'the room is reused');
    show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.is_negotiate, 1);
    assert.equal(show.data.room_id, room);

    const sheet = await t.post(
      '/provider/request-services/negotiates/store',
      { request_service_id: id, price: '260', duration: '3', service_details: 'ثلاثة مقترحات' },
      { token: p2.token },
    );
    assert.equal(sheet.key, 'success', sheet.msg);
    assert.equal(sheet.data.room_id, room);
    const msgs = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, room));
    assert.equal(msgs.length, 1);
    assert.equal(msgs[0]!.type, 'invoice');
    assert.equal(msgs[0]!.invoice!.finalTotal, 29900);
    const roomMsgs = await t.get(`/get-room-messages/${room}`, { token: customer.token });
    assert.equal(roomMsgs.data.messages.data[0].invoice.negotaite_id, sheet.data.negotiate_id);
    show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    assert.equal(show.data.stage, 'invoice_issued');
    assert.equal(show.data.final_total, 299);
    assert.equal(show.data.negotiate_id, sheet.data.negotiate_id);

    // A declined card brings the customer back to the chat room the invoice was paid from, with the invoice still open.
    const card = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'card' },
      { token: customer.token },
    );
    assert.equal(card.key, 'success', card.msg);
    const declined = await payOnPage(t, card.data.url, '4000000000000002');
    assert.match(declined, new RegExp(`/chatView/${room}\\?payment_id=\\d+&payment_status=declined$`));
    assert.equal((await orderRow(t, id)).status, 2);

    // Not enough in the wallet: a clear fail, nothing taken.
    await credit(t, customer.id, 100);
    const poor = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'wallet' },
      { token: customer.token, lang: 'ar' },
    );
    assert.equal(poor.key, 'fail');
    assert.match(poor.msg, arabic);
    assert.equal(await balance(t, customer.id), 10000);
    await credit(t, customer.id, 250);
    const paid = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'wallet' },
      { token: customer.token },
    );
    assert.equal(paid.key, 'success', paid.msg);
    assert.equal(paid.data, null);
    assert.equal(await balance(t, customer.id), 35000 - 29900);
    const row = await orderRow(t, id);
    assert.equal(row.status, 3);
    assert.equal(row.price, 26000);
    assert.equal(row.paymentMethod, 'wallet');
    const twice = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'wallet' },
      { token: customer.token },
    );
    assert.equal(twice.key, 'fail');
    assert.equal(await balance(t, customer.id), 35000 - 29900);
  });

  it('provider refuses a direct request: the customer sees it cancelled (refused) in the finished tab', async () => {
    const id = await request(t, customer, w.svc.id, p1.id);
    const ref = await t.post('/provider/request-services/reject', { request_service_id: id }, { token: p1.token });
    assert.equal(ref.key, 'success', ref.msg);
    const list = await t.post('/user/request-service', { status: 4 }, { token: customer.token, lang: 'en' });
    const item = list.data.find((r: { id: number }) => r.id === id);
    assert.equal(item.stage, 'refused');
    assert.equal(item.status, 'Refused by the provider');
    assert.ok((await notesOf('user', customer.id)).some((n) => n.requestServiceId === id && n.type === 'request_service'));
    const pay = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token });
    assert.equal(pay.key, 'fail');
    const acc = await t.post('/provider/request-services/accept', { request_service_id: id }, { token: p1.token });
    assert.equal(acc.key, 'fail');
  });

  it('negotiating an open request chooses that offer; cancel before payment closes everything', async () => {
    const id = await request(t, customer, w.svc.id);
    await t.post('/provider/offers/store', { request_service_id: id, price: 150, duration: 2 }, { token: p1.token });
    await t.post('/provider/offers/store', { request_service_id: id, price: 180, duration: 2 }, { token: p2.token });
    const offers = (await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token })).data.offers;
    const o2 = offers.find((o: { provider: { id: number } }) => o.provider.id === p2.id);
    const rej = await t.post(
      '/user/request-service/offers/reject',
      { request_service_id: id, offer_price_id: o2.id },
      { token: customer.token },
    );
    assert.equal(rej.key, 'success', rej.msg);
    const after1 = (await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token })).data.offers;
    assert.equal(after1.length, 1);
    // The rejected provider's lists no longer hold it; its details say so.
    for (const status of [1, 2]) {
      const l = await t.post('/provider/request-services', { status }, { token: p2.token });
      assert.ok(!l.data.some((r: { id: number }) => r.id === id), `tab ${status}`);
    }
    const rejectedView = await t.post('/provider/request-services/show', { request_service_id: id }, { token: p2.token, lang: 'en' });
    assert.equal(rejectedView.data.status, 'The client rejected your offer');
    const payRejected = await t.post(
      '/user/request-service/pay',
      { request_service_id: id, offer_price_id: o2.id, type: 'wallet' },
      { token: customer.token },
    );
    assert.equal(payRejected.key, 'fail');
    const neg = await t.post(
      '/user/request-service/negotiate',
      { request_service_id: id, offer_price_id: after1[0].id },
      { token: customer.token },
    );
    assert.equal(neg.key, 'success', neg.msg);
    const row = await orderRow(t, id);
    assert.equal(row.status, 2);
    assert.equal(row.stage, 'negotiating');
    assert.equal(row.providerId, p1.id);
    const cancel = await t.post('/user/request-service/cancel', { request_service_id: id }, { token: customer.token });
    assert.equal(cancel.key, 'success', cancel.msg);
    assert.equal((await orderRow(t, id)).stage, 'cancelled');
    const cancelAgain = await t.post('/user/request-service/cancel', { request_service_id: id }, { token: customer.token });
    assert.equal(cancelAgain.key, 'fail');
    const pay = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token });
    assert.equal(pay.key, 'fail');
  });

  it('a delivered order completes by itself after 3 days (moved clock), once', async () => {
    const id = await request(t, customer, w.svc.id, p1.id);
    await t.post('/provider/request-services/accept', { request_service_id: id }, { token: p1.token });
    await credit(t, customer.id, 230);
    const pay = await t.post(
      '/user/request-service/pay',
      { request_service_id: id, type: 'wallet', is_direct: 'true' },
      { token: customer.token },
    );
    assert.equal(pay.key, 'success', pay.msg);
    assert.equal((await t.post('/provider/request-service/finished', deliveryForm(id), { token: p1.token })).key, 'success');
    assert.equal(await t.app.services.serviceOrders.completeOverdue(), 0, 'not yet');
    t.advance(3 * 24 * 3600 * 1000 - 60_000);
    assert.equal(await t.app.services.serviceOrders.completeOverdue(), 0, 'a minute early');
    t.advance(120_000);
    assert.equal(await t.app.services.serviceOrders.completeOverdue(), 1);
    assert.equal(await t.app.services.serviceOrders.completeOverdue(), 0);
    const row = await orderRow(t, id);
    assert.equal(row.status, 4);
    assert.equal(row.stage, 'finished');
    const fts = await t.app.deps.db.select().from(financialTransactions).where(eq(financialTransactions.requestServiceId, id));
    assert.equal(fts.length, 1);
  });
});
