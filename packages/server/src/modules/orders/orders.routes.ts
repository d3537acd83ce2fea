/**
 * Order calls (contracts `orders`, `rates`, `financials`; docs/legacy-client.md#ec-1-6,
 * #ec-1-7, #ec-1-10, #ec-1-11). Thin handlers: validated input → service → ok(). Lists that fail keep
 * their list shape (the existing client reads them without a key check).
 */
import { financials as finApi, orders as api, rates as ratesApi } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';

const ctx = (request: FastifyRequest) => ({ lang: request.lang, baseUrl: request.baseUrl });

export default async function ordersModule(app: FastifyInstance) {
  const { serviceOrders: orders, rates, financials } = app.services;

  // ---- customer -----------------------------------------------------------------------------
  route(app, api.userList, async (request) => ok(request, await orders.userList(request.lang, signedIn(request).id, request.body.status)), {
    onInvalid: { msg: 'orders.invalid_status', data: () => [] },
  });
  route(app, api.userShow, async (request) =>
    ok(request, await orders.userShow(ctx(request), signedIn(request).id, request.body.request_service_id)),
  );
  route(app, api.cancel, async (request) => {
    await orders.cancel(signedIn(request).id, request.body.request_service_id);
    return ok(request, null, 'orders.cancelled');
  });
  route(app, api.rejectOffer, async (request) => {
    await orders.rejectOffer(signedIn(request).id, request.body.request_service_id, request.body.offer_price_id);
    return ok(request, null, 'orders.offer_rejected');
  });
  route(app, api.pay, async (request) => {
    const b = request.body;
    const res = await orders.pay(ctx(request), signedIn(request).id, { id: b.request_service_id, offerId: b.offer_price_id, type: b.type });
    return ok(request, res, res ? 'orders.pay_started' : 'orders.order_paid');
  });
  route(app, api.negotiate, async (request) => {
    const b = request.body;
    return ok(
      request,
      await orders.negotiate(signedIn(request).id, { id: b.request_service_id, offerId: b.offer_price_id }),
      'orders.negotiation_opened',
    );
  });
  route(app, api.negotiatePay, async (request) => {
    const res = await orders.negotiatePay(ctx(request), signedIn(request).id, {
      negotiateId: request.body.negotiate_id,
      type: request.body.type,
    });
    return ok(request, res, res ? 'orders.pay_started' : 'orders.order_paid');
  });
  route(app, api.userFinish, async (request) => {
    await orders.userFinish(signedIn(request).id, request.body.request_service_id);
    return ok(request, null, 'orders.completed');
  });
  route(app, api.complaint, async (request) => {
    const b = request.body;
    await orders.complaint(signedIn(request), { id: b.request_service_id, complaint: b.complaint, reason: b.reason });
    return ok(request, null, 'orders.complaint_sent');
  });

  // ---- provider -----------------------------------------------------------------------------
  route(app, api.providerShow, async (request) =>
    ok(request, await orders.providerShow(ctx(request), signedIn(request).id, request.body.request_service_id)),
  );
  route(app, api.accept, async (request) => {
    await orders.accept(signedIn(request).id, request.body.request_service_id);
    return ok(request, null, 'orders.accepted');
  });
  route(app, api.reject, async (request) => {
    await orders.reject(signedIn(request).id, request.body.request_service_id);
    return ok(request, null, 'orders.refused');
  });
  route(app, api.offerStore, async (request) => {
    const b = request.body;
    const res = await orders.offerStore(signedIn(request).id, {
      id: b.request_service_id,
      price: b.price,
      duration: b.duration,
      description: b.description,
    });
    return ok(request, res, 'orders.offer_sent');
  });
  route(app, api.negotiateStore, async (request) => {
    const b = request.body;
    const res = await orders.negotiateStore(ctx(request), signedIn(request).id, {
      id: b.request_service_id,
      price: b.price,
      duration: b.duration,
      serviceDetails: b.service_details,
    });
    return ok(request, res, 'orders.negotiation_sent');
  });
  route(app, api.providerFinish, async (request) => {
    await orders.providerFinish(signedIn(request).id, request.body.request_service_id, request.body.delivery_files as never);
    return ok(request, null, 'orders.delivered');
  });

  // ---- ratings ------------------------------------------------------------------------------
  route(app, ratesApi.store, async (request) => {
    await rates.store(signedIn(request), request.body);
    return ok(request, null, 'orders.rated');
  });
  route(app, ratesApi.userMine, async (request) => ok(request, await rates.userMine(request.baseUrl, signedIn(request).id)));
  route(app, ratesApi.providerMine, async (request) => ok(request, await rates.providerMine(signedIn(request).id)));

  // ---- provider financials ------------------------------------------------------------------
  route(app, finApi.transactions, async (request) => ok(request, await financials.transactions(request.lang, signedIn(request).id)));
  route(app, finApi.settlement, async (request) => {
    await financials.requestSettlement(signedIn(request).id, request.body.amount);
    return ok(request, null, 'orders.settlement_requested');
  });

  // Delivered orders complete by themselves 3 days later: checked every few minutes, by one process.
  app.jobs.every('orders.auto-complete', app.deps.config.orderSweepMs, () => orders.completeOverdue());
}
