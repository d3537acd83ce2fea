/**
 * /cartView — the cart grouped by store (each with its total), remove with confirmation,
 * coupon inquiry, totals with VAT, and checkout by wallet (paid at once) or card (the gateway
 * page, which sends the customer back here with `?payment_id=&payment_status=`).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@souq/event-bus';
import { paths, ROUTES_NS } from '@souq/routes';
import { dismissFirstView, EmptyState, LoadFailed, Placeholder, useDeferredQuery } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useCart } from '@/lib/api/cart';
import { CheckoutResult } from '@/components/checkout-result';
import { type CheckoutOutcome, usePaymentReturn } from '@/hooks/use-payment-return';
import { useInquiryCoupon } from '../api/inquiry-coupon';
import { CartGroup } from '../components/cart-group';
import { type AppliedCoupon, CartSummary } from '../components/cart-summary';
import '../i18n';
import '@/components/store.css';
import './cart.css';

export default function CartViewPage() {
  const { t } = useTranslation(NS);
  // The cart arriving is rendered as a transition, in slices (the whole page at once was one long task).
  const cart = useDeferredQuery(useCart());
  const returned = usePaymentReturn();
  const [paid, setPaid] = useState<CheckoutOutcome | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const reinquire = useInquiryCoupon();
  const outcome = paid ?? returned;
  // The first view the HTML drew from the early answer (a phone's) stays until the cart (or its error) is here.
  useEffect(() => {
    if (!cart.isPending) dismissFirstView();
  }, [cart.isPending]);

  // The coupon's totals were for the old cart: ask again, or drop it if it no longer applies.
  const onRemoved = () => {
    if (!coupon) return;
    reinquire.mutate(coupon.code, {
      onSuccess: (res) => setCoupon({ code: coupon.code, finance: res.data.cart_finance }),
      onError: () => setCoupon(null),
    });
  };

  const groups = cart.data?.cart_items ?? [];

  return (
    <div className="souq-container store-page">
      <header className="souq-page-head">
        <h1 id="cart-title" className="store-page__title">
          {t(`${ROUTES_NS}:cartView`)}
        </h1>
      </header>

      {outcome ? <CheckoutResult outcome={outcome} on="cart" /> : null}

      {cart.isPending ? (
        <div className="cart-layout" aria-busy="true" data-testid="cart-skeleton">
          <div className="store-panel">
            <Placeholder lines={6} />
          </div>
          <div className="store-panel">
            <Placeholder lines={5} />
          </div>
        </div>
      ) : cart.isError ? (
        <LoadFailed onRetry={() => void cart.refetch()} compact={false} error={cart.error} />
      ) : groups.length === 0 ? (
        outcome?.kind === 'paid' ? null : (
          <EmptyState message={t('cart.empty')} action={<Link to={paths.home.getHref()}>{t('cart.browse')}</Link>} />
        )
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__groups">
            {groups.map((g) => (
              <CartGroup key={g.provider.id} group={g} onRemoved={onRemoved} />
            ))}
          </div>
          <CartSummary
            finance={cart.data.cart_finance}
            coupon={coupon}
            onCoupon={setCoupon}
            onPaid={({ orderId, number }) => {
              setPaid({ kind: 'paid', orderId, number });
              toast.success(t('checkout.paidTitle'));
              document.getElementById('cart-title')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );
}
