import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getPayment } from '@souq/api-client';
import { toast } from '@souq/event-bus';

/** How a card payment ended, as the page it returned to tells it. */
export type PaymentOutcome = 'paid' | 'declined' | 'pending';

const outcomeOf = (status: string | null): PaymentOutcome =>
  status === 'paid' ? 'paid' : status === 'declined' || status === 'failed' || status === 'expired' ? 'declined' : 'pending';

/**
 * The card gateway sends the customer back to the page the payment started from, with
 * `?payment_id=&payment_status=`. The payment itself (GET /payments/:id) says how it went (the
 * query string only when it cannot be read): the page's message for that outcome shows once as a
 * toast, `after` runs (what to read again), and the query string is dropped so a reload does not
 * say it again.
 */
export function usePaymentReturn(messages: Record<PaymentOutcome, string>, after?: () => void) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const latest = useRef({ messages, after });
  latest.current = { messages, after };
  const paymentId = Number(params.get('payment_id'));
  const reported = params.get('payment_status');

  useEffect(() => {
    if (handled.current || (!paymentId && !reported)) return;
    handled.current = true;
    const finish = (status: string | null) => {
      const outcome = outcomeOf(status);
      const message = latest.current.messages[outcome];
      if (outcome === 'paid') toast.success(message);
      else if (outcome === 'declined') toast.error(message);
      else toast.info(message);
      latest.current.after?.();
      setParams({}, { replace: true });
    };
    if (Number.isInteger(paymentId) && paymentId > 0)
      getPayment(paymentId).then(
        (res) => finish(res.data.status),
        () => finish(reported),
      );
    else finish(reported);
  }, [paymentId, reported, setParams]);
}
