import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { takePendingOrder } from '@/lib/payment-return';

export type CheckoutOutcome = { kind: 'paid'; orderId: number | null; number?: string } | { kind: 'declined' };

/**
 * The card gateway's answer (`?payment_id=&payment_status=`), read once: the remembered order
 * (for its invoice) is taken, and the URL drops the answer so a reload does not announce it again.
 */
export function usePaymentReturn(): CheckoutOutcome | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome] = useState<CheckoutOutcome | null>(() => {
    const status = params.get('payment_status');
    if (!params.get('payment_id') || !status) return null;
    const orderId = takePendingOrder();
    return status === 'paid' ? { kind: 'paid', orderId } : { kind: 'declined' };
  });
  useEffect(() => {
    if (outcome) void navigate('.', { replace: true });
  }, [outcome, navigate]);
  return outcome;
}
