/**
 * The frame both order-details pages share (customer /userOrderDetails/:id, provider
 * /providerOrderDetails/:id): the id guard, loading and failure, the header with the status
 * chip, the field list, details text, attachments and delivery files, the other party with the
 * chat link, and an action bar. Each page passes its role's fields, party and actions.
 */
import { Fragment, type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Attachment, OrderComplaint, OrderStage } from '@souq/contracts';
import { paths } from '@souq/routes';
import {
  DateText,
  dismissFirstView,
  EmptyState,
  LoadFailed,
  PageSkeleton,
  PlainButton,
  Price,
  Reference,
  TitledSection,
  useDeferredQuery,
} from '@souq/ui';
import { MessageOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { FilesList } from './files-list';
import { OrderComplaints } from './order-complaints';
import { OrderTitle, StatusChip } from './order-heading';
import { type OrderField, OrderFields } from './order-fields';
import './orders.css';

type T = (key: string, opts?: Record<string, unknown>) => string;

/** `/…/:id` pages: a positive integer id, else "bad id". Keyed by id so state resets between orders. */
export function OrderIdRoute({ render }: { render: (orderId: number) => ReactNode }) {
  const { id = '' } = useParams();
  const orderId = Number(id);
  const { t } = useTranslation(NS);
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return (
      <div className="souq-container orders-page">
        <EmptyState message={t('order.badId')} />
      </div>
    );
  }
  return <Fragment key={orderId}>{render(orderId)}</Fragment>;
}

/** An order query: skeleton while it loads, a retry when it fails, else `children(order)`. */
export function OrderQuery<D>({
  query: current,
  rows,
  children,
}: {
  query: UseQueryResult<D>;
  rows: number;
  children: (order: D) => ReactNode;
}) {
  // The order arriving is rendered as a transition, in slices (the whole page at once was one long task).
  const query = useDeferredQuery(current);
  // The first view the HTML drew from the early answer (a customer's order on a phone) stays until the order (or its error) is here.
  useEffect(() => {
    if (!query.isPending) dismissFirstView();
  }, [query.isPending]);
  if (query.isPending) return <PageSkeleton rows={rows} />;
  if (query.isError) {
    return (
      <div className="souq-container orders-page">
        <LoadFailed onRetry={() => void query.refetch()} compact={false} error={query.error} />
      </div>
    );
  }
  return <>{children(query.data as D)}</>;
}

interface HeadOrder {
  number: string;
  status: string;
  service: string;
  type: 'direct' | 'for_all';
  request_date: string;
}

/** The fields every order starts with: number, status, service, type, request date. */
export function orderHeadFields(o: HeadOrder, t: T): OrderField[] {
  return [
    { key: 'number', label: t('order.number'), value: <Reference>{o.number}</Reference> },
    { key: 'status', label: t('order.status'), value: o.status },
    { key: 'service', label: t('order.service'), value: <span dir="auto">{o.service}</span> },
    { key: 'type', label: t('order.type'), value: o.type === 'direct' ? t('order.typeDirect') : t('order.typeForAll') },
    { key: 'date', label: t('order.requestDate'), value: <DateText value={o.request_date} /> },
  ];
}

export function PriceRange({ from, to }: { from: number; to: number }) {
  return (
    <span className="orders-range">
      <Price amount={from} /> – <Price amount={to} />
    </span>
  );
}

/** One button (or link, with `to`) of the action bar; `show: false` leaves it out. */
export interface OrderAction {
  key: string;
  show: boolean;
  label: string;
  icon?: ReactNode;
  to?: string;
  primary?: boolean;
  danger?: boolean;
  loading?: boolean;
  onClick?: () => void;
  /** Rendered as is (e.g. the tax invoice button). */
  element?: ReactNode;
}

export interface OrderDetailsProps {
  order: {
    number: string;
    status: string;
    stage: OrderStage;
    details: string;
    attachments: Attachment[];
    delivery_files: Attachment[];
    room_id: number | null;
    complaints: OrderComplaint[];
  };
  /** State notes under the header. */
  notes?: ReactNode;
  fields: OrderField[];
  /** The other side: heading (its id names the section) and body; `chat` shows the room link. */
  party: { id: string; title: string; body: ReactNode; chat: boolean };
  actions: OrderAction[];
  /** The role's modals. */
  children?: ReactNode;
}

export function OrderDetails({ order: o, notes, fields, party, actions, children }: OrderDetailsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="souq-container orders-page">
      <header className="orders-page__head">
        <OrderTitle number={o.number} />
        <StatusChip order={o} />
      </header>
      {notes}

      <div className="orders-layout">
        <div className="orders-section">
          <TitledSection
            className="orders-panel"
            headingId="order-fields-title"
            heading={t('order.details')}
            headingClassName="orders-section__title"
          >
            <OrderFields fields={fields} />
          </TitledSection>
          {o.details ? (
            <section className="orders-panel">
              <p className="orders-details-text" dir="auto">
                {o.details}
              </p>
            </section>
          ) : null}
          <div className="orders-panel">
            <FilesList title={t('order.attachments')} files={o.attachments} headingId="order-attachments" />
          </div>
          <div className="orders-panel">
            <FilesList title={t('order.deliveryFiles')} files={o.delivery_files} headingId="order-delivery" />
          </div>
          <OrderComplaints complaints={o.complaints} />
        </div>

        <aside className="orders-section">
          <section className="orders-panel orders-section" aria-labelledby={party.id}>
            <h2 id={party.id} className="orders-section__title">
              {party.title}
            </h2>
            {party.body}
            {party.chat && o.room_id !== null ? (
              <Link className="orders-chat-link" to={paths.chatView.getHref({ id: o.room_id })}>
                <MessageOutlined aria-hidden="true" /> {t('order.openChat')}
              </Link>
            ) : null}
          </section>

          <section className="orders-panel orders-actions" aria-label={t('order.status')}>
            {actions
              .filter((a) => a.show)
              .map((a) => (
                <OrderActionItem key={a.key} action={a} />
              ))}
          </section>
        </aside>
      </div>
      {children}
    </div>
  );
}

function OrderActionItem({ action: a }: { action: OrderAction }) {
  if (a.element) return <>{a.element}</>;
  if (a.to) return <Link to={a.to}>{a.label}</Link>;
  // Plain buttons (antd's look without antd): the actions are in an order's first view.
  const variant = a.primary ? (a.danger ? 'danger' : 'primary') : a.danger ? 'danger-outline' : 'default';
  return (
    <PlainButton variant={variant} icon={a.icon} onClick={a.onClick} loading={a.loading}>
      {a.label}
    </PlainButton>
  );
}
