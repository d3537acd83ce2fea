/**
 * Catalogue rules: which providers a customer sees (approved and active), in which order,
 * and what a provider's public profile shows. Returns DTOs (catalog.dto.ts).
 *
 * List order (deterministic): rating (rate_avg) high → low, then provider id ascending;
 * with sort=price_asc|price_desc: that price, then rating, then id. Search: best match,
 * then id (see the repository). Page size: PER_PAGE.
 */
import { fail } from '../../lib/errors';
import { toSR } from '../../lib/money';
import { avatarUrl } from '../storage/avatar';
import type { Storage } from '../storage/storage';
import { normalizeArabic } from '../../lib/arabic-normalize';
import type { CatalogRepository } from './catalog.repository';
import type { ProviderSort } from './provider-list.repository';
import { emptyProviderPage, halfStepRate, providerCard, rateDto, sectionType, workDto, attachment, type ProviderPage } from './catalog.dto';
import { pagination } from '../../lib/pagination';
import { productCard } from '../products/product-card.dto';
import { localized } from '../../lib/localized';
import type { CallerContext, DtoContext } from '../../lib/request-context';

export const PER_PAGE = 12;
/** Newest ratings shown on a profile. */
export const RATES_LIMIT = 100;

export interface CatalogDeps {
  repo: CatalogRepository;
  storage: Storage;
  now: () => Date;
}

export interface FilterInput {
  serviceId: number;
  rangePriceId?: number;
  experienceId?: number;
  durationMax?: number;
  priceFrom?: number;
  priceTo?: number;
  sort?: ProviderSort;
  page: number;
}

