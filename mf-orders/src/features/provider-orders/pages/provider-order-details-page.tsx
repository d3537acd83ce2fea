/**
 * /providerOrderDetails/:id — the order as its provider sees it: every field of the spec (a price
 * range for open requests in status 1, tax, commission, total, the provider's due), details,
 * attachments, delivery files, the client with the chat link, and the actions its state allows
 * (lib/order-actions): accept, refuse (confirmed), price offer, negotiation sheet, finish with
 * files, rate the client, complaint.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { ProviderOrderDetails } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { paths } from '@souq/routes';
import { Button, DateText, EmptyState, LoadFailed, PageSkeleton, Price, Reference } from '@souq/ui';
import {
  CheckCircleOutlined,
  CloseOutlined,
  FileProtectOutlined,
  MessageOutlined,
  SendOutlined,
  StarFilled,
  UploadOutlined,
  WarningOutlined,
} from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { ComplaintModal } from '@/components/complaint-modal';
import { confirmAction } from '@/components/confirm';
import { FilesList } from '@/components/files-list';
import { type OrderField, OrderFields } from '@/components/order-fields';
import { OrderNote } from '@/components/order-note';
import { RatingModal } from '@/components/rating-modal';
import { useStoreRate } from '@/lib/api/store-rate';
import { providerActions } from '@/lib/order-actions';
import { useAcceptOrder } from '../api/accept-order';
import { useFinishOrder } from '../api/finish-order';
import { useProviderOrder } from '../api/get-provider-order';
import { useRefuseOrder } from '../api/refuse-order';
import { useStoreNegotiation } from '../api/store-negotiation';
import { useStoreOffer } from '../api/store-offer';
import { FinishModal } from '../components/finish-modal';
import { PriceDurationModal, type PriceDurationValues } from '../components/price-duration-modal';
import '@/components/orders.css';
import '../i18n';

export default function ProviderOrderDetailsPage() {
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
  return <Details key={orderId} orderId={orderId} />;
}

function Details({ orderId }: { orderId: number }) {
  const order = useProviderOrder(orderId);
  if (order.isPending) return <PageSkeleton rows={12} />;
  if (order.isError) {
    return (
      <div className="souq-container orders-page">
        <LoadFailed onRetry={() => void order.refetch()} compact={false} />
      </div>
    );
  }
  return <DetailsView order={order.data} />;
}

type ModalName = 'offer' | 'sheet' | 'finish' | 'rate' | 'complaint' | null;

function DetailsView({ order: o }: { order: ProviderOrderDetails }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const actions = providerActions(o);
  const [modal, setModal] = useState<ModalName>(null);
  const close = () => setModal(null);
  const accept = useAcceptOrder(o.id);
  const refuse = useRefuseOrder(o.id);
  const offer = useStoreOffer();
  const sheet = useStoreNegotiation(o.id);
  const finish = useFinishOrder(o.id);
  const rate = useStoreRate();
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
      { requestServiceId: o.id, ...v },
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
      { requestServiceId: o.id, ...v },
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
      { target: 'user', targetId: o.client.id, requestServiceId: o.id, value, comment },
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

  const fields: OrderField[] = [
    { key: 'number', label: t('order.number'), value: <Reference>{o.number}</Reference> },
    { key: 'status', label: t('order.status'), value: o.status },
    { key: 'service', label: t('order.service'), value: <span dir="auto">{o.service}</span> },
    { key: 'type', label: t('order.type'), value: o.type === 'direct' ? t('order.typeDirect') : t('order.typeForAll') },
    { key: 'date', label: t('order.requestDate'), value: <DateText value={o.request_date} /> },
  ];
  if (actions.priceRange) {
    if (o.from_price !== null && o.to_price !== null) {
      fields.push({
        key: 'range',
        label: t('order.priceRange'),
        value: (
          <span>
            <Price amount={o.from_price} /> – <Price amount={o.to_price} />
          </span>
        ),
      });
    }
  } else if (o.price !== null) fields.push({ key: 'price', label: t('order.price'), value: <Price amount={o.price} /> });
  if (o.duration !== null) fields.push({ key: 'duration', label: t('order.duration'), value: t('order.days', { count: o.duration }) });
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
          <Price amount={o.my_offer.price} /> · {t('order.days', { count: o.my_offer.duration })}
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

  return (
    <div className="souq-container orders-page">
      <header className="orders-page__head">
        <h1 className="orders-page__title">
          {t('order.number')} <Reference>{o.number}</Reference>
        </h1>
        <span className={`souq-chip${o.stage === 'cancelled' || o.stage === 'refused' ? ' souq-chip--danger' : ''}`}>{o.status}</span>
      </header>
      {note ? <OrderNote>{note}</OrderNote> : null}

      <div className="orders-layout">
        <div className="orders-section">
          <section className="orders-panel" aria-labelledby="order-fields-title">
            <h2 id="order-fields-title" className="orders-section__title">
              {t('order.details')}
            </h2>
            <OrderFields fields={fields} />
          </section>
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
        </div>

        <aside className="orders-section">
          <section className="orders-panel orders-section" aria-labelledby="order-client-title">
            <h2 id="order-client-title" className="orders-section__title">
              {t('providerOrders.client')}
            </h2>
            <div className="orders-person">
              <img className="orders-person__avatar" src={o.client.image} alt="" width={56} height={56} />
              <p className="orders-person__name">
                <bdi>{o.client.name}</bdi>
              </p>
            </div>
            {actions.chat && o.room_id !== null ? (
              <Link className="orders-chat-link" to={paths.chatView.getHref({ id: o.room_id })}>
                <MessageOutlined aria-hidden="true" /> {t('order.openChat')}
              </Link>
            ) : null}
          </section>

          <section className="orders-panel orders-actions" aria-label={t('order.status')}>
            {actions.accept ? (
              <Button type="primary" icon={<CheckCircleOutlined aria-hidden="true" />} onClick={onAccept} loading={accept.isPending}>
                {t('providerOrders.actions.accept')}
              </Button>
            ) : null}
            {actions.refuse ? (
              <Button danger icon={<CloseOutlined aria-hidden="true" />} onClick={onRefuse} loading={refuse.isPending}>
                {t('providerOrders.actions.refuse')}
              </Button>
            ) : null}
            {actions.sendOffer ? (
              <Button type="primary" icon={<SendOutlined aria-hidden="true" />} onClick={() => setModal('offer')}>
                {t('providerOrders.actions.offer')}
              </Button>
            ) : null}
            {actions.negotiationSheet ? (
              <Button type="primary" icon={<FileProtectOutlined aria-hidden="true" />} onClick={() => setModal('sheet')}>
                {t('providerOrders.actions.sheet')}
              </Button>
            ) : null}
            {actions.finish ? (
              <Button type="primary" icon={<UploadOutlined aria-hidden="true" />} onClick={() => setModal('finish')}>
                {t('providerOrders.actions.finish')}
              </Button>
            ) : null}
            {actions.rate && o.client.id !== null ? (
              <Button type="primary" icon={<StarFilled aria-hidden="true" />} onClick={() => setModal('rate')}>
                {t('providerOrders.actions.rate')}
              </Button>
            ) : null}
            {actions.complaint ? (
              <Button icon={<WarningOutlined aria-hidden="true" />} onClick={() => setModal('complaint')}>
                {t('providerOrders.actions.complaint')}
              </Button>
            ) : null}
          </section>
        </aside>
      </div>

      <PriceDurationModal
        open={modal === 'offer'}
        title={t('providerOrders.offerTitle')}
        textLabel={t('providerOrders.note')}
        submitLabel={t('providerOrders.actions.offer')}
        pending={offer.isPending}
        onClose={close}
        onSubmit={onOffer}
      />
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
      <FinishModal open={modal === 'finish'} pending={finish.isPending} onClose={close} onSubmit={onFinish} />
      <RatingModal open={modal === 'rate'} name={o.client.name} pending={rate.isPending} onClose={close} onSubmit={onRate} />
      <ComplaintModal open={modal === 'complaint'} requestServiceId={o.id} onClose={close} />
    </div>
  );
}
