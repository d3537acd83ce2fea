/**
 * Catalogue queries: providers of a service (list, filter, search), provider service
 * details, provider profile parts, follows and provider ratings. No rules here: the
 * service decides who may see what.
 *
 * "Visible" provider = approved by the admin and active (verified phone).
 *
 * The queries live by role; this file joins them into the one repository the catalogue
 * service, its cache and the search index read:
 *   catalog-services.repository.ts   services and categories; the list filters' lookups
 *   provider-list.repository.ts      listProviders (a service's providers, filtered, sorted)
 *   provider-search.repository.ts    searchProviders, and the rows the search index is built from
 *   provider-profile.repository.ts   the provider, their services, works, products, ratings, follows
 *   provider-rows.query.ts           statements and the provider card, shared by lists and searches
 *   search-words.ts                  how a search term is matched (the product search too)
 */
import type { Db } from '../../db/client';
import { createCatalogServicesRepository } from './catalog-services.repository';
import { createProviderListRepository } from './provider-list.repository';
import { createProviderProfileRepository } from './provider-profile.repository';
import { createProviderSearchRepository } from './provider-search.repository';

export function createCatalogRepository(db: Db) {
  return {
    ...createCatalogServicesRepository(db),
    ...createProviderListRepository(db),
    ...createProviderSearchRepository(db),
    ...createProviderProfileRepository(db),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
