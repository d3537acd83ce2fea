/**
 * /providerOrderDetails/:id — the order as its provider sees it: every field the provider needs (a price
 * range for open requests in status 1, tax, commission, total, the provider's due), details,
 * attachments, delivery files, the client with the chat link, and the actions its state allows
 * (lib/order-actions): accept, refuse (confirmed), price offer, negotiation sheet, finish with
 * files, rate the client, complaint.
 */
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { ProviderOrderDetails } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { paths } from '@souq/routes';
import { Price, useOpenedOnce } from '@souq/ui';
import {
  CheckCircleOutlined,
  CloseOutlined,
  FileProtectOutlined,
  SendOutlined,
  StarFilled,
  UploadOutlined,
  WarningOutlined,
} from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { ComplaintModal } from '@/components/complaint-modal';
import { confirmAction } from '@/components/confirm';
import { OrderDetails, OrderIdRoute, OrderQuery, orderHeadFields, PriceRange } from '@/components/order-details';
import type { OrderField } from '@/components/order-fields';
import { OrderNote } from '@/components/order-note';
import { RatingModal } from '@/components/rating-modal';
import { useStoreRate } from '@/lib/api/store-rate';
import { providerActions } from '@/lib/order-actions';
import { useAcceptOrder } from '../api/accept-order';
import { useFinishOrder } from '../api/finish-order';
import { getProviderOrderQueryOptions, useProviderOrder } from '../api/get-provider-order';
import { useRefuseOrder } from '../api/refuse-order';
import { useStoreNegotiation } from '../api/store-negotiation';
import { useStoreOffer } from '../api/store-offer';
import { FinishModal } from '../components/finish-modal';
import { PriceDurationModal, type PriceDurationValues } from '../components/price-duration-modal';
import '../i18n';

export default function ProviderOrderDetailsPage() {
  return <OrderIdRoute render={(orderId) => <Details orderId={orderId} />} />;
}

function Details({ orderId }: { orderId: number }) {
  return (
    <OrderQuery query={useProviderOrder(orderId)} rows={12}>
      {(order) => <DetailsView order={order} />}
    </OrderQuery>
  );
}

type ModalName = 'offer' | 'sheet' | 'finish' | 'rate' | 'complaint' | null;

