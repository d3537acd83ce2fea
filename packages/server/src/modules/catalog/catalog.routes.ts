/**
 * Catalogue calls (docs/product/catalogue.md; docs/legacy-client.md#ec-1-5):
 * providers of a service, filter, search, provider service details, provider profile,
 * follow/unfollow, complaint, provider ratings. Thin handlers: validate → service → ok().
 * Guests (`Bearer null`) may browse; follow and complaint need a session.
 */
import { catalog as api } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import { idSchema } from '@souq/contracts';
import { PER_PAGE, emptyProfile } from './catalog.service';
import { emptyProviderPage } from './catalog.dto';
import type { CallerContext } from '../../lib/request-context';

/** An id the refused body did carry (the failure's shape echoes it), else null. */
const idIn = (body: unknown, key: string): number | null =>
  idSchema.safeParse(body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined).data ?? null;

/** A refused list keeps the list's success shape in `data` (docs/legacy-client.md#ec-2). */
const emptyList = {
  data: (request: FastifyRequest) => emptyProviderPage(idIn(request.body, 'service_id'), idIn(request.body, 'page') ?? 1, PER_PAGE),
};

const context = (request: FastifyRequest): CallerContext => ({
  lang: request.lang,
  baseUrl: request.baseUrl,
  principal: request.principal ? { role: request.principal.role, id: request.principal.id } : null,
});

export default async function catalogModule(app: FastifyInstance) {
  const { catalog, complaints, globalSearch, catalogAnswers: answers } = app.services;

  route(
    app,
    api.providersOfService,
    async (request) =>
      ok(request, await catalog.providersOfService(context(request), { serviceId: request.body.service_id, page: request.body.page ?? 1 })),
    { onInvalid: emptyList, answers },
  );

  route(
    app,
    api.filterProviders,
    async (request) => {
      const input = request.body;
      return ok(
        request,
        await catalog.filterProviders(context(request), {
          serviceId: input.service_id,
          rangePriceId: input.range_price_id,
          experienceId: input.experience_id ?? input.level,
          durationMax: input.duration_max ?? input.duration,
          sort: input.sort,
          page: input.page ?? 1,
        }),
      );
    },
    { onInvalid: emptyList },
  );

  route(
    app,
    api.searchProviders,
    async (request) => {
      const input = request.body;
      return ok(
        request,
        await catalog.searchProviders(context(request), { name: input.name, serviceId: input.service_id, page: input.page ?? 1 }),
      );
    },
    { onInvalid: emptyList, answers },
  );

  route(app, api.providerServiceInfo, async (request) =>
    ok(
      request,
      await catalog.providerServiceInfo(context(request), { providerId: request.body.provider_id, serviceId: request.body.service_id }),
    ),
  );

  route(
    app,
    api.providerProfile,
    async (request) =>
      ok(
        request,
        await catalog.showProfile(context(request), { providerId: request.body.provider_id, serviceId: request.body.service_id }),
      ),
    { onInvalid: { data: emptyProfile } },
  );

  route(app, api.follow, async (request) => {
    await catalog.follow(signedIn(request).id, request.body.provider_id);
    return ok(request, null, 'catalog.followed');
  });

  route(app, api.unfollow, async (request) => {
    await catalog.unfollow(signedIn(request).id, request.body.provider_id);
    return ok(request, null, 'catalog.unfollowed');
  });

  route(app, api.complaint, async (request) => {
    const principal = signedIn(request);
    const input = request.body;
    await complaints.fileComplaint(
      { role: principal.role as 'user' | 'provider', id: principal.id },
      {
        reason: input.reason,
        complaint: input.complaint,
        phone: input.phone,
        countryCode: input.country_code,
        type: input.type,
        providerId: input.provider_id,
        requestServiceId: input.request_service_id,
        productOrderId: input.product_order_id,
        images: input.images,
      },
    );
    return ok(request, null, 'catalog.complaint_sent');
  });

  route(app, api.globalSearch, async (request) =>
    ok(
      request,
      await globalSearch.search(context(request), { q: request.query.q, type: request.query.type, page: request.query.page ?? 1 }),
    ),
  );

  route(app, api.providerRates, async (request) => ok(request, await catalog.providerRates(request.params.id)), {
    onInvalid: { data: () => [] },
  });
}
