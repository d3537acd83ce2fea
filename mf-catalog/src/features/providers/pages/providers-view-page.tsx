/**
 * /providersView/:id/:category/:text — the providers of a sub-service (`:id`): breadcrumb,
 * count, search, filter modal, provider cards with a paginator, and the open-request form
 * (a side panel on wide screens, a modal on small ones; providers do not see it).
 */
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import {
  Button,
  dismissFirstView,
  EmptyState,
  Pager,
  PlainButton,
  SearchFilterBar,
  useDeferredQuery,
  useListQuery,
  useOpenedOnce,
} from '@souq/ui';
import { PlusOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { LoadError } from '@/components/load-error';
import { SectionBoundary } from '@/components/section-boundary';
import { ServiceRequestForm } from '@/components/service-request/service-request-form';
import { ServiceRequestModal } from '@/components/service-request/service-request-modal';
import { storeServiceId } from '@/lib/service-id';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { useServiceNames } from '../api/get-category-services';
import { chosenFilterCount, type ProviderFilters } from '../api/types';
import { useProviderList } from '../api/use-provider-list';
import { ProviderCard, ProviderCardSkeleton } from '../components/provider-card';
import { ProvidersBreadcrumb } from '../components/providers-breadcrumb';
import { ProvidersFilterModal } from '../components/providers-filter-modal';
import '@/components/catalog.css';
import '../components/providers.css';

const SKELETON_CARDS = 8;
/** Cards whose image loads at once, with high priority (the first row on a phone). */
const PRIORITY_CARDS = 2;

export default function ProvidersViewPage() {
  const { id = '', category = '', text = '' } = useParams();
  const serviceId = Number(id);
  if (!Number.isInteger(serviceId) || serviceId <= 0) return <InvalidService />;
  // A new sub-service starts with a clean search, filters and page.
  return <ProvidersView key={serviceId} serviceId={serviceId} category={category} text={text} />;
}

function InvalidService() {
  const { t } = useTranslation(NS);
  return (
    <div className="souq-container catalog-page">
      <EmptyState message={t('providers.empty')} />
    </div>
  );
}

interface ProvidersViewProps {
  serviceId: number;
  category: string;
  text: string;
}

function ProvidersView({ serviceId, category, text }: ProvidersViewProps) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const visitor = useSession((s) => s.visitor);
  const wide = useMediaQuery(WIDE_SCREEN);
  const canRequest = visitor !== 'provider';

  const [requestOpen, setRequestOpen] = useState(false);
  const { search, filters, page, ...query } = useListQuery<ProviderFilters>(headingId);
  const filterMounted = useOpenedOnce(query.filterOpen);
  const requestMounted = useOpenedOnce(requestOpen);

  useEffect(() => {
    storeServiceId(serviceId);
  }, [serviceId]);

  // The cards render in a transition (sliced), not in the task the answer arrives in.
  const list = useDeferredQuery(useProviderList({ serviceId, search, filters, page }));
  // The first view the HTML painted over the app stays until the list (or its error) is here.
  useEffect(() => {
    if (!list.isPending) dismissFirstView();
  }, [list.isPending]);
  const providers = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const filterCount = chosenFilterCount(filters);
  const { serviceName } = useServiceNames(serviceId, category, text);
  // The empty state says "no providers" already; the count line only speaks when there are some.
  const total = pagination?.total_items ?? 0;
  // Nobody offers this sub-service yet: the open request is the way forward, not an empty list.
  const noProviders = list.isSuccess && providers.length === 0 && !search && !filters && page === 1;
  const aside = canRequest && wide && !noProviders;

  const emptyMessage = search ? t('providers.emptySearch', { query: search }) : filters ? t('providers.emptyFilter') : t('providers.empty');

  return (
    <div className="souq-container catalog-page catalog-providers">
      <ProvidersBreadcrumb serviceId={serviceId} category={category} text={text} />

      <div className={`catalog-providers__layout${aside ? ' catalog-providers__layout--aside' : ''}`}>
        <section className="catalog-providers__main" aria-labelledby={headingId}>
          <header className="catalog-providers__head">
            <div>
              <h1 id={headingId} className="catalog-page__title">
                {serviceName || t('routes:providersView')}
              </h1>
              <p className="catalog-providers__count" aria-live="polite">
                {total > 0 ? t('providers.count', { count: total }) : '\u00a0'}
              </p>
            </div>
            {canRequest && !wide && !noProviders ? (
              // Plain: the first view of this page downloads no antd.
              <PlainButton variant="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setRequestOpen(true)}>
                {t('providers.openRequest.button')}
              </PlainButton>
            ) : null}
          </header>

          <SearchFilterBar
            query={query}
            filterCount={filterCount}
            t={t}
            keys="providers"
            className="catalog-providers__toolbar"
            hidden={noProviders}
          />

          <SectionBoundary onRetry={() => void list.refetch()}>
            {list.isPending ? (
              // Own keys: React must not reuse a placeholder <li> for a provider whose id equals its
              // index (it would move that card across the grid, a layout shift of ~0.09 on a phone).
              <ul key="loading" className="catalog-grid" aria-busy="true" aria-label={t('loading')}>
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                  <li key={`placeholder-${i}`}>
                    <ProviderCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : list.isError ? (
              <LoadError title={t('providers.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : noProviders ? (
              <div className="catalog-panel catalog-providers__none" role="status">
                <h2 className="catalog-panel__title">{t('providers.none.title')}</h2>
                <p className="catalog-request__hint">{canRequest ? t('providers.none.request') : t('providers.none.provider')}</p>
                {canRequest ? <ServiceRequestForm serviceId={serviceId} /> : null}
              </div>
            ) : providers.length === 0 ? (
              <EmptyState
                message={emptyMessage}
                action={search || filters ? <Button onClick={query.clear}>{t('providers.resetFilter')}</Button> : undefined}
              />
            ) : (
              <>
                <ul key="list" className="catalog-grid" aria-label={t('providers.listLabel')} aria-busy={list.isFetching}>
                  {providers.map((p, i) => (
                    <li key={p.id}>
                      <ProviderCard provider={p} serviceId={serviceId} priority={i < PRIORITY_CARDS} />
                    </li>
                  ))}
                </ul>
                {pagination ? (
                  <Pager total={pagination.total_items} perPage={pagination.per_page} current={page} onChange={query.goTo} />
                ) : null}
              </>
            )}
          </SectionBoundary>
        </section>

        {aside ? (
          <aside className="catalog-providers__aside" aria-labelledby={`${headingId}-request`}>
            <div className="catalog-panel">
              <h2 id={`${headingId}-request`} className="catalog-panel__title">
                {t('providers.openRequest.title')}
              </h2>
              <p className="catalog-request__hint">{t('providers.openRequest.hint')}</p>
              <ServiceRequestForm serviceId={serviceId} />
            </div>
          </aside>
        ) : null}
      </div>

      {canRequest && !wide && requestMounted ? (
        <ServiceRequestModal
          open={requestOpen}
          onClose={() => setRequestOpen(false)}
          title={t('providers.openRequest.title')}
          hint={t('providers.openRequest.hint')}
          serviceId={serviceId}
        />
      ) : null}

      {filterMounted ? (
        <ProvidersFilterModal open={query.filterOpen} value={filters} onApply={query.applyFilters} onClose={query.closeFilter} />
      ) : null}
    </div>
  );
}
