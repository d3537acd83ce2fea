import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DateText, EmptyState, LoadFailed, Placeholder, Reference } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import { useProviderCounts, type ProviderCounts } from '../api/get-provider-counts';
import { useProviderNewOrders } from '../api/get-provider-new-orders';
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

/** A provider's home: counters (new, review, current, finished) and the new-orders list. */
export function ProviderHome() {
  return (
    <div className="souq-provider-home">
      <Counters />
      <NewOrders />
    </div>
  );
}
