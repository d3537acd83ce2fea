/** Shapes of the providers-of-a-service calls (docs/existing-client.md#ec-1-5). */
export interface ProviderSummary {
  id: number;
  name: string;
  image: string | null;
  /** Stars, half steps. */
  rate: number;
  /** How many ratings `rate` is of (older servers: absent). */
  rates_count?: number;
  /** SR; null when the provider has no price for this service. */
  price: number | null;
}

export interface Pagination {
  total_items: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

export interface ProvidersPage {
  data: ProviderSummary[];
  pagination: Pagination;
}

interface RawProvidersPage {
  data?: ProviderSummary[] | null;
  pagination?: Partial<Pagination> | null;
}

/** The list answer, tolerating a missing pagination (then the list is one page). */
export function toProvidersPage(raw: RawProvidersPage | null | undefined, page: number): ProvidersPage {
  const data = Array.isArray(raw?.data) ? raw.data : [];
  const p = raw?.pagination ?? {};
  const total = Number(p.total_items ?? data.length);
  const perPage = Number(p.per_page ?? Math.max(data.length, 1));
  return {
    data: data.map((d) => ({ ...d, rate: Number(d.rate) || 0 })),
    pagination: {
      total_items: total,
      per_page: perPage,
      current_page: Number(p.current_page ?? page),
      last_page: Number(p.last_page ?? Math.max(1, Math.ceil(total / perPage))),
    },
  };
}

export type ProviderSort = 'price_asc' | 'price_desc' | 'rate_desc';

/** Only the filters the visitor chose (docs/product/README.md#validation-rules: filters apply only if a value was chosen). */
export interface ProviderFilters {
  range_price_id?: number;
  experience_id?: number;
  /** Maximum delivery time in days. */
  duration?: number;
  sort?: ProviderSort;
}

export const chosenFilterCount = (f: ProviderFilters | null): number =>
  f ? Object.values(f).filter((v) => v !== undefined && v !== null && v !== '').length : 0;
