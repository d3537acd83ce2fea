import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { CartFinance } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { currentLocale } from '@souq/i18n';
import { paths } from '@souq/routes';
import { formatAmount, PlainButton } from '@souq/ui';
import { CloseOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { useWalletBalance } from '@/lib/api/wallet';
import { leaveForPayment, rememberPendingOrder } from '@/lib/payment-return';
import { type PayMethod, useCreateOrder } from '../api/create-order';
import { useInquiryCoupon } from '../api/inquiry-coupon';
import { CartTotals } from './cart-totals';
import '@/components/i18n';
import '../i18n';

export interface AppliedCoupon {
  code: string;
  finance: CartFinance;
}

export interface CartSummaryProps {
  finance: CartFinance;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  /** A wallet payment went through at once. */
  onPaid: (order: { orderId: number; number: string }) => void;
}

/** Coupon, totals, the payment method and the pay button. */
export function CartSummary({ finance, coupon, onCoupon, onPaid }: CartSummaryProps) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [method, setMethod] = useState<PayMethod>('card');
  const [leaving, setLeaving] = useState(false);
  const inquiry = useInquiryCoupon();
  const order = useCreateOrder();
  const balance = useWalletBalance();
  const shown = coupon?.finance ?? finance;
  const walletLow = balance.data !== undefined && balance.data < shown.final_total;
  const sending = order.isPending || leaving;

  const applyCoupon = () => {
    const typed = code.trim();
    if (!typed) {
      toast.error(t('cart.couponRequired'));
      return;
    }
    inquiry.mutate(typed, {
      onSuccess: (res) => {
        onCoupon({ code: typed, finance: res.data.cart_finance });
        toast.success(res.msg || t('cart.couponApplied'));
      },
      onError: (err) => toast.error(errorMessage(err, t('product.genericError'))),
    });
  };

  const clearCoupon = () => {
    setCode('');
    onCoupon(null);
  };

  // A double click lands before the button re-renders as loading; the second click would race
  // the first one's cart refresh (which unmounts this panel) and lose the success screen.
  const paying = useRef(false);
  const pay = () => {
    if (paying.current) return;
    paying.current = true;
    order.mutate(
      { method, coupon: coupon?.code ?? '' },
      {
        onSettled: () => {
          paying.current = false;
        },
        onSuccess: (res) => {
          if (res.data.url) {
            // Card: the gateway page takes it from here and sends the customer back to this page.
            setLeaving(true);
            rememberPendingOrder(res.data.invoice.id);
            toast.info(t('cart.redirecting'));
            leaveForPayment(res.data.url);
            return;
          }
          onCoupon(null);
          onPaid({ orderId: res.data.invoice.id, number: res.data.number });
        },
        onError: (err) => toast.error(errorMessage(err, t('cart.failed'))),
      },
    );
  };

  return (
    <aside className="store-panel cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="store-panel__title">
        {t('cart.summary')}
      </h2>

      <div className="cart-summary__coupon">
        <label htmlFor="cart-coupon" className="store-label">
          {t('cart.coupon')}
        </label>
        {coupon ? (
          <div className="cart-summary__applied">
            <span className="souq-chip">{t('cart.couponOff', { code: coupon.code })}</span>
            <PlainButton variant="text" size="small" icon={<CloseOutlined aria-hidden="true" />} onClick={clearCoupon} disabled={sending}>
              {t('cart.removeCoupon')}
            </PlainButton>
          </div>
        ) : (
          // Plain controls (antd's look without antd): the summary is in the cart's first view.
          <div className="cart-summary__coupon-row">
            <input
              id="cart-coupon"
              className="souq-input"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                e.preventDefault();
                applyCoupon();
              }}
              placeholder={t('cart.couponPlaceholder')}
              maxLength={50}
              autoComplete="off"
              disabled={sending}
            />
            <PlainButton onClick={applyCoupon} loading={inquiry.isPending} disabled={sending}>
              {t('cart.applyCoupon')}
            </PlainButton>
          </div>
        )}
      </div>

      <CartTotals finance={shown} />

      <fieldset className="store-fieldset cart-summary__methods">
        <legend>{t('cart.payWith')}</legend>
        <label className="cart-summary__method">
          <input type="radio" name="cart-pay-method" checked={method === 'card'} onChange={() => setMethod('card')} disabled={sending} />
          {t('cart.card')}
        </label>
        <label className="cart-summary__method">
          <input
            type="radio"
            name="cart-pay-method"
            checked={method === 'wallet'}
            onChange={() => setMethod('wallet')}
            disabled={sending}
          />
          <span>
            {t('cart.wallet')}
            {balance.data !== undefined ? (
              <span className="store-muted">
                {' '}
                — {t('cart.walletBalance', { amount: t('product.money', { amount: formatAmount(balance.data, locale) }) })}
              </span>
            ) : null}
          </span>
        </label>
        {method === 'wallet' && walletLow ? (
          <p className="cart-summary__low" role="status">
            {t('cart.walletLow')} <Link to={paths.walletView.getHref()}>{t('cart.chargeWallet')}</Link>
          </p>
        ) : null}
      </fieldset>

      <PlainButton variant="primary" size="large" block onClick={pay} loading={sending} disabled={method === 'wallet' && walletLow}>
        {t('cart.checkout', { amount: t('product.money', { amount: formatAmount(shown.final_total, locale) }) })}
      </PlainButton>
    </aside>
  );
}
