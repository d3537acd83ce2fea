/** POST /user/provider/complaint about one of the customer's own paid store orders (product_order_id). */
import { useMutation } from '@tanstack/react-query';
import { fileProviderComplaint } from '@souq/api-client';

export const useFileOrderComplaint = () =>
  useMutation({
    mutationFn: ({ orderId, reason, complaint }: { orderId: number; reason: string; complaint: string }) =>
      fileProviderComplaint({ product_order_id: orderId, reason, complaint, type: 'complaint' }),
  });
