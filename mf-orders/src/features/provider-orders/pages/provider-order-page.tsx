/** /providerOrder — the provider's orders in three tabs: under review (2), current (3), finished (4). */
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, ROUTES_NS } from '@souq/routes';
import { DateText, EmptyState, LoadFailed, Placeholder, Reference, Tabs } from '@souq/ui';
import { NS } from '@/config/namespace';
import { OrderFields } from '@/components/order-fields';
import { useProviderOrders } from '../api/get-provider-orders';
import '@/components/orders.css';
import '../i18n';

const STATUSES = [2, 3, 4] as const;

function Skeleton() {
  const { t } = useTranslation(NS);
  return (
    <ul className="orders-list" aria-busy="true" data-testid="orders-skeleton">
      <li className="souq-visually-hidden">{t('loading')}</li>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="orders-panel orders-card orders-card--skeleton">
          <Placeholder shape="block" height={22} width="50%" />
          <Placeholder lines={3} />
        </li>
      ))}
    </ul>
  );
}

function OrdersTab({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  const orders = useProviderOrders(status);
  if (orders.isPending) return <Skeleton />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <EmptyState message={t('providerOrders.empty')} />;
  return (
    <ul className="orders-list">
      {orders.data.map((o) => (
        <li key={o.id}>
          <article className="orders-panel orders-card">
            <header className="orders-card__head">
              <h2 className="orders-card__title">
                {t('order.number')} <Reference>{o.number}</Reference>
              </h2>
              <span className="souq-chip">{o.status}</span>
            </header>
            <OrderFields
              fields={[
                { key: 'date', label: t('order.requestDate'), value: <DateText value={o.request_date} /> },
                { key: 'client', label: t('providerOrders.client'), value: <span dir="auto">{o.client_name}</span> },
              ]}
            />
            <Link
              className="orders-card__link"
              to={paths.providerOrderDetails.getHref({ id: o.id })}
              aria-label={t('providerOrders.detailsOf', { number: o.number })}
            >
              {t('providerOrders.details')}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function ProviderOrderPage() {
  const { t } = useTranslation(NS);
  const { t: tRoutes } = useTranslation(ROUTES_NS);
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('status'));
  const status = STATUSES.includes(fromUrl as 2) ? fromUrl : 2;
  return (
    <div className="souq-container orders-page">
      <h1 className="orders-page__title">{tRoutes('providerOrder')}</h1>
      <Tabs
        aria-label={t('providerOrders.tabsLabel')}
        activeKey={String(status)}
        onChange={(key) => setParams({ status: key }, { replace: true })}
        destroyOnHidden
        items={STATUSES.map((s) => ({ key: String(s), label: t(`providerOrders.tabs.${s}`), children: <OrdersTab status={s} /> }))}
      />
    </div>
  );
}
