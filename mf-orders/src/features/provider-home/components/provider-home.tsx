import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import type { requests, ResponseData } from '@souq/contracts';
import { DateText, EmptyState, LoadFailed, Placeholder, Price, Reference } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import { useProviderCounts } from '../api/get-provider-counts';
import { useProviderNewOrders } from '../api/get-provider-new-orders';
import { useStoreFigures } from '../api/get-store-figures';
import './provider-home.css';
import { paths } from '@souq/routes';

interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** The page that has the figure in full. */
  to?: string;
}

/** A titled row of figures: placeholders while they load, a retry when they fail. */
function FigureCards({
  id,
  title,
  query,
  figures,
  testId,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  figures: Figure[];
  testId: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="souq-section-title">
        {title}
      </h2>
      {query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : null}
      <ul className="souq-counters" hidden={query.isError}>
        {figures.map((f) => (
          <li key={f.key} className={`souq-counter souq-counter--${f.key}`}>
            {query.isPending ? (
              <Placeholder shape="block" height={36} width={64} />
            ) : (
              <strong className="souq-counter__value" data-testid={`${testId}-${f.key}`}>
                {f.value}
              </strong>
            )}
            {f.to ? (
              <Link className="souq-counter__label" to={f.to}>
                {f.label}
              </Link>
            ) : (
              <span className="souq-counter__label">{f.label}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const COUNTERS: (keyof ResponseData<typeof requests.providerCounts>)[] = ['new', 'review', 'current', 'finished'];

function Counters() {
  const { t } = useTranslation(NS);
  const counts = useProviderCounts();
  return (
    <FigureCards
      id="souq-provider-counters-title"
      title={t('providerHome.countersTitle')}
      query={counts}
      testId="counter"
      figures={COUNTERS.map((key) => ({ key, label: t(`providerHome.counters.${key}`), value: counts.data?.[key] ?? 0 }))}
    />
  );
}

function NewOrders() {
  const { t } = useTranslation(NS);
  const orders = useProviderNewOrders();
  return (
    <section aria-labelledby="souq-provider-new-orders-title">
      <h2 id="souq-provider-new-orders-title" className="souq-section-title">
        {t('providerHome.newOrdersTitle')}
      </h2>
      {orders.isError ? (
        <LoadFailed onRetry={() => void orders.refetch()} error={orders.error} />
      ) : orders.isPending ? (
        <div data-testid="new-orders-skeleton">
          <Placeholder lines={4} />
        </div>
      ) : (orders.data ?? []).length === 0 ? (
        <EmptyState message={t('providerHome.empty')} />
      ) : (
        <ul className="souq-order-cards">
          {(orders.data ?? []).map((o) => (
            <li key={o.id}>
              <article className="souq-card souq-card__body souq-order-card">
                <dl>
                  <div>
                    <dt>{t('providerHome.number')}</dt>
                    <dd>
                      <Reference>{o.number}</Reference>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('providerHome.date')}</dt>
                    <dd>
                      <DateText value={o.request_date} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('providerHome.client')}</dt>
                    <dd>{o.client_name ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('providerHome.status')}</dt>
                    <dd>
                      <span className="souq-chip">{o.status}</span>
                    </dd>
                  </div>
                </dl>
                <Link to={paths.providerOrderDetails.getHref({ id: o.id })} aria-label={t('providerHome.detailsOf', { number: o.number })}>
                  {t('providerHome.details')}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A store owner's figures, each linking to the page that has it in full. */
function StoreFigures() {
  const { t } = useTranslation(NS);
  const figures = useStoreFigures();
  const d = figures.data;
  return (
    <FigureCards
      id="souq-store-figures-title"
      title={t('providerHome.storeTitle')}
      query={figures}
      testId="figure"
      figures={[
        { key: 'sales', label: t('providerHome.store.sales'), value: <Price amount={d?.sales ?? 0} />, to: paths.fainancialView.getHref() },
        {
          key: 'awaitingApproval',
          label: t('providerHome.store.awaitingApproval'),
          value: d?.awaitingApproval ?? 0,
          to: paths.providerProducts.getHref(),
        },
        { key: 'downloads', label: t('providerHome.store.downloads'), value: d?.downloads ?? 0, to: paths.reportsView.getHref() },
      ]}
    />
  );
}

/**
 * A provider's home: a freelancer's service orders (counters and the new-orders list), a store
 * owner's store figures, both for a provider who is both.
 */
export function ProviderHome() {
  const kind = useSession((s) => s.providerShow) ?? 'bothProviders';
  return (
    <div className="souq-provider-home">
      {kind === 'freelancer' ? null : <StoreFigures />}
      {kind === 'storeOwner' ? null : (
        <>
          <Counters />
          <NewOrders />
        </>
      )}
    </div>
  );
}
