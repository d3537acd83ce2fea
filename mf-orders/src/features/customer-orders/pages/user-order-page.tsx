/** /userOrder — the customer's orders in four tabs (status 1 waiting, 2 waiting payment, 3 current, 4 finished). */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES_NS } from '@souq/routes';
import { EmptyState, LoadFailed, Placeholder, Tabs } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useUserOrders } from '../api/get-user-orders';
import { UserOrderCard } from '../components/user-order-card';
import '@/components/orders.css';
import '../i18n';

const STATUSES = [1, 2, 3, 4] as const;

export function OrdersSkeleton() {
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
  const orders = useUserOrders(status);
  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} />;
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
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('status'));
  const status = STATUSES.includes(fromUrl as 1) ? fromUrl : 1;
  return (
    <div className="souq-container orders-page">
      <h1 className="orders-page__title">{tRoutes('userOrder')}</h1>
      <Tabs
        aria-label={t('customerOrders.tabsLabel')}
        activeKey={String(status)}
        onChange={(key) => setParams({ status: key }, { replace: true })}
        destroyOnHidden
        items={STATUSES.map((s) => ({
          key: String(s),
          label: t(`customerOrders.tabs.${s}`),
          children: <OrdersTab status={s} />,
        }))}
      />
    </div>
  );
}
