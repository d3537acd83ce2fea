/**
 * Service request calls: POST /user/request-service/store (customers), and the provider's
 * POST /provider/request-services (+ /counts) lists. The customer's own order list and
 * order details are in modules/orders (orders.routes.ts). Schemas and roles: @souq/contracts (requests).
 */
import { requests as api } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';

export default async function requestsModule(app: FastifyInstance) {
  const { requests } = app.services;

  route(app, api.store, async (request) => {
    const input = request.body;
    const created = await requests.store(signedIn(request).id, {
      details: input.details,
      fromPrice: input.from_price,
      toPrice: input.to_price,
      duration: input.duration,
      serviceId: input.service_id,
      providerId: input.provider_id,
      images: input.images,
    });
    return ok(request, created, 'requests.created');
  });

  // The home widget reads data.data as an array without a key check.
  route(
    app,
    api.providerList,
    async (request) => ok(request, await requests.providerList(request.lang, signedIn(request).id, request.body.status)),
    {
      onInvalid: { msg: 'requests.invalid_status', data: () => [] },
    },
  );

  route(app, api.providerCounts, async (request) => ok(request, await requests.providerCounts(signedIn(request).id)));
}
