import { useEffect, useMemo, useState } from 'react';

/** docs/product/README.md#validation-rules: a search box reloads as the visitor types; ~300 ms keeps that to one call per pause. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `ms` (search as you type without a call per key). */
export function useDebouncedValue<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The state of a list page with a search box, a filter modal and pages (the providers of a
 * service, the products of a store): the API searches or filters, not both, so typing leaves
 * the filter and applying a filter clears the search; a page number belongs to one
 * search/filter combination, so a new one starts at page 1. `goTo` scrolls back to the
 * element `headingId` names.
 */
export function useListQuery<F>(headingId: string, debounceMs: number = SEARCH_DEBOUNCE_MS) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), debounceMs);
  const [filters, setFilters] = useState<F | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);

  const listKey = useMemo(() => JSON.stringify({ search, filters }), [search, filters]);
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;

  return {
    searchText,
    search,
    filters,
    page,
    filterOpen,
    openFilter: () => setFilterOpen(true),
    closeFilter: () => setFilterOpen(false),
    goTo(next: number) {
      setPaging({ key: listKey, page: next });
      document.getElementById(headingId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    },
    onSearchChange(value: string) {
      setSearchText(value);
      if (value.trim()) setFilters(null);
    },
    applyFilters(next: F | null) {
      setSearchText('');
      setFilters(next);
      setFilterOpen(false);
    },
    clear() {
      setSearchText('');
      setFilters(null);
    },
  };
}

export type ListQuery<F> = ReturnType<typeof useListQuery<F>>;
