import type { Pagination } from '@souq/contracts';

export type { Pagination };

/**
 * The `pagination` object of every paged list (docs/legacy-client.md#ec-5-3). The provider search, whose total
 * is not counted past a cap, passes `more` and adds has_more and total_exact.
 */
export function pagination(total: number, page: number, perPage: number, more?: { hasMore: boolean; exact: boolean }): Pagination {
  const base = { total_items: total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
  return more ? { ...base, has_more: more.hasMore, total_exact: more.exact } : base;
}
