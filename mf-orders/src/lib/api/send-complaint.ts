/** POST /request-service/send-complaint — a complaint to the admin about an order, by either side of it. */
import { useMutation } from '@tanstack/react-query';
import { sendOrderComplaint } from '@souq/api-client';

export interface ComplaintInput {
  requestServiceId: number;
  reason: string;
  complaint: string;
}

export const sendComplaint = ({ requestServiceId, reason, complaint }: ComplaintInput) =>
  sendOrderComplaint({ request_service_id: requestServiceId, reason, complaint });

export const useSendComplaint = () => useMutation({ mutationFn: sendComplaint });
