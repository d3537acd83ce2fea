import type { Pagination } from '@souq/contracts';

export type { Pagination };

/** The `pagination` object of every paged list (spec §5.3). */
export function pagination(total: number, page: number, perPage: number): Pagination {
  return { total_items: total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
