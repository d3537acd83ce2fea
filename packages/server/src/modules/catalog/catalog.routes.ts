/**
 * Catalogue calls (spec §7 "Providers, browsing, requests"; existing-client §1.5):
 * providers of a service, filter, search, provider service details, provider profile,
 * follow/unfollow, complaint, provider ratings. Thin handlers: validate → service → ok().
 * Guests (`Bearer null`) may browse; follow and complaint need a session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../lib/errors';
import { asciiDigits, blankToUndefined, id, optId, optNumber, optText, text } from '../../lib/form';
import { ok } from '../../lib/reply';
import { validate } from '../../lib/validate';
import { requireRole } from '../../plugins/auth';
import { backfillSearchNames } from './search-index';
import { createCatalogRepository } from './catalog.repository';
import { withCatalogCache } from './catalog-cache';
import { createCatalogService, PER_PAGE, emptyProfile, type RequestContext } from './catalog.service';
import { emptyProviderPage } from './catalog.dto';
import { createComplaintRepository } from './complaint.repository';
import { createComplaintService } from './complaint.service';
import { imageFiles } from './image-uploads';
import './catalog.messages';

const page = () => optId();
const days = () => optNumber(z.number().min(1).max(3650).refine(Number.isInteger, { message: 'validation.integer' }));

const ListBody = z.object({ service_id: id(), page: page() });
const FilterBody = z.object({
  service_id: id(),
  range_price_id: optId(),
  experience_id: optId(),
  /** Same as experience_id (the filter modal's "provider level"). */
  level: optId(),
  duration_max: days(),
  duration: days(),
  sort: z.preprocess(blankToUndefined, z.enum(['rate_desc', 'price_asc', 'price_desc']).optional()),
  page: page(),
});
const SearchBody = z.object({ name: optText(100), service_id: optId(), page: page() });
const InfoBody = z.object({ provider_id: id(), service_id: id() });
const ProfileBody = z.object({ provider_id: id(), service_id: z.unknown().optional() });
const FollowBody = z.object({ provider_id: id() });
const RatesParams = z.object({ id: id() });
const ComplaintBody = z.object({
  reason: text(255),
  complaint: text(5000),
  phone: z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? asciiDigits(b).replace(/[\s-]/g, '') : b;
    },
    z
      .string()
      .regex(/^\+?\d{5,15}$/)
      .optional(),
  ),
  country_code: z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      // "+966", "966" and the query-decoded " 966" all mean +966.
      return typeof b === 'string' ? `+${asciiDigits(b).replace(/[\s+]/g, '')}` : b;
    },
    z
      .string()
      .regex(/^\+\d{1,4}$/)
      .optional(),
  ),
  type: optText(30),
  provider_id: optId(),
  request_service_id: optId(),
  images: imageFiles(),
});

/** Validate, keeping the list's success shape in `data` on failure (existing-client §2). */
function validateOr<S extends z.ZodType>(schema: S, body: unknown, data: unknown): z.output<S> {
  try {
    return validate(schema, body);
  } catch (err) {
    if (err instanceof DomainError) throw new DomainError(err.key, err.messageKey, err.params, data);
    throw err;
  }
}

/** A page number we can trust for the failure shape even when the body is bad. */
function positiveInt(v: unknown): number | null {
  const n = Number(typeof v === 'string' ? asciiDigits(v.trim()) : v);
  return typeof v !== 'object' && Number.isInteger(n) && n > 0 ? n : null;
}

const field = (body: unknown, key: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
const rawPage = (body: unknown): number => positiveInt(field(body, 'page')) ?? 1;
const rawServiceId = (body: unknown): number | null => positiveInt(field(body, 'service_id'));

const context = (request: FastifyRequest): RequestContext => ({
  lang: request.lang,
  baseUrl: request.baseUrl,
  principal: request.principal ? { role: request.principal.role, id: request.principal.id } : null,
});

export default async function catalogModule(app: FastifyInstance) {
  const repo = createCatalogRepository(app.deps.db);
  const cachedRepo = withCatalogCache(repo, app.deps.db, { ttlMs: app.deps.config.catalogCacheTtlMs });
  const catalog = createCatalogService({ repo: cachedRepo, storage: app.deps.storage, now: app.deps.now });
  const complaints = createComplaintService({
    repo: createComplaintRepository(app.deps.db),
    providerExists: (pid) => repo.providerExists(pid),
    storage: app.deps.storage,
    maxUploadBytes: app.deps.config.maxUploadBytes,
    now: app.deps.now,
  });

  // Rows written before search existed (or by SQL seeds) get their search text once at start.
  app.addHook('onReady', async () => {
    await backfillSearchNames(app.deps.db);
  });

  const emptyList = (body: unknown) => emptyProviderPage(rawServiceId(body), rawPage(body), PER_PAGE);

  app.post('/user/services/provider', async (request) => {
    const input = validateOr(ListBody, request.body, emptyList(request.body));
    return ok(request, await catalog.providersOfService(context(request), { serviceId: input.service_id, page: input.page ?? 1 }));
  });

  app.post('/user/provider/fillter', async (request) => {
    const input = validateOr(FilterBody, request.body, emptyList(request.body));
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
  });

  app.post('/user/provider/search', async (request) => {
    const input = validateOr(SearchBody, request.body, emptyList(request.body));
    return ok(
      request,
      await catalog.searchProviders(context(request), { name: input.name, serviceId: input.service_id, page: input.page ?? 1 }),
    );
  });

  app.post('/user/services/provider/info', async (request) => {
    const input = validate(InfoBody, request.body);
    return ok(request, await catalog.providerServiceInfo(context(request), { providerId: input.provider_id, serviceId: input.service_id }));
  });

  app.post('/user/provider/show-profile', async (request) => {
    const input = validateOr(ProfileBody, request.body, emptyProfile());
    // A stale or malformed service_id (the existing client sends what it kept in
    // localStorage) just means "no service chosen".
    const serviceId = positiveInt(input.service_id) ?? undefined;
    return ok(request, await catalog.showProfile(context(request), { providerId: input.provider_id, serviceId }));
  });

  app.post('/user/follows/store', async (request) => {
    const user = requireRole(request, 'user');
    const input = validate(FollowBody, request.body);
    await catalog.follow(user.id, input.provider_id);
    return ok(request, null, 'catalog.followed');
  });

  app.post('/user/follows/cancel', async (request) => {
    const user = requireRole(request, 'user');
    const input = validate(FollowBody, request.body);
    await catalog.unfollow(user.id, input.provider_id);
    return ok(request, null, 'catalog.unfollowed');
  });

  app.post('/user/provider/complaint', async (request) => {
    const principal = requireRole(request, 'user', 'provider');
    const input = validate(ComplaintBody, request.body);
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
        images: input.images,
      },
    );
    return ok(request, null, 'catalog.complaint_sent');
  });

  app.get('/rates/providers/:id', async (request) => {
    const params = validateOr(RatesParams, request.params, []);
    return ok(request, await catalog.providerRates(params.id));
  });
}
