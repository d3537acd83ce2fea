/**
 * Public lookups (docs/product/catalogue.md#public-lookups; docs/legacy-client.md#ec-1-1, #ec-1-2, #ec-1-3) at the exact paths
 * the clients use, typos included (`/intor-sliders`, `/cotact-us`). No session needed;
 * a `Bearer null` guest is fine. Schemas: @souq/contracts (lookups). Thin handlers.
 */
import { lookups as api } from '@souq/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import type { RequestContext } from '../../lib/request-context';

const rc = (request: Pick<FastifyRequest, 'lang' | 'baseUrl'>): RequestContext => ({ lang: request.lang, baseUrl: request.baseUrl });

const lookups: FastifyPluginAsync = async (app) => {
  const service = app.services.lookups;

  route(app, api.settings, async (request) => ok(request, await service.settings(rc(request))));
  route(app, api.about, async (request) => ok(request, await service.about(rc(request))));
  route(app, api.socials, async (request) => ok(request, await service.socials(rc(request))));
  route(app, api.sliders, async (request) => ok(request, await service.sliders(rc(request))));
  route(app, api.partners, async (request) => ok(request, await service.partners(rc(request))));
  route(app, api.sections, async (request) => ok(request, await service.sections(rc(request))));
  route(app, api.countries, async (request) => ok(request, await service.countries(rc(request))));
  route(app, api.cities, async (request) => ok(request, await service.cities(rc(request))));
  route(app, api.features, async (request) => ok(request, await service.features(rc(request))));
  route(app, api.rangePrices, async (request) => ok(request, await service.rangePrices(request.query.type ?? 'service')));
  route(app, api.experiences, async (request) => ok(request, await service.experiences(rc(request))));
  route(app, api.providerExperiences, async (request) => ok(request, await service.experiences(rc(request))));
  route(app, api.serviceCategories, async (request) => ok(request, await service.categories(rc(request), 'service')));
  route(app, api.storeCategories, async (request) => ok(request, await service.categories(rc(request), 'store')));
  // An unknown id and a malformed one answer the same.
  route(app, api.categoryServices, async (request) => ok(request, await service.categoryServices(rc(request), request.params.id)), {
    onInvalid: { msg: 'lookups.category_not_found', data: () => ({ services: [] }) },
  });
  route(app, api.bestSellers, async (request) => ok(request, await service.bestSellers(rc(request))));

  route(app, api.subscribe, async (request) => {
    await service.subscribe(request.body);
    return ok(request, null, 'lookups.subscribed');
  });
  route(app, api.contactUs, async (request) => {
    await service.contact(request.body);
    return ok(request, null, 'lookups.contact_sent');
  });
  route(app, api.complaint, async (request) => {
    await service.complaint(request.body, request.principal);
    return ok(request, null, 'lookups.complaint_sent');
  });
};

export default lookups;
