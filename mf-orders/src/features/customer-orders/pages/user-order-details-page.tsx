/**
 * /userOrderDetails/:id — the customer's order: fields, details, attachments and delivery files,
 * the provider (profile link) and the chat room, the tax invoice once paid, and the actions its
 * state allows (lib/order-actions): pay (card or wallet), negotiate, finish, rate, complaint, cancel.
 */
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { PayType, UserOrderDetails } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { currentLocale, formatDate } from '@souq/i18n';
import { paths } from '@souq/routes';
import { Price, TaxInvoiceButton, useOpenedOnce } from '@souq/ui';
import { CheckCircleOutlined, CloseOutlined, MessageOutlined, StarFilled, WalletOutlined, WarningOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { ComplaintModal } from '@/components/complaint-modal';
import { confirmAction } from '@/components/confirm';
import { OrderDetails, OrderIdRoute, OrderQuery, orderHeadFields, PriceRange } from '@/components/order-details';
import type { OrderField } from '@/components/order-fields';
import { OrderNote } from '@/components/order-note';
import { PaymentMethodModal } from '@/components/payment-method-modal';
import { RatingModal } from '@/components/rating-modal';
import { useCancelOrder } from '@/lib/api/cancel-order';
import { getUserOrderQueryOptions, useUserOrder } from '@/lib/api/get-user-order';
import { useNegotiateOrder } from '@/lib/api/negotiate-order';
import { gateway, type PaymentTarget, usePayOrder } from '@/lib/api/pay-order';
import { useStoreRate } from '@/lib/api/store-rate';
import { customerActions } from '@/lib/order-actions';
import { useFinishOrder } from '../api/finish-order';
import { usePaymentReturn } from '../components/use-payment-return';
import '../i18n';

export default function UserOrderDetailsPage() {
  return <OrderIdRoute render={(orderId) => <CustomerOrder orderId={orderId} />} />;
}

function CustomerOrder({ orderId }: { orderId: number }) {
  usePaymentReturn(orderId);
  return (
    <OrderQuery query={useUserOrder(orderId)} rows={10}>
      {(order) => <OrderView order={order} />}
    </OrderQuery>
  );
}

export function orderFields(o: UserOrderDetails, t: (key: string, opts?: Record<string, unknown>) => string): OrderField[] {
  const fields = orderHeadFields(o, t);
  if (o.duration !== null) fields.push({ key: 'duration', label: t('order.duration'), value: t('days', { count: o.duration }) });
  if (o.price !== null) fields.push({ key: 'price', label: t('order.price'), value: <Price amount={o.price} /> });
  else if (o.from_price !== null && o.to_price !== null)
    fields.push({ key: 'range', label: t('order.priceRange'), value: <PriceRange from={o.from_price} to={o.to_price} /> });
  if (o.tax_value !== null) fields.push({ key: 'tax', label: t('order.tax'), value: <Price amount={o.tax_value} /> });
  if (o.final_total !== null) fields.push({ key: 'total', label: t('order.total'), value: <Price amount={o.final_total} /> });
  return fields;
}

type ModalName = 'pay' | 'rate' | 'complaint' | null;

function OrderView({ order: o }: { order: UserOrderDetails }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const actions = customerActions(o);
  const [modal, setModal] = useState<ModalName>(null);
  const close = () => setModal(null);
  // Each dialog (antd) is mounted the first time it opens: the order's first view fetches no antd.
  const payMounted = useOpenedOnce(modal === 'pay');
  const rateMounted = useOpenedOnce(modal === 'rate');
  // The complaint dialog waits on its form's hook (Form.useForm), which a dialog mounted at the
  // first click never got past in the component tests: it is mounted with the page, but only
  // where the order offers a complaint.
  const complaintMounted = actions.complaint;
  const pay = usePayOrder();
  const negotiate = useNegotiateOrder();
  const finish = useFinishOrder(o.id);
  const cancel = useCancelOrder();
  const rate = useStoreRate(getUserOrderQueryOptions(o.id).queryKey);
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
      { request_service_id: o.id },
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
            // The order page stays, now showing the cancelled order (the mutation reads it again).
            toast.success(res.msg || t('customerOrders.cancelled'));
          },
          onError: fail,
        }),
    });

  const onRate = ({ value, comment }: { value: number; comment: string }) => {
    if (o.provider.id === null) return;
    rate.mutate(
      { provider: o.provider.id, request_service_id: o.id, value, comment },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('rate.sent'));
          close();
        },
        onError: fail,
      },
    );
  };

  const hasProvider = o.provider.id !== null;
  const a = (key: string) => t(`customerOrders.actions.${key}`);

  return (
    <OrderDetails
      order={o}
      notes={
        <>
          {actions.semiAcceptedNote ? <OrderNote>{t('customerOrders.semiAccepted')}</OrderNote> : null}
          {actions.waitingDeliveryNote ? <OrderNote>{t('customerOrders.waitingDelivery')}</OrderNote> : null}
          {actions.finish && o.auto_complete_at ? (
            <OrderNote>{t('order.autoComplete', { date: formatDate(o.auto_complete_at, currentLocale(), 'dateTime') })}</OrderNote>
          ) : null}
        </>
      }
      fields={orderFields(o, t)}
      party={{
        id: 'order-provider-title',
        title: t('customerOrders.provider'),
        chat: actions.chat,
        body: hasProvider ? (
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
        ),
      }}
      actions={[
        { key: 'offers', show: actions.chooseOffer, label: a('offers'), to: paths.orderSteps.getHref({ id: o.id }) },
        {
          key: 'pay',
          show: actions.pay,
          label: actions.payInvoice ? a('payInvoice') : a('pay'),
          icon: <WalletOutlined aria-hidden="true" />,
          primary: true,
          onClick: () => setModal('pay'),
        },
        {
          key: 'negotiate',
          show: actions.negotiate,
          label: a('negotiate'),
          icon: <MessageOutlined aria-hidden="true" />,
          onClick: onNegotiate,
          loading: negotiate.isPending,
        },
        {
          key: 'finish',
          show: actions.finish,
          label: a('finish'),
          icon: <CheckCircleOutlined aria-hidden="true" />,
          primary: true,
          onClick: onFinish,
          loading: finish.isPending,
        },
        {
          key: 'rate',
          show: actions.rate && hasProvider,
          label: a('rate'),
          icon: <StarFilled aria-hidden="true" />,
          primary: true,
          onClick: () => setModal('rate'),
        },
        {
          key: 'invoice',
          show: o.invoice !== null,
          label: '',
          element: o.invoice ? <TaxInvoiceButton kind="services" orderId={o.invoice.id} /> : null,
        },
        {
          key: 'complaint',
          show: actions.complaint,
          label: a('complaint'),
          icon: <WarningOutlined aria-hidden="true" />,
          onClick: () => setModal('complaint'),
        },
        {
          key: 'cancel',
          show: actions.cancel,
          label: a('cancel'),
          icon: <CloseOutlined aria-hidden="true" />,
          danger: true,
          onClick: onCancel,
          loading: cancel.isPending,
        },
      ]}
    >
      {/* A dialog whose form's chunk is still coming suspends here, not the whole page. */}
      <Suspense fallback={null}>
        {payMounted ? (
          <PaymentMethodModal open={modal === 'pay'} amount={o.final_total} pending={pay.isPending} onClose={close} onPay={onPay} />
        ) : null}
        {rateMounted ? (
          <RatingModal open={modal === 'rate'} name={o.provider.name} pending={rate.isPending} onClose={close} onSubmit={onRate} />
        ) : null}
        {complaintMounted ? <ComplaintModal open={modal === 'complaint'} requestServiceId={o.id} onClose={close} /> : null}
      </Suspense>
    </OrderDetails>
  );
}