export function createCatalogService(deps: CatalogDeps) {
  const { repo } = deps;
  const dto = (ctx: CallerContext): DtoContext => ({ lang: ctx.lang, baseUrl: ctx.baseUrl, storage: deps.storage });

  async function requireService(serviceId: number, page: number) {
    const service = await repo.findService(serviceId);
    if (!service) throw fail('catalog.service_not_found', {}, emptyProviderPage(serviceId, page, PER_PAGE));
    return service;
  }

  /**
   * A page of a service's providers proves the service exists (offers reference it), so the
   * lookup is only made for an empty page: one round trip less for every page with rows.
   */
  async function requireServiceIfEmpty(serviceId: number | null, page: number, rows: unknown[]) {
    if (serviceId !== null && !rows.length) await requireService(serviceId, page);
  }

  async function list(ctx: CallerContext, serviceId: number | null, page: number, extra: Partial<FilterInput> = {}): Promise<ProviderPage> {
    const { rows, total } = await repo.listProviders({
      serviceId,
      priceFrom: extra.priceFrom,
      priceTo: extra.priceTo,
      experienceId: extra.experienceId,
      durationMax: extra.durationMax,
      sort: extra.sort ?? 'rate_desc',
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    const d = dto(ctx);
    return { data: rows.map((r) => providerCard(d, r)), pagination: pagination(total, page, PER_PAGE), service_id: serviceId };
  }

  return {
    /** POST /user/services/provider */
    async providersOfService(ctx: CallerContext, input: { serviceId: number; page: number }): Promise<ProviderPage> {
      const result = await list(ctx, input.serviceId, input.page);
      await requireServiceIfEmpty(input.serviceId, input.page, result.data);
      return result;
    },

    /** POST /user/provider/fillter */
    async filterProviders(ctx: CallerContext, input: FilterInput): Promise<ProviderPage> {
      await requireService(input.serviceId, input.page);
      const empty = emptyProviderPage(input.serviceId, input.page, PER_PAGE);
      let priceFrom = input.priceFrom;
      let priceTo = input.priceTo;
      if (input.rangePriceId !== undefined) {
        const range = await repo.findRangePrice(input.rangePriceId);
        if (!range) throw fail('catalog.range_price_not_found', {}, empty);
        // Range prices are stored in halalas like every amount.
        priceFrom = Math.max(priceFrom ?? 0, range.fromPrice);
        priceTo = Math.min(priceTo ?? Number.MAX_SAFE_INTEGER, range.toPrice);
      }
      if (input.experienceId !== undefined && !(await repo.findExperience(input.experienceId))) {
        throw fail('catalog.experience_not_found', {}, empty);
      }
      return list(ctx, input.serviceId, input.page, { ...input, priceFrom, priceTo });
    },

    /**
     * POST /user/provider/search. `name` alone searches every provider (the existing client
     * sends no service_id); a blank name gives the normal list (of the service, or of all).
     */
    async searchProviders(ctx: CallerContext, input: { name?: string; serviceId?: number; page: number }): Promise<ProviderPage> {
      const serviceId = input.serviceId ?? null;
      const term = normalizeArabic(input.name ?? '');
      if (!term) {
        const result = await list(ctx, serviceId, input.page);
        await requireServiceIfEmpty(serviceId, input.page, result.data);
        const p = result.pagination;
        return { ...result, pagination: { ...p, has_more: p.current_page < p.last_page, total_exact: true } };
      }
      const { rows, total, totalExact, hasMore } = await repo.searchProviders(term, serviceId, PER_PAGE, (input.page - 1) * PER_PAGE);
      await requireServiceIfEmpty(serviceId, input.page, rows);
      const d = dto(ctx);
      return {
        data: rows.map((r) => providerCard(d, r)),
        pagination: pagination(total, input.page, PER_PAGE, { hasMore, exact: totalExact }),
        service_id: serviceId,
      };
    },

    /** POST /user/services/provider/info: one provider's offer of one service (gallery screen). */
    async providerServiceInfo(ctx: CallerContext, input: { providerId: number; serviceId: number }) {
      const provider = await repo.findVisibleProvider(input.providerId);
      if (!provider) throw fail('catalog.provider_not_found');
      const service = await repo.findService(input.serviceId);
      if (!service) throw fail('catalog.service_not_found');
      const ps = await repo.findProviderService(provider.id, service.id);
      if (!ps) throw fail('catalog.provider_service_not_found');
      const images = await repo.providerServiceImages(ps.id);
      const d = dto(ctx);
      const serviceName = localized(ctx.lang, service.nameAr, service.nameEn);
      return {
        id: ps.id,
        name: serviceName,
        category: { id: service.categoryId, name: localized(ctx.lang, service.categoryNameAr, service.categoryNameEn) },
        service: { id: service.id, name: serviceName },
        provider: {
          id: provider.id,
          name: provider.name,
          image: avatarUrl(deps.storage, provider.image, ctx.baseUrl),
          rate: halfStepRate(provider.rateAvg),
        },
        description: ps.description,
        duration: ps.duration,
        price: toSR(ps.price),
        attachments: images.map((i) => attachment(d, i.file)),
      };
    },

    /** POST /user/provider/show-profile */
    async showProfile(ctx: CallerContext, input: { providerId: number; serviceId?: number }) {
      const provider = await repo.findVisibleProvider(input.providerId);
      if (!provider) throw fail('catalog.provider_not_found', {}, emptyProfile());
      const d = dto(ctx);
      const [offered, workRows, productRows, isFollow] = await Promise.all([
        repo.servicesOfProvider(provider.id),
        repo.worksOfProvider(provider.id),
        repo.approvedProductsOfProvider(provider.id),
        ctx.principal?.role === 'user' ? repo.isFollowing(ctx.principal.id, provider.id) : Promise.resolve(false),
      ]);
      const chosen = input.serviceId !== undefined ? offered.find((s) => s.serviceId === input.serviceId) : undefined;
      const now = deps.now();
      return {
        id: provider.id,
        name: provider.name,
        image: avatarUrl(deps.storage, provider.image, ctx.baseUrl),
        cv: provider.cv ?? '',
        experience: localized(ctx.lang, provider.experienceNameAr, provider.experienceNameEn),
        is_follow: isFollow,
        service: chosen
          ? {
              id: chosen.serviceId,
              provider_service_id: chosen.id,
              name: localized(ctx.lang, chosen.nameAr, chosen.nameEn),
              duration: chosen.duration,
              price: toSR(chosen.price),
            }
          : null,
        rate: halfStepRate(provider.rateAvg),
        // Every listed work has at least one image (its thumbnail is attachments[0], read
        // unguarded by the existing client); a work without images is not listed.
        works: workRows.filter((w) => w.images.length > 0).map((w) => workDto(d, w)),
        products: productRows.map((p) => productCard(d, p, now)),
        section_type: sectionType(provider.sectionId),
        services: offered.map((s) => ({
          id: s.serviceId,
          provider_service_id: s.id,
          name: localized(ctx.lang, s.nameAr, s.nameEn),
          price: toSR(s.price),
          duration: s.duration,
        })),
      };
    },

    /** POST /user/follows/store */
    async follow(userId: number, providerId: number): Promise<void> {
      if (!(await repo.findVisibleProvider(providerId))) throw fail('catalog.provider_not_found');
      if (!(await repo.follow(userId, providerId, deps.now()))) throw fail('catalog.already_following');
    },

    /** POST /user/follows/cancel */
    async unfollow(userId: number, providerId: number): Promise<void> {
      if (!(await repo.unfollow(userId, providerId))) {
        if (!(await repo.providerExists(providerId))) throw fail('catalog.provider_not_found');
        throw fail('catalog.not_following');
      }
    },

    /** GET /rates/providers/{id}: newest first. */
    async providerRates(providerId: number) {
      if (!(await repo.findVisibleProvider(providerId))) throw fail('catalog.provider_not_found', {}, []);
      const rows = await repo.ratesOfProvider(providerId, RATES_LIMIT);
      return rows.map(rateDto);
    },
  };
}

/** The profile's success shape with nothing in it: the existing client reads it unguarded. */
export function emptyProfile() {
  return {
    id: null,
    name: '',
    image: '',
    cv: '',
    experience: '',
    is_follow: false,
    service: null,
    rate: 0,
    works: [],
    products: [],
    section_type: '',
    services: [],
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
