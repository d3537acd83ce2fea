/** /providerOrder — the provider's orders in three tabs: under review (2), current (3), finished (4). */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, ROUTES_NS } from '@souq/routes';
import { DateText, EmptyState, LoadFailed } from '@souq/ui';
import { OrdersSkeleton, StatusTabsPage } from '@/components/status-tabs-page';
import { OrderTitle } from '@/components/order-heading';
import { NS } from '@/config/namespace';
import { OrderFields } from '@/components/order-fields';
import { useProviderOrders } from '../api/get-provider-orders';
import '@/components/orders.css';
import '../i18n';

const STATUSES = [2, 3, 4] as const;

function OrdersTab({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  const orders = useProviderOrders(status);
  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} error={orders.error} />;
  if (orders.data.length === 0) return <EmptyState message={t('providerOrders.empty')} />;
  return (
    <ul className="orders-list">
      {orders.data.map((o) => (
        <li key={o.id}>
          <article className="orders-panel orders-card">
            <header className="orders-card__head">
              <OrderTitle number={o.number} card />
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
  return (
    <StatusTabsPage
      title={tRoutes('providerOrder')}
      tabsLabel={t('providerOrders.tabsLabel')}
      statuses={STATUSES}
      labelOf={(s) => t(`providerOrders.tabs.${s}`)}
      renderTab={(s) => <OrdersTab status={s} />}
    />
  );
}
