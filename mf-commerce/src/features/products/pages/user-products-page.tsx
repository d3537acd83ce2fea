/**
 * /userProducts/:id — the products of a store category: search as you type, a filter modal
 * (price and rating order, features), cards with the heart and the discount, pages.
 * The category list is paginated by the API; search and filter answer a page as a plain array,
 * so those pages move with previous/next.
 */
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_PER_PAGE } from '@souq/contracts';
import { Button, EmptyState, LoadFailed, Pager, SearchFilterBar, useListQuery } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';
import { NS } from '@/config/namespace';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-card';
import { chosenFilterCount, type ProductFilters, useFilterProducts } from '../api/filter-products';
import { useCategoryProducts } from '../api/get-category-products';
import { useSearchProducts } from '../api/search-products';
import { ProductsFilterModal } from '../components/products-filter-modal';
import '../i18n';
import '@/components/store.css';

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
  const { search, filters, page, goTo, applyFilters, ...list } = useListQuery<ProductFilters>(headingId);

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

  const emptyMessage =
    mode === 'search' ? t('products.emptySearch', { query: search }) : mode === 'filter' ? t('products.emptyFilter') : t('products.empty');

  return (
    <div className="souq-container store-page">
      <header className="souq-page-head">
        <div>
          <h1 id={headingId} className="store-page__title">
            <bdi>{title}</bdi>
          </h1>
          <p className="store-muted" aria-live="polite">
            {mode === 'browse' && total > 0 ? t('products.count', { count: total }) : '\u00a0'}
          </p>
        </div>
      </header>

      <SearchFilterBar query={list} filterCount={filterCount} t={t} keys="products" className="store-toolbar" />

      {active.isPending ? (
        <ProductGridSkeleton />
      ) : active.isError ? (
        <LoadFailed onRetry={() => void active.refetch()} compact={false} error={active.error} />
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

      <ProductsFilterModal open={list.filterOpen} value={filters} onApply={applyFilters} onClose={list.closeFilter} />
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
