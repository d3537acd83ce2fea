import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paymentStatuses } from '@souq/api-client';
import { takePendingOrder } from '@/lib/payment-return';

/** A payment's status as the return screens tell it: anything unknown reads as declined. */
export type PaymentReturnStatus = (typeof paymentStatuses)[number];

export type CheckoutOutcome = { kind: 'paid'; orderId: number | null; number?: string } | { kind: Exclude<PaymentReturnStatus, 'paid'> };

const asStatus = (s: string): PaymentReturnStatus =>
  (paymentStatuses as readonly string[]).includes(s) ? (s as PaymentReturnStatus) : 'declined';

/**
 * The card gateway's answer (`?payment_id=&payment_status=`), read once; the URL drops it so a
 * reload does not announce it again. `pending` is a customer who left the payment page unpaid.
 */
export function usePaymentStatus(): PaymentReturnStatus | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [status] = useState(() => {
    const s = params.get('payment_status');
    return params.get('payment_id') && s ? asStatus(s) : null;
  });
  useEffect(() => {
    if (status) void navigate('.', { replace: true });
  }, [status, navigate]);
  return status;
}

/** The gateway's answer for a store checkout: the remembered order (for its invoice) is taken. */
export function usePaymentReturn(): CheckoutOutcome | null {
  const status = usePaymentStatus();
  const [outcome] = useState<CheckoutOutcome | null>(() => {
    if (!status) return null;
    const orderId = takePendingOrder();
    return status === 'paid' ? { kind: 'paid', orderId } : { kind: status };
  });
  return outcome;
}
