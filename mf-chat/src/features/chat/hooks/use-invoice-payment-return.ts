/**
 * A chat invoice paid by card comes back to its room (docs/product/orders.md#card-return): a toast once, and
 * the room's messages read again (the invoice card shows paid or stays payable).
 */
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { usePaymentReturn } from '@souq/ui';
import { NS } from '@/config/namespace';
import { getRoomMessagesQueryOptions } from '../api/get-room-messages';

export function useInvoicePaymentReturn(room: number) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  usePaymentReturn({ paid: t('invoice.paid'), declined: t('invoice.cardDeclined'), pending: t('invoice.cardPending') }, () => {
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: getRoomMessagesQueryOptions(room).queryKey });
  });
}
