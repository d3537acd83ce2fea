import { useTranslation } from 'react-i18next';
import { Reference } from '@souq/ui';
import { NS } from '@/config/namespace';
import './i18n';

/** The heading of an order's page (h1) or of its card in a list (h2): "Order number" and its reference. */
export function OrderTitle({ number, card = false }: { number: string; card?: boolean }) {
  const { t } = useTranslation(NS);
  const Heading = card ? 'h2' : 'h1';
  return (
    <Heading className={card ? 'orders-card__title' : 'orders-page__title'}>
      {t('order.number')} <Reference>{number}</Reference>
    </Heading>
  );
}

/** An order has ended when it was cancelled or refused. */
export const orderEnded = (o: { stage: string }) => o.stage === 'cancelled' || o.stage === 'refused';

/** The order's status; red once the order has ended. */
export function StatusChip({ order }: { order: { stage: string; status: string } }) {
  return <span className={`souq-chip${orderEnded(order) ? ' souq-chip--danger' : ''}`}>{order.status}</span>;
}
