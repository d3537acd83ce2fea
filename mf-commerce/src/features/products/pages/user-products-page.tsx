/**
 * /userProducts/:id — the products of a store category: search as you type, a filter modal
 * (price and rating order, features), cards with the heart and the discount, pages.
 * The category list is paginated by the API; search and filter answer a page as a plain array,
 * so those pages move with previous/next.
 */
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_PER_PAGE } from '@souq/contracts';
import { Badge, Button, EmptyState, Input, LoadFailed, Pager, useDebouncedValue } from '@souq/ui';
import { FilterOutlined, SearchOutlined } from '@souq/ui/icons';
import { ROUTES_NS } from '@souq/routes';
import { NS } from '@/config/namespace';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-card';
import { chosenFilterCount, type ProductFilters, useFilterProducts } from '../api/filter-products';
import { useCategoryProducts } from '../api/get-category-products';
import { useSearchProducts } from '../api/search-products';
import { ProductsFilterModal } from '../components/products-filter-modal';
import '../i18n';
import '@/components/store.css';

export const SEARCH_DEBOUNCE_MS = 300;

export default function UserProductsPage() {
  const { id = '' } = useParams();
  const categoryId = Number(id);
  if (!Number.isInteger(categoryId) || categoryId <= 0) return <InvalidCategory />;
  // Another store starts with a clean search, filter and page.
  return <UserProducts key={categoryId} categoryId={categoryId} />;
}

function InvalidCategory() {
  const { t } = useTranslation(NS);
  return (
    <div className="souq-container store-page">
      <EmptyState message={t('products.invalid')} />
    </div>
  );
}

function UserProducts({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<ProductFilters | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);

  // A page number belongs to one search/filter combination: a new one starts at page 1.
  const listKey = useMemo(() => JSON.stringify({ search, filters }), [search, filters]);
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;

  const mode: 'browse' | 'search' | 'filter' = search ? 'search' : filters ? 'filter' : 'browse';
  // Page 1 of the category names it (and is the list itself when browsing page 1).
  const first = useCategoryProducts(categoryId, 1);
  const browse = useCategoryProducts(categoryId, page, mode === 'browse');
  const searched = useSearchProducts(categoryId, search, page, mode === 'search');
  const filtered = useFilterProducts(categoryId, mode === 'filter' ? filters : null, page);

  const active = mode === 'browse' ? browse : mode === 'search' ? searched : filtered;
  const products = mode === 'browse' ? (browse.data?.data ?? []) : ((mode === 'search' ? searched.data : filtered.data) ?? []);
  const total = first.data?.pagination.total_items ?? 0;
  const title = first.data?.category.name || t(`${ROUTES_NS}:userProducts`);
  const filterCount = chosenFilterCount(filters);

  const goTo = (next: number) => {
    setPaging({ key: listKey, page: next });
    document.getElementById(headingId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const onSearchChange = (value: string) => {
    setSearchText(value);
    // The API searches or filters, not both: typing leaves the filter.
    if (value.trim()) setFilters(null);
  };

  const applyFilters = (next: ProductFilters | null) => {
    setSearchText('');
    setFilters(next);
    setFilterOpen(false);
  };

  const emptyMessage =
    mode === 'search' ? t('products.emptySearch', { query: search }) : mode === 'filter' ? t('products.emptyFilter') : t('products.empty');

  return (
    <div className="souq-container store-page">
      <header className="store-page__head">
        <div>
          <h1 id={headingId} className="store-page__title">
            <bdi>{title}</bdi>
          </h1>
          <p className="store-muted" aria-live="polite">
            {mode === 'browse' && total > 0 ? t('products.count', { count: total }) : '\u00a0'}
          </p>
        </div>
      </header>

      <search className="store-toolbar">
        <Input
          type="search"
          allowClear
          value={searchText}
          onChange={(e) => onSearchChange(e.target.value)}
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('products.searchPlaceholder')}
          aria-label={t('products.searchLabel')}
          maxLength={100}
          className="store-toolbar__search"
        />
        <Badge count={filterCount} size="small" color="var(--souq-accent)">
          <Button
            icon={<FilterOutlined aria-hidden="true" />}
            onClick={() => setFilterOpen(true)}
            aria-haspopup="dialog"
            type={filterCount ? 'primary' : 'default'}
            ghost={Boolean(filterCount)}
          >
            {filterCount ? t('products.filterActive', { count: filterCount }) : t('products.filter')}
          </Button>
        </Badge>
      </search>

      {active.isPending ? (
        <ProductGridSkeleton />
      ) : active.isError ? (
        <LoadFailed onRetry={() => void active.refetch()} compact={false} />
      ) : products.length === 0 && page === 1 ? (
        <EmptyState
          message={emptyMessage}
          action={mode === 'filter' ? <Button onClick={() => applyFilters(null)}>{t('products.clearFilter')}</Button> : undefined}
        />
      ) : (
        <div aria-busy={active.isFetching} className={active.isPlaceholderData ? 'store-stale' : undefined}>
          <ProductGrid products={products} />
          {mode === 'browse' && browse.data ? (
            <Pager total={browse.data.pagination.total_items} perPage={browse.data.pagination.per_page} current={page} onChange={goTo} />
          ) : (
            <ResultPages page={page} hasNext={products.length >= PRODUCTS_PER_PAGE} onChange={goTo} />
          )}
        </div>
      )}

      <ProductsFilterModal open={filterOpen} value={filters} onApply={applyFilters} onClose={() => setFilterOpen(false)} />
    </div>
  );
}

/** Previous/next for search and filter results (their answers carry no total). */
function ResultPages({ page, hasNext, onChange }: { page: number; hasNext: boolean; onChange: (page: number) => void }) {
  const { t } = useTranslation(NS);
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="store-pager" aria-label={t('products.resultsLabel')}>
      <Button disabled={page === 1} onClick={() => onChange(page - 1)}>
        {t('products.previous')}
      </Button>
      <span className="store-muted" aria-current="page">
        {t('products.pageLabel', { page })}
      </span>
      <Button disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('products.next')}
      </Button>
    </nav>
  );
}
