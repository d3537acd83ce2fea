import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserOrderItem } from '@souq/contracts';
import { paths } from '@souq/routes';
import { DateText, Price } from '@souq/ui';
import { OrderTitle, StatusChip } from '@/components/order-heading';
import { NS } from '@/config/namespace';
import { OrderFields, type OrderField } from '@/components/order-fields';
import { opensOfferSteps } from '@/lib/order-actions';
import '../i18n';

/** One order of the customer's lists; an open request still collecting offers opens the offers screen. */
export function UserOrderCard({ order }: { order: UserOrderItem }) {
  const { t } = useTranslation(NS);
  const toOffers = opensOfferSteps(order);
  const href = toOffers ? paths.orderSteps.getHref({ id: order.id }) : paths.userOrderDetails.getHref({ id: order.id });
  const fields: OrderField[] = [
    { key: 'date', label: t('order.requestDate'), value: <DateText value={order.request_date} /> },
    { key: 'service', label: t('order.service'), value: <span dir="auto">{order.service}</span> },
  ];
  if (order.provider_name)
    fields.push({ key: 'provider', label: t('customerOrders.provider'), value: <span dir="auto">{order.provider_name}</span> });
  if (toOffers)
    fields.push({
      key: 'offers',
      label: t('customerOrders.offersLabel'),
      value: t('customerOrders.offers', { count: order.offers_count }),
    });
  if (order.final_total !== null) fields.push({ key: 'total', label: t('order.total'), value: <Price amount={order.final_total} /> });
  return (
    <article className="orders-panel orders-card">
      <header className="orders-card__head">
        <OrderTitle number={order.number} card />
        <StatusChip order={order} />
      </header>
      <OrderFields fields={fields} />
      <Link className="orders-card__link" to={href} aria-label={t('customerOrders.openOrder', { number: order.number })}>
        {toOffers ? t('customerOrders.viewOffers') : t('customerOrders.viewDetails')}
      </Link>
    </article>
  );
}
