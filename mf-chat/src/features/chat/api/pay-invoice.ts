import { useMutation } from '@tanstack/react-query';
import { payNegotiation } from '@souq/api-client';

/**
 * POST /user/request-service/negotiates/pay (`negotiate_id` from the invoice's
 * `negotaite_id`): wallet pays at once (data null), card answers the gateway page to open.
 */
export const usePayInvoice = () => useMutation({ mutationFn: payNegotiation });
