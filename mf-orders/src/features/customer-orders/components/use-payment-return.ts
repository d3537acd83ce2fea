/**
 * The card gateway sends the customer back to `/userOrderDetails/:id?payment_id=&payment_status=`.
 * The payment itself (GET /payments/:id) says how it went — the query string only when it cannot
 * be read — shown as a toast once; then the query string is dropped and the order reloaded.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@souq/event-bus';
import { NS } from '@/config/namespace';
import { getUserOrderQueryOptions } from '@/lib/api/get-user-order';
import { getPayment } from '../api/get-payment';
import '../i18n';

export function usePaymentReturn(orderId: number) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const handled = useRef(false);
  const paymentId = Number(params.get('payment_id'));
  const statusParam = params.get('payment_status');

  useEffect(() => {
    if (handled.current || (!paymentId && !statusParam)) return;
    handled.current = true;
    const announce = (status: string | null) => {
      if (status === 'paid') toast.success(t('customerOrders.paymentPaid'));
      else if (status === 'declined' || status === 'failed') toast.error(t('customerOrders.paymentDeclined'));
      else toast.info(t('customerOrders.paymentPending'));
      void client.invalidateQueries({ queryKey: getUserOrderQueryOptions(orderId).queryKey });
      setParams({}, { replace: true });
    };
    if (Number.isInteger(paymentId) && paymentId > 0) {
      getPayment(paymentId).then(
        (p) => announce(p.status),
        () => announce(statusParam),
      );
    } else announce(statusParam);
  }, [paymentId, statusParam, orderId, client, setParams, t]);
}
