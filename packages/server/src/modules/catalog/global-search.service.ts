/**
 * GET /user/search — the header's one search box: sub-services, providers (name,
 * CV, the services they offer and their descriptions) and products, Arabic-aware and typo
 * tolerant. Providers and products come from the existing searches (the same indexes,
 * visibility rules and result cache: unapproved or inactive providers and unapproved
 * products never appear); sub-services are few and matched in memory (service-match.ts).
 *
 * Without `type`: the first SEARCH_SUGGESTIONS of each group (suggestions as you type).
 * With `type`: one page of that group, the other groups empty.
 */
import { PRODUCTS_PER_PAGE, SEARCH_SUGGESTIONS, type GlobalSearch, type SearchType } from '@souq/contracts';
import type { ShopService } from '../commerce/shop.service';
import { normalizeArabic } from '../../lib/arabic-normalize';
import { localized } from '../../lib/localized';
import type { CatalogRepository } from './catalog.repository';
import { PER_PAGE, type CatalogService } from './catalog.service';
import { matchServices, serviceText } from './service-match';
import type { CallerContext } from '../../lib/request-context';

export const SERVICES_PER_PAGE = 12;

export interface GlobalSearchDeps {
  repo: Pick<CatalogRepository, 'servicesWithCategories'>;
  catalog: Pick<CatalogService, 'searchProviders'>;
  shop: Pick<ShopService, 'search'>;
}

const none = { data: [], total: 0, has_more: false };

export function createGlobalSearchService(deps: GlobalSearchDeps) {
  async function services(ctx: CallerContext, term: string, limit: number, offset: number): Promise<GlobalSearch['services']> {
    const rows = (await deps.repo.servicesWithCategories()).map((r) => ({
      ...r,
      sort: r.categorySort * 10_000 + r.sort,
      name: serviceText(r.nameAr, r.nameEn),
      category: serviceText(r.categoryNameAr, r.categoryNameEn),
    }));
    const hits = matchServices(term, rows);
    return {
      data: hits.slice(offset, offset + limit).map((r) => ({
        id: r.id,
        name: localized(ctx.lang, r.nameAr, r.nameEn),
        category: { id: r.categoryId, name: localized(ctx.lang, r.categoryNameAr, r.categoryNameEn) },
      })),
      total: hits.length,
      has_more: hits.length > offset + limit,
    };
  }

  async function providers(ctx: CallerContext, q: string, page: number, limit: number): Promise<GlobalSearch['providers']> {
    const found = await deps.catalog.searchProviders(ctx, { name: q, page });
    const total = found.pagination.total_items;
    return { data: found.data.slice(0, limit), total, has_more: total > (page - 1) * PER_PAGE + Math.min(limit, found.data.length) };
  }

  async function products(ctx: CallerContext, q: string, page: number, limit: number): Promise<GlobalSearch['products']> {
    const found = await deps.shop.search(ctx, { name: q, page });
    // A full page may have a next one; the search does not count its matches.
    return { data: found.slice(0, limit), total: null, has_more: found.length > limit || found.length === PRODUCTS_PER_PAGE };
  }

  return {
    async search(ctx: CallerContext, input: { q: string; type?: SearchType; page: number }): Promise<GlobalSearch> {
      const term = normalizeArabic(input.q);
      const empty: GlobalSearch = { q: input.q, page: input.page, services: none, providers: none, products: none };
      if (!term) return empty;
      if (!input.type) {
        const [s, p, d] = await Promise.all([
          services(ctx, term, SEARCH_SUGGESTIONS, 0),
          providers(ctx, input.q, 1, SEARCH_SUGGESTIONS),
          products(ctx, input.q, 1, SEARCH_SUGGESTIONS),
        ]);
        return { ...empty, page: 1, services: s, providers: p, products: d };
      }
      if (input.type === 'services') {
        return { ...empty, services: await services(ctx, term, SERVICES_PER_PAGE, (input.page - 1) * SERVICES_PER_PAGE) };
      }
      if (input.type === 'providers') return { ...empty, providers: await providers(ctx, input.q, input.page, PER_PAGE) };
      return { ...empty, products: await products(ctx, input.q, input.page, PRODUCTS_PER_PAGE) };
    },
  };
}

export type GlobalSearchService = ReturnType<typeof createGlobalSearchService>;
