/**
 * Browsing providers (docs/product/catalogue.md; docs/legacy-client.md#ec-1-5):
 * providers of a service, filter, search, a provider's service, profile, follow,
 * complaint and ratings. Guests (`Bearer null`) may browse.
 */
import { z } from 'zod';
import {
  attachmentSchema,
  countryCodeSchema,
  endpoint,
  idSchema,
  imagesSchema,
  noData,
  optionalIdName,
  optText,
  pageSchema,
  paginated,
  text,
} from './common';
import { productCardSchema } from './products';

export const PROVIDERS_PER_PAGE = 12;

// ---- requests ------------------------------------------------------------------------

const days = z.number().int({ error: 'validation.integer' }).min(1).max(3650).optional();
export const providerSorts = ['rate_desc', 'price_asc', 'price_desc'] as const;

export const providersOfServiceBody = z.object({ service_id: idSchema, page: pageSchema });
export const providerFilterBody = z.object({
  service_id: idSchema,
  range_price_id: idSchema.optional(),
  experience_id: idSchema.optional(),
  /** Same as experience_id (the filter modal's "provider level"). */
  level: idSchema.optional(),
  duration_max: days,
  duration: days,
  sort: z.enum(providerSorts).optional(),
  page: pageSchema,
});
/** `name` alone searches every provider; a blank name gives the normal list. */
export const providerSearchBody = z.object({ name: optText(100), service_id: idSchema.optional(), page: pageSchema });
export const providerServiceInfoBody = z.object({ provider_id: idSchema, service_id: idSchema });
/** A stale or malformed service_id (the existing client keeps one in localStorage) means none. */
export const providerProfileBody = z.object({ provider_id: idSchema, service_id: idSchema.optional().catch(undefined) });
export const followBody = z.object({ provider_id: idSchema });
export const providerComplaintBody = z.object({
  reason: text(255),
  complaint: text(5000),
  phone: z
    .string()
    .regex(/^\+?\d{5,15}$/)
    .optional(),
  country_code: countryCodeSchema.optional(),
  type: optText(30),
  /** A customer names the provider; a provider names the request (docs/legacy-client.md#ec-6-8). */
  provider_id: idSchema.optional(),
  request_service_id: idSchema.optional(),
  /** A customer may name one of their own paid store orders (cart checkouts) instead. */
  product_order_id: idSchema.optional(),
  images: imagesSchema,
});
export const idParams = z.object({ id: idSchema });

// ---- responses ----------------------------------------------------------------------

export const providerCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Absolute URL; the default avatar when the provider has no photo. */
  image: z.string(),
  /** Stars in half steps. */
  rate: z.number(),
  /** How many ratings the stars are of (absent from older servers). */
  rates_count: z.number().int().default(0),
  /** SR; null only in searches over all providers for one who offers no service yet. */
  price: z.number().nullable(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

export const providerPageSchema = paginated(providerCardSchema).extend({ service_id: z.number().int().nullable() });
export type ProviderPage = z.infer<typeof providerPageSchema>;

export const providerServiceInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: optionalIdName,
  service: optionalIdName,
  provider: z.object({ id: z.number().int(), name: z.string(), image: z.string(), rate: z.number() }),
  description: z.string(),
  duration: z.number(),
  price: z.number(),
  attachments: z.array(attachmentSchema),
});

export const workSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: optionalIdName,
  service: optionalIdName,
  link: z.string(),
  duration: z.number(),
  price: z.number(),
  description: z.string(),
  /** Never empty on a profile: a work without images is not listed. */
  attachments: z.array(attachmentSchema),
  logo: z.object({ link: z.string() }),
});

const offeredService = z.object({
  id: z.number().int(),
  provider_service_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  duration: z.number(),
});

export const providerPublicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  cv: z.string(),
  /** Display text (docs/legacy-client.md#ec-6-31). */
  experience: z.string(),
  is_follow: z.boolean(),
  /** The service chosen in the list, or null. */
  service: offeredService.nullable(),
  rate: z.number(),
  works: z.array(workSchema),
  products: z.array(productCardSchema),
  section_type: z.enum(['freelancer', 'storeOwner', 'bothProviders']),
  services: z.array(offeredService),
});

export const rateSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  user: z.object({ name: z.string() }),
});

// ---- global search (the header's one search box) -------------------------------------

export const searchTypes = ['services', 'providers', 'products'] as const;
export type SearchType = (typeof searchTypes)[number];
/** Suggestions per group when no `type` is asked for (the header's list as you type). */
export const SEARCH_SUGGESTIONS = 4;

/**
 * `q` as typed; without `type` the answer holds the first SEARCH_SUGGESTIONS of every group,
 * with `type` one page of that group (the others empty). A bad `type`/`page` means none.
 */
export const globalSearchQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  type: z.enum(searchTypes).optional().catch(undefined),
  page: idSchema.optional().catch(undefined),
});

export const serviceHitSchema = z.object({
  /** The sub-service (providersView's `:id`). */
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
});
export type ServiceHit = z.infer<typeof serviceHitSchema>;

const searchGroup = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    /** null where counting would cost a scan of every match (products). */
    total: z.number().int().nullable(),
    has_more: z.boolean(),
  });

export const globalSearchSchema = z.object({
  q: z.string(),
  page: z.number().int(),
  services: searchGroup(serviceHitSchema),
  providers: searchGroup(providerCardSchema),
  products: searchGroup(productCardSchema),
});
export type GlobalSearch = z.infer<typeof globalSearchSchema>;

// ---- endpoints ------------------------------------------------------------------------

export const catalog = {
  providersOfService: endpoint({
    method: 'POST',
    path: '/user/services/provider',
    body: providersOfServiceBody,
    response: providerPageSchema,
  }),
  filterProviders: endpoint({ method: 'POST', path: '/user/provider/fillter', body: providerFilterBody, response: providerPageSchema }),
  searchProviders: endpoint({ method: 'POST', path: '/user/provider/search', body: providerSearchBody, response: providerPageSchema }),
  providerServiceInfo: endpoint({
    method: 'POST',
    path: '/user/services/provider/info',
    body: providerServiceInfoBody,
    response: providerServiceInfoSchema,
  }),
  providerProfile: endpoint({
    method: 'POST',
    path: '/user/provider/show-profile',
    body: providerProfileBody,
    response: providerPublicProfileSchema,
  }),
  follow: endpoint({ method: 'POST', path: '/user/follows/store', roles: ['user'], body: followBody, response: noData }),
  unfollow: endpoint({ method: 'POST', path: '/user/follows/cancel', roles: ['user'], body: followBody, response: noData }),
  /** Customers name `provider_id`; providers use the same path with `request_service_id`. */
  complaint: endpoint({
    method: 'POST',
    path: '/user/provider/complaint',
    roles: ['user', 'provider'],
    body: providerComplaintBody,
    response: noData,
  }),
  providerRates: endpoint({ method: 'GET', path: '/rates/providers/:id', params: idParams, response: z.array(rateSchema) }),
  /** Services, providers (name, services, CV) and products in one search: the header has one box. */
  globalSearch: endpoint({ method: 'GET', path: '/user/search', query: globalSearchQuery, response: globalSearchSchema }),
};
