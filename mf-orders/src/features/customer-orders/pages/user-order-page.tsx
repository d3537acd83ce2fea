/** /userOrder — the customer's orders in four tabs (status 1 waiting, 2 waiting payment, 3 current, 4 finished). */
import { useTranslation } from 'react-i18next';
import { ROUTES_NS } from '@souq/routes';
import { EmptyState, LoadFailed } from '@souq/ui';
import { OrdersSkeleton, StatusTabsPage } from '@/components/status-tabs-page';
import { NS } from '@/config/namespace';
import { useUserOrders } from '../api/get-user-orders';
import { UserOrderCard } from '../components/user-order-card';
import '@/components/orders.css';
import '../i18n';

const STATUSES = [1, 2, 3, 4] as const;

function OrdersTab({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  const orders = useUserOrders(status);
  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} error={orders.error} />;
  if (orders.data.length === 0) return <EmptyState message={t('customerOrders.empty')} />;
  return (
    <ul className="orders-list">
      {orders.data.map((o) => (
        <li key={o.id}>
          <UserOrderCard order={o} />
        </li>
      ))}
    </ul>
  );
}

export default function UserOrderPage() {
  const { t } = useTranslation(NS);
  const { t: tRoutes } = useTranslation(ROUTES_NS);
  return (
    <StatusTabsPage
      title={tRoutes('userOrder')}
      tabsLabel={t('customerOrders.tabsLabel')}
      statuses={STATUSES}
      labelOf={(s) => t(`customerOrders.tabs.${s}`)}
      renderTab={(s) => <OrdersTab status={s} />}
    />
  );
}
