/** POST /user/provider/complaint about one of the customer's own paid store orders (product_order_id). */
import { useMutation } from '@tanstack/react-query';
import { fileProviderComplaint } from '@souq/api-client';

export interface OrderComplaintInput {
  orderId: number;
  reason: string;
  complaint: string;
}

export const fileOrderComplaint = ({ orderId, reason, complaint }: OrderComplaintInput) =>
  fileProviderComplaint({ product_order_id: orderId, reason, complaint, type: 'complaint' });

export const useFileOrderComplaint = () => useMutation({ mutationFn: fileOrderComplaint });
