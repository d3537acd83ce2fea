/**
 * A chat invoice paid by card comes back to its room with `?payment_id=&payment_status=`
 * (docs/product/orders.md). The payment (GET /payments/:id) says how it went, the query string
 * only when it cannot be read: a toast once, the room's messages read again (the invoice card
 * shows paid or stays payable), and the query string dropped.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getPayment } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { NS } from '@/config/namespace';
import { getRoomMessagesQueryOptions } from '../api/get-room-messages';

export function useInvoicePaymentReturn(room: number) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const handled = useRef(false);
  const paymentId = Number(params.get('payment_id'));
  const reported = params.get('payment_status');

  useEffect(() => {
    if (handled.current || (!paymentId && !reported)) return;
    handled.current = true;
    const show = (status: string | null) => {
      if (status === 'paid') toast.success(t('invoice.paid'));
      else if (status === 'declined' || status === 'failed' || status === 'expired') toast.error(t('invoice.cardDeclined'));
      else toast.info(t('invoice.cardPending'));
      void client.invalidateQueries({ queryKey: ['orders'] });
      void client.invalidateQueries({ queryKey: getRoomMessagesQueryOptions(room).queryKey });
      setParams({}, { replace: true });
    };
    if (Number.isInteger(paymentId) && paymentId > 0)
      getPayment(paymentId).then(
        (res) => show(res.data.status),
        () => show(reported),
      );
    else show(reported);
  }, [paymentId, reported, room, client, setParams, t]);
}
