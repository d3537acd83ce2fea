/**
 * /userOrderDetails/:id — the customer's order: fields, details, attachments and delivery files,
 * the provider (profile link) and the chat room, and the actions its state allows
 * (lib/order-actions): pay (card or wallet), negotiate, finish, rate, complaint, cancel.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { PayType, UserOrderDetails } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { currentLocale, formatDate } from '@souq/i18n';
import { paths } from '@souq/routes';
import { Button, DateText, EmptyState, LoadFailed, PageSkeleton, Price, Reference } from '@souq/ui';
import { CheckCircleOutlined, CloseOutlined, MessageOutlined, StarFilled, WalletOutlined, WarningOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { ComplaintModal } from '@/components/complaint-modal';
import { confirmAction } from '@/components/confirm';
import { FilesList } from '@/components/files-list';
import { OrderFields, type OrderField } from '@/components/order-fields';
import { OrderNote } from '@/components/order-note';
import { PaymentMethodModal } from '@/components/payment-method-modal';
import { RatingModal } from '@/components/rating-modal';
import { useCancelOrder } from '@/lib/api/cancel-order';
import { useUserOrder } from '@/lib/api/get-user-order';
import { useNegotiateOrder } from '@/lib/api/negotiate-order';
import { gateway, type PaymentTarget, usePayOrder } from '@/lib/api/pay-order';
import { useStoreRate } from '@/lib/api/store-rate';
import { customerActions } from '@/lib/order-actions';
import { useFinishOrder } from '../api/finish-order';
import { usePaymentReturn } from '../components/use-payment-return';
import '@/components/orders.css';
import '../i18n';

export default function UserOrderDetailsPage() {
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
  return <OrderDetails key={orderId} orderId={orderId} />;
}

function OrderDetails({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NS);
  usePaymentReturn(orderId);
  const order = useUserOrder(orderId);
  if (order.isPending) return <PageSkeleton rows={10} />;
  if (order.isError) {
    return (
      <div className="souq-container orders-page">
        <LoadFailed onRetry={() => void order.refetch()} compact={false} />
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

export function orderFields(o: UserOrderDetails, t: (key: string, opts?: Record<string, unknown>) => string): OrderField[] {
  const fields: OrderField[] = [
    { key: 'number', label: t('order.number'), value: <Reference>{o.number}</Reference> },
    { key: 'status', label: t('order.status'), value: o.status },
    { key: 'service', label: t('order.service'), value: <span dir="auto">{o.service}</span> },
    { key: 'type', label: t('order.type'), value: o.type === 'direct' ? t('order.typeDirect') : t('order.typeForAll') },
    { key: 'date', label: t('order.requestDate'), value: <DateText value={o.request_date} /> },
  ];
  if (o.duration !== null) fields.push({ key: 'duration', label: t('order.duration'), value: t('order.days', { count: o.duration }) });
  if (o.price !== null) fields.push({ key: 'price', label: t('order.price'), value: <Price amount={o.price} /> });
  else if (o.from_price !== null && o.to_price !== null)
    fields.push({ key: 'range', label: t('order.priceRange'), value: <PriceRange from={o.from_price} to={o.to_price} /> });
  if (o.tax_value !== null) fields.push({ key: 'tax', label: t('order.tax'), value: <Price amount={o.tax_value} /> });
  if (o.final_total !== null) fields.push({ key: 'total', label: t('order.total'), value: <Price amount={o.final_total} /> });
  return fields;
}

export function PriceRange({ from, to }: { from: number; to: number }) {
  return (
    <span className="orders-range">
      <Price amount={from} /> – <Price amount={to} />
    </span>
  );
}

type ModalName = 'pay' | 'rate' | 'complaint' | null;

function OrderView({ order: o }: { order: UserOrderDetails }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const actions = customerActions(o);
  const [modal, setModal] = useState<ModalName>(null);
  const close = () => setModal(null);
  const pay = usePayOrder();
  const negotiate = useNegotiateOrder();
  const finish = useFinishOrder(o.id);
  const cancel = useCancelOrder();
  const rate = useStoreRate();
  const fail = (err: unknown) => toast.error(errorMessage(err, t('order.genericError')));

  const onPay = (type: PayType) => {
    const target: PaymentTarget =
      actions.payInvoice && o.negotiate_id !== null
        ? { kind: 'invoice', requestServiceId: o.id, negotiateId: o.negotiate_id }
        : { kind: 'order', requestServiceId: o.id };
    pay.mutate(
      { target, type },
      {
        onSuccess: (res) => {
          if (res.data?.url) {
            toast.info(t('pay.redirecting'));
            gateway.open(res.data.url);
            return;
          }
          toast.success(res.msg || t('pay.paid'));
          close();
        },
        onError: fail,
      },
    );
  };

  const onNegotiate = () =>
    negotiate.mutate(
      { requestServiceId: o.id },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('customerOrders.negotiating'));
          navigate(paths.chatView.getHref({ id: res.data.room_id }));
        },
        onError: fail,
      },
    );

  const onFinish = () =>
    confirmAction({
      title: t('customerOrders.finishConfirm'),
      content: t('customerOrders.finishConfirmHint'),
      onOk: () => finish.mutate(undefined, { onSuccess: (res) => toast.success(res.msg || t('customerOrders.finished')), onError: fail }),
    });

  const onCancel = () =>
    confirmAction({
      title: t('customerOrders.cancelConfirm'),
      content: t('customerOrders.cancelConfirmHint'),
      onOk: () =>
        cancel.mutate(o.id, {
          onSuccess: (res) => {
            toast.success(res.msg || t('customerOrders.cancelled'));
            navigate(paths.home.getHref());
          },
          onError: fail,
        }),
    });

  const onRate = ({ value, comment }: { value: number; comment: string }) => {
    if (o.provider.id === null) return;
    rate.mutate(
      { target: 'provider', targetId: o.provider.id, requestServiceId: o.id, value, comment },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('rate.sent'));
          close();
          navigate(paths.home.getHref());
        },
        onError: fail,
      },
    );
  };

  const hasProvider = o.provider.id !== null;

  return (
    <div className="souq-container orders-page">
      <header className="orders-page__head">
        <h1 className="orders-page__title">
          {t('order.number')} <Reference>{o.number}</Reference>
        </h1>
        <span className={`souq-chip${o.stage === 'cancelled' || o.stage === 'refused' ? ' souq-chip--danger' : ''}`}>{o.status}</span>
      </header>

      {actions.semiAcceptedNote ? <OrderNote>{t('customerOrders.semiAccepted')}</OrderNote> : null}
      {actions.waitingDeliveryNote ? <OrderNote>{t('customerOrders.waitingDelivery')}</OrderNote> : null}
      {actions.finish && o.auto_complete_at ? (
        <OrderNote>{t('order.autoComplete', { date: formatDate(o.auto_complete_at, currentLocale(), 'dateTime') })}</OrderNote>
      ) : null}

      <div className="orders-layout">
        <div className="orders-section">
          <section className="orders-panel" aria-labelledby="order-fields-title">
            <h2 id="order-fields-title" className="orders-section__title">
              {t('order.details')}
            </h2>
            <OrderFields fields={orderFields(o, t)} />
          </section>
          {o.details ? (
            <section className="orders-panel orders-section">
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
        </div>

        <aside className="orders-section">
          <section className="orders-panel orders-section" aria-labelledby="order-provider-title">
            <h2 id="order-provider-title" className="orders-section__title">
              {t('customerOrders.provider')}
            </h2>
            {hasProvider ? (
              <div className="orders-person">
                <img className="orders-person__avatar" src={o.provider.image} alt="" width={56} height={56} />
                <div>
                  <p className="orders-person__name">
                    <bdi>{o.provider.name}</bdi>
                  </p>
                  <Link to={paths.providerProfile.getHref({ id: o.provider.id as number })}>{t('customerOrders.providerProfile')}</Link>
                </div>
              </div>
            ) : (
              <p className="orders-muted">{t('customerOrders.noProvider')}</p>
            )}
            {actions.chat && o.room_id !== null ? (
              <Link className="orders-chat-link" to={paths.chatView.getHref({ id: o.room_id })}>
                <MessageOutlined aria-hidden="true" /> {t('order.openChat')}
              </Link>
            ) : null}
          </section>

          <section className="orders-panel orders-actions" aria-label={t('order.status')}>
            {actions.chooseOffer ? <Link to={paths.orderSteps.getHref({ id: o.id })}>{t('customerOrders.actions.offers')}</Link> : null}
            {actions.pay ? (
              <Button type="primary" icon={<WalletOutlined aria-hidden="true" />} onClick={() => setModal('pay')}>
                {actions.payInvoice ? t('customerOrders.actions.payInvoice') : t('customerOrders.actions.pay')}
              </Button>
            ) : null}
            {actions.negotiate ? (
              <Button icon={<MessageOutlined aria-hidden="true" />} onClick={onNegotiate} loading={negotiate.isPending}>
                {t('customerOrders.actions.negotiate')}
              </Button>
            ) : null}
            {actions.finish ? (
              <Button type="primary" icon={<CheckCircleOutlined aria-hidden="true" />} onClick={onFinish} loading={finish.isPending}>
                {t('customerOrders.actions.finish')}
              </Button>
            ) : null}
            {actions.rate && hasProvider ? (
              <Button type="primary" icon={<StarFilled aria-hidden="true" />} onClick={() => setModal('rate')}>
                {t('customerOrders.actions.rate')}
              </Button>
            ) : null}
            {actions.complaint ? (
              <Button icon={<WarningOutlined aria-hidden="true" />} onClick={() => setModal('complaint')}>
                {t('customerOrders.actions.complaint')}
              </Button>
            ) : null}
            {actions.cancel ? (
              <Button danger icon={<CloseOutlined aria-hidden="true" />} onClick={onCancel} loading={cancel.isPending}>
                {t('customerOrders.actions.cancel')}
              </Button>
            ) : null}
          </section>
        </aside>
      </div>

      <PaymentMethodModal open={modal === 'pay'} amount={o.final_total} pending={pay.isPending} onClose={close} onPay={onPay} />
      <RatingModal open={modal === 'rate'} name={o.provider.name} pending={rate.isPending} onClose={close} onSubmit={onRate} />
      <ComplaintModal open={modal === 'complaint'} requestServiceId={o.id} onClose={close} />
    </div>
  );
}
