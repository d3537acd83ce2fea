import type { catalog, providerSorts, RequestBody } from '@souq/contracts';

export type ProviderSort = (typeof providerSorts)[number];

/** Only the filters the visitor chose (docs/product/README.md#validation-rules: filters apply only if a value was chosen). */
export type ProviderFilters = Pick<RequestBody<typeof catalog.filterProviders>, 'range_price_id' | 'experience_id' | 'duration' | 'sort'>;

export const chosenFilterCount = (f: ProviderFilters | null): number => (f ? Object.values(f).filter((v) => v !== undefined).length : 0);
