/**
 * The card gateway sends the customer back to `/userOrderDetails/:id?payment_id=&payment_status=`:
 * how it went as a toast once (`usePaymentReturn` reads the payment), then the order reloaded.
 */
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { usePaymentReturn as useReturn } from '@souq/ui';
import { NS } from '@/config/namespace';
import { getUserOrderQueryOptions } from '@/lib/api/get-user-order';
import '../i18n';

export function usePaymentReturn(orderId: number) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  useReturn(
    { paid: t('customerOrders.paymentPaid'), declined: t('customerOrders.paymentDeclined'), pending: t('customerOrders.paymentPending') },
    () => void client.invalidateQueries({ queryKey: getUserOrderQueryOptions(orderId).queryKey }),
  );
}