function DetailsView({ order: o }: { order: ProviderOrderDetails }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const actions = providerActions(o);
  const [modal, setModal] = useState<ModalName>(null);
  const close = () => setModal(null);
  // Each dialog (antd) is mounted the first time it opens: the order's first view fetches no antd.
  const offerMounted = useOpenedOnce(modal === 'offer');
  const sheetMounted = useOpenedOnce(modal === 'sheet');
  const finishMounted = useOpenedOnce(modal === 'finish');
  const rateMounted = useOpenedOnce(modal === 'rate');
  // The complaint dialog waits on its form's hook (Form.useForm), which a dialog mounted at the
  // first click never got past in the component tests: it is mounted with the page, but only
  // where the order offers a complaint.
  const complaintMounted = actions.complaint;
  const accept = useAcceptOrder(o.id);
  const refuse = useRefuseOrder(o.id);
  const offer = useStoreOffer();
  const sheet = useStoreNegotiation(o.id);
  const finish = useFinishOrder(o.id);
  const rate = useStoreRate(getProviderOrderQueryOptions(o.id).queryKey);
  const fail = (err: unknown) => toast.error(errorMessage(err, t('order.genericError')));

  const onAccept = () =>
    accept.mutate(undefined, { onSuccess: (res) => toast.success(res.msg || t('providerOrders.accepted')), onError: fail });

  const onRefuse = () =>
    confirmAction({
      title: t('providerOrders.refuseConfirm'),
      content: t('providerOrders.refuseConfirmHint'),
      onOk: () =>
        refuse.mutate(undefined, {
          onSuccess: (res) => {
            toast.success(res.msg || t('providerOrders.refused'));
            navigate(paths.providerOrder.getHref());
          },
          onError: fail,
        }),
    });

  const onOffer = (v: PriceDurationValues) =>
    offer.mutate(
      { request_service_id: o.id, price: v.price, duration: v.duration, ...(v.text ? { description: v.text } : {}) },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('providerOrders.offerSent'));
          close();
          navigate(paths.home.getHref());
        },
        onError: fail,
      },
    );

  const onSheet = (v: PriceDurationValues) =>
    sheet.mutate(
      { request_service_id: o.id, price: v.price, duration: v.duration, ...(v.text ? { service_details: v.text } : {}) },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('providerOrders.sheetSent'));
          close();
        },
        onError: fail,
      },
    );

  const onFinish = (files: File[]) =>
    finish.mutate(files, {
      onSuccess: (res) => {
        toast.success(res.msg || t('providerOrders.finished'));
        close();
      },
      onError: fail,
    });

  const onRate = ({ value, comment }: { value: number; comment: string }) => {
    if (o.client.id === null) return;
    rate.mutate(
      { user: o.client.id, request_service_id: o.id, value, comment },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('rate.sent'));
          close();
        },
        onError: fail,
      },
    );
  };

  const fields: OrderField[] = orderHeadFields(o, t);
  if (actions.priceRange) {
    if (o.from_price !== null && o.to_price !== null) {
      fields.push({ key: 'range', label: t('order.priceRange'), value: <PriceRange from={o.from_price} to={o.to_price} /> });
    }
  } else if (o.price !== null) fields.push({ key: 'price', label: t('order.price'), value: <Price amount={o.price} /> });
  if (o.duration !== null) fields.push({ key: 'duration', label: t('order.duration'), value: t('days', { count: o.duration }) });
  if (!actions.priceRange) {
    if (o.tax_value !== null) fields.push({ key: 'tax', label: t('order.tax'), value: <Price amount={o.tax_value} /> });
    if (o.app_rate !== null) fields.push({ key: 'commission', label: t('order.commission'), value: <Price amount={o.app_rate} /> });
    if (o.final_total !== null) fields.push({ key: 'total', label: t('order.total'), value: <Price amount={o.final_total} /> });
    if (o.provider_due !== null) fields.push({ key: 'due', label: t('order.providerDue'), value: <Price amount={o.provider_due} /> });
  }
  if (o.my_offer) {
    fields.push({
      key: 'my-offer',
      label: t('providerOrders.myOffer'),
      value: (
        <span>
          <Price amount={o.my_offer.price} /> · {t('days', { count: o.my_offer.duration })}
        </span>
      ),
    });
  }

  const note = actions.accept
    ? t('providerOrders.newDirect')
    : actions.sendOffer
      ? t('providerOrders.newOpen')
      : actions.waitingClientNote
        ? t('providerOrders.offerState', { state: o.my_offer?.status ?? '' })
        : actions.waitingConfirmationNote
          ? t('providerOrders.waitingConfirmation')
          : null;

  const a = (key: string) => t(`providerOrders.actions.${key}`);

  return (
    <OrderDetails
      order={o}
      notes={note ? <OrderNote>{note}</OrderNote> : null}
      fields={fields}
      party={{
        id: 'order-client-title',
        title: t('providerOrders.client'),
        chat: actions.chat,
        body: (
          <div className="orders-person">
            <img className="orders-person__avatar" src={o.client.image} alt="" width={56} height={56} />
            <p className="orders-person__name">
              <bdi>{o.client.name}</bdi>
            </p>
          </div>
        ),
      }}
      actions={[
        {
          key: 'accept',
          show: actions.accept,
          label: a('accept'),
          icon: <CheckCircleOutlined aria-hidden="true" />,
          primary: true,
          onClick: onAccept,
          loading: accept.isPending,
        },
        {
          key: 'refuse',
          show: actions.refuse,
          label: a('refuse'),
          icon: <CloseOutlined aria-hidden="true" />,
          danger: true,
          onClick: onRefuse,
          loading: refuse.isPending,
        },
        {
          key: 'offer',
          show: actions.sendOffer,
          label: a('offer'),
          icon: <SendOutlined aria-hidden="true" />,
          primary: true,
          onClick: () => setModal('offer'),
        },
        {
          key: 'sheet',
          show: actions.negotiationSheet,
          label: a('sheet'),
          icon: <FileProtectOutlined aria-hidden="true" />,
          primary: true,
          onClick: () => setModal('sheet'),
        },
        {
          key: 'finish',
          show: actions.finish,
          label: a('finish'),
          icon: <UploadOutlined aria-hidden="true" />,
          primary: true,
          onClick: () => setModal('finish'),
        },
        {
          key: 'rate',
          show: actions.rate && o.client.id !== null,
          label: a('rate'),
          icon: <StarFilled aria-hidden="true" />,
          primary: true,
          onClick: () => setModal('rate'),
        },
        {
          key: 'complaint',
          show: actions.complaint,
          label: a('complaint'),
          icon: <WarningOutlined aria-hidden="true" />,
          onClick: () => setModal('complaint'),
        },
      ]}
    >
      {/* A dialog whose form's chunk is still coming suspends here, not the whole page. */}
      <Suspense fallback={null}>
        {offerMounted ? (
          <PriceDurationModal
            open={modal === 'offer'}
            title={t('providerOrders.offerTitle')}
            textLabel={t('providerOrders.note')}
            submitLabel={t('providerOrders.actions.offer')}
            pending={offer.isPending}
            onClose={close}
            onSubmit={onOffer}
          />
        ) : null}
        {sheetMounted ? (
          <PriceDurationModal
            open={modal === 'sheet'}
            title={t('providerOrders.sheetTitle')}
            hint={t('providerOrders.sheetHint')}
            textLabel={t('providerOrders.serviceDetails')}
            submitLabel={t('providerOrders.actions.sheet')}
            pending={sheet.isPending}
            onClose={close}
            onSubmit={onSheet}
          />
        ) : null}
        {finishMounted ? <FinishModal open={modal === 'finish'} pending={finish.isPending} onClose={close} onSubmit={onFinish} /> : null}
        {rateMounted ? (
          <RatingModal open={modal === 'rate'} name={o.client.name} pending={rate.isPending} onClose={close} onSubmit={onRate} />
        ) : null}
        {complaintMounted ? <ComplaintModal open={modal === 'complaint'} requestServiceId={o.id} onClose={close} /> : null}
      </Suspense>
    </OrderDetails>
  );
}
