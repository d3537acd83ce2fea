/** POST /request-service/send-complaint — a complaint to the admin about an order, by either side of it. */
import { useMutation } from '@tanstack/react-query';
import { sendOrderComplaint } from '@souq/api-client';

export const useSendComplaint = () => useMutation({ mutationFn: sendOrderComplaint });
