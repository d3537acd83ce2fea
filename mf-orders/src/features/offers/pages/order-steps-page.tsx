/**
 * /orderSteps/:id — the offers of the customer's open request: steps bar, cancel (confirmed),
 * offer cards (accept, reject); accepting asks pay-or-negotiate (pay by default), then the
 * payment method (card or wallet, one must be chosen). While the request waits, offers are
 * re-read every 30 s so they show as they arrive.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@souq/api-client';
import type { Offer, OrderStage, PayType, UserOrderDetails } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { paths } from '@souq/routes';
import { Button, EmptyState, Notice, Steps, TitledSection } from '@souq/ui';
import { CloseOutlined } from '@souq/ui/icons';
import { OrderTitle, orderEnded } from '@/components/order-heading';
import { NS } from '@/config/namespace';
import { confirmAction } from '@/components/confirm';
import { OrderNote } from '@/components/order-note';
import { PaymentMethodModal } from '@/components/payment-method-modal';
import { useCancelOrder } from '@/lib/api/cancel-order';
import { getUserOrderQueryOptions } from '@/lib/api/get-user-order';
import { useNegotiateOrder } from '@/lib/api/negotiate-order';
import { gateway, usePayOrder } from '@/lib/api/pay-order';
import { customerActions } from '@/lib/order-actions';
import { useRejectOffer } from '../api/reject-offer';
import { OfferCard } from '../components/offer-card';
import { type PayOrNegotiate, PayOrNegotiateModal } from '../components/pay-or-negotiate-modal';
import { OrderIdRoute, OrderQuery } from '@/components/order-details';
import '@/components/orders.css';
import '../i18n';

const OFFERS_REFRESH_MS = 30_000;

export default function OrderStepsPage() {
  return <OrderIdRoute render={(orderId) => <OrderSteps orderId={orderId} />} />;
}

function OrderSteps({ orderId }: { orderId: number }) {
  const order = useQuery({
    ...getUserOrderQueryOptions(orderId),
    refetchInterval: (q) => (q.state.data?.stage === 'waiting_offers' ? OFFERS_REFRESH_MS : false),
  });
  return (
    <OrderQuery query={order} rows={8}>
      {(o) => <OffersView order={o} />}
    </OrderQuery>
  );
}

/** Where the order is on the bar: sent → offers → pay → in progress → done. */
export function stepOf(stage: OrderStage): number {
  switch (stage) {
    case 'waiting_offers':
      return 1;
    case 'accepted':
    case 'negotiating':
    case 'invoice_issued':
    case 'awaiting_provider':
      return 2;
    case 'in_progress':
    case 'delivered':
      return 3;
    case 'finished':
      return 4;
    default:
      return 1;
  }
}

function OffersView({ order: o }: { order: UserOrderDetails }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const actions = customerActions(o);
  const [chosen, setChosen] = useState<Offer | null>(null);
  const [step, setStep] = useState<'choose' | 'method' | null>(null);
  const cancel = useCancelOrder();
  const reject = useRejectOffer(o.id);
  const negotiate = useNegotiateOrder();
  const pay = usePayOrder();
  const fail = (err: unknown) => toast.error(errorMessage(err, t('order.genericError')));
  const closeModals = () => {
    setStep(null);
    setChosen(null);
  };

  const onCancel = () =>
    confirmAction({
      title: t('offers.cancelConfirm'),
      content: t('offers.cancelConfirmHint'),
      onOk: () =>
        cancel.mutate(o.id, {
          onSuccess: (res) => {
            toast.success(res.msg || t('offers.cancelled'));
            navigate(paths.userOrderDetails.getHref({ id: o.id }));
          },
          onError: fail,
        }),
    });

  const onReject = (offer: Offer) =>
    confirmAction({
      title: t('offers.rejectConfirm', { name: offer.provider.name }),
      content: t('offers.rejectConfirmHint'),
      onOk: () => reject.mutate(offer.id, { onSuccess: (res) => toast.success(res.msg || t('offers.rejected')), onError: fail }),
    });

  const onChoose = (choice: PayOrNegotiate) => {
    if (!chosen) return;
    if (choice === 'pay') {
      setStep('method');
      return;
    }
    negotiate.mutate(
      { request_service_id: o.id, offer_price_id: chosen.id },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('offers.negotiating'));
          navigate(paths.chatView.getHref({ id: res.data.room_id }));
        },
        onError: fail,
      },
    );
  };

  const onPay = (type: PayType) => {
    if (!chosen) return;
    pay.mutate(
      { target: { kind: 'order', requestServiceId: o.id, offerPriceId: chosen.id }, type },
      {
        onSuccess: (res) => {
          if (res.data?.url) {
            toast.info(t('pay.redirecting'));
            gateway.open(res.data.url);
            return;
          }
          toast.success(res.msg || t('pay.paid'));
          closeModals();
          navigate(paths.userOrderDetails.getHref({ id: o.id }));
        },
        onError: fail,
      },
    );
  };

  const stepKeys = ['sent', 'offers', 'pay', 'progress', 'done'] as const;
  const closed = orderEnded(o);

  return (
    <div className="souq-container orders-page">
      <header className="orders-page__head">
        <OrderTitle number={o.number} />
        {actions.cancel ? (
          <Button danger icon={<CloseOutlined aria-hidden="true" />} onClick={onCancel} loading={cancel.isPending}>
            {t('offers.cancel')}
          </Button>
        ) : null}
      </header>

      <nav className="orders-panel orders-steps" aria-label={t('offers.stepsLabel')}>
        <Steps
          size="small"
          current={stepOf(o.stage)}
          status={closed ? 'error' : undefined}
          items={stepKeys.map((k) => ({ title: t(`offers.steps.${k}`) }))}
        />
      </nav>

      {!actions.chooseOffer ? (
        <OrderNote
          tone={closed ? 'warning' : 'info'}
          extra={<Link to={paths.userOrderDetails.getHref({ id: o.id })}>{t('offers.openDetails')}</Link>}
        >
          {closed ? o.status : t('offers.movedOn')}
        </OrderNote>
      ) : null}

      <TitledSection
        className="orders-section"
        headingId="offers-title"
        heading={t('offers.listTitle')}
        headingClassName="orders-section__title"
      >
        {o.offers.length === 0 ? (
          actions.chooseOffer ? (
            <Notice status="info" title={t('offers.waiting')} description={t('offers.waitingHint')} />
          ) : (
            <EmptyState />
          )
        ) : (
          <ul className="orders-list">
            {o.offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  actionable={actions.chooseOffer}
                  rejecting={reject.isPending && reject.variables === offer.id}
                  onAccept={() => {
                    setChosen(offer);
                    setStep('choose');
                  }}
                  onReject={() => onReject(offer)}
                />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <PayOrNegotiateModal open={step === 'choose'} pending={negotiate.isPending} onClose={closeModals} onChoose={onChoose} />
      <PaymentMethodModal
        open={step === 'method'}
        amount={chosen?.final_total ?? null}
        pending={pay.isPending}
        onClose={closeModals}
        onPay={onPay}
      />
    </div>
  );
}
