/**
 * Public lookups (spec §7 "Public lookups"; existing-client §1.1–1.3) at the exact paths
 * the clients use, typos included (`/intor-sliders`, `/cotact-us`). No session needed;
 * a `Bearer null` guest is fine. Thin handlers: validate → service → ok().
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { asciiDigits } from '../../lib/form';
import { ok } from '../../lib/reply';
import { validate } from '../../lib/validate';
import { createLookupsRepository } from './lookups.repository';
import { createLookupsService, type RequestContext } from './lookups.service';
import { complaintForm, contactForm, subscribeForm } from './lookups.schemas';
import './lookups.messages';

const rc = (request: FastifyRequest): RequestContext => ({ lang: request.lang, baseUrl: request.baseUrl });

/** A positive integer path id, or null (an unknown id and a malformed one answer the same). */
function pathId(value: unknown): number | null {
  const s = typeof value === 'string' ? asciiDigits(value.trim()) : '';
  return /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

function queryText(request: FastifyRequest, key: string): string | undefined {
  const v = (request.query as Record<string, unknown> | undefined)?.[key];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() ? s.trim().slice(0, 30) : undefined;
}

const lookups: FastifyPluginAsync = async (api) => {
  const service = createLookupsService({ repo: createLookupsRepository(api.deps.db), storage: api.deps.storage, now: api.deps.now });

  api.get('/settings', async (request) => ok(request, await service.settings(rc(request))));
  api.get('/about', async (request) => ok(request, await service.about(rc(request))));
  api.get('/socials', async (request) => ok(request, await service.socials(rc(request))));
  api.get('/intor-sliders', async (request) => ok(request, await service.sliders(rc(request))));
  api.get('/partners', async (request) => ok(request, await service.partners(rc(request))));
  api.get('/app/sections', async (request) => ok(request, await service.sections(rc(request))));
  api.get('/countries/keys', async (request) => ok(request, await service.countries(rc(request))));
  api.get('/cities', async (request) => ok(request, await service.cities(rc(request))));
  api.get('/features', async (request) => ok(request, await service.features(rc(request))));
  api.get('/range-prices', async (request) => ok(request, await service.rangePrices(queryText(request, 'type') ?? 'service')));
  // Customers and providers read the same list under two paths (existing-client §6.9).
  api.get('/experiences', async (request) => ok(request, await service.experiences(rc(request))));
  api.get('/provider/experiences', async (request) => ok(request, await service.experiences(rc(request))));

  api.get('/user/categories/service', async (request) => ok(request, await service.categories(rc(request), 'service')));
  api.get('/user/categories/store', async (request) => ok(request, await service.categories(rc(request), 'store')));
  api.get<{ Params: { id: string } }>('/user/categories/:id/services', async (request) =>
    ok(request, await service.categoryServices(rc(request), pathId(request.params.id))),
  );
  api.get('/user/products/best-seller', async (request) => ok(request, await service.bestSellers(rc(request))));

  api.post('/subscribe', async (request) => {
    await service.subscribe(validate(subscribeForm, request.body));
    return ok(request, null, 'lookups.subscribed');
  });
  api.post('/cotact-us', async (request) => {
    await service.contact(validate(contactForm, request.body));
    return ok(request, null, 'lookups.contact_sent');
  });
  api.post('/complaint/store', async (request) => {
    await service.complaint(validate(complaintForm, request.body), request.principal);
    return ok(request, null, 'lookups.complaint_sent');
  });
};

export default lookups;
