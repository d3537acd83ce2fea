import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@souq/auth';
import { DateText, EmptyState, LoadFailed, Placeholder, Price, Reference } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import { useProviderCounts, type ProviderCounts } from '../api/get-provider-counts';
import { useProviderNewOrders } from '../api/get-provider-new-orders';
import { type StoreFigures as Figures, useStoreFigures } from '../api/get-store-figures';
import './provider-home.css';
import { paths } from '@souq/routes';

const COUNTERS: { key: keyof ProviderCounts; to: string }[] = [
  { key: 'new', to: paths.home.getHref() },
  { key: 'review', to: paths.providerOrder.getHref() },
  { key: 'current', to: paths.providerOrder.getHref() },
  { key: 'finished', to: paths.providerOrder.getHref() },
];

function Counters() {
  const { t } = useTranslation(NS);
  const counts = useProviderCounts();
  return (
    <section aria-labelledby="souq-provider-counters-title">
      <h2 id="souq-provider-counters-title" className="souq-section-title">
        {t('providerHome.countersTitle')}
      </h2>
      {counts.isError ? <LoadFailed onRetry={() => void counts.refetch()} /> : null}
      <ul className="souq-counters" hidden={counts.isError}>
        {COUNTERS.map((c) => (
          <li key={c.key} className={`souq-counter souq-counter--${c.key}`}>
            {counts.isPending ? (
              <Placeholder shape="block" height={36} width={64} />
            ) : (
              <strong className="souq-counter__value" data-testid={`counter-${c.key}`}>
                {counts.data?.[c.key] ?? 0}
              </strong>
            )}
            <span className="souq-counter__label">{t(`providerHome.counters.${c.key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
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
        <LoadFailed onRetry={() => void orders.refetch()} />
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

const FIGURES: { key: keyof Figures; to: string }[] = [
  { key: 'sales', to: paths.fainancialView.getHref() },
  { key: 'awaitingApproval', to: paths.providerProducts.getHref() },
  { key: 'downloads', to: paths.reportsView.getHref() },
];

/** A store owner's figures, each linking to the page that has it in full. */
function StoreFigures() {
  const { t } = useTranslation(NS);
  const figures = useStoreFigures();
  return (
    <section aria-labelledby="souq-store-figures-title">
      <h2 id="souq-store-figures-title" className="souq-section-title">
        {t('providerHome.storeTitle')}
      </h2>
      {figures.isError ? <LoadFailed onRetry={() => void figures.refetch()} /> : null}
      <ul className="souq-counters" hidden={figures.isError}>
        {FIGURES.map((f) => (
          <li key={f.key} className={`souq-counter souq-counter--${f.key}`}>
            {figures.isPending ? (
              <Placeholder shape="block" height={36} width={64} />
            ) : (
              <strong className="souq-counter__value" data-testid={`figure-${f.key}`}>
                {f.key === 'sales' ? <Price amount={figures.data?.sales ?? 0} /> : (figures.data?.[f.key] ?? 0)}
              </strong>
            )}
            <Link className="souq-counter__label" to={f.to}>
              {t(`providerHome.store.${f.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
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
