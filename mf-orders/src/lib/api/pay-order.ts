/**
 * POST /user/request-service/pay (the order, or an open request's offer) and
 * POST /user/request-service/negotiates/pay (the negotiation invoice). Wallet: paid at once
 * (data null). Card: data.url is the gateway page; the order is paid when it settles, and the
 * gateway sends the customer back to the order details with the result.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, payNegotiation, payOrder as postPay } from '@souq/api-client';
import type { PayType } from '@souq/contracts';
import { getUserOrderQueryOptions } from './get-user-order';

export type PaymentTarget =
  | { kind: 'order'; requestServiceId: number; offerPriceId?: number }
  | { kind: 'invoice'; requestServiceId: number; negotiateId: number };

export function payOrder(target: PaymentTarget, type: PayType): Promise<Envelope<{ url: string } | null>> {
  if (target.kind === 'invoice') return payNegotiation({ negotiate_id: target.negotiateId, type });
  return postPay({
    request_service_id: target.requestServiceId,
    ...(target.offerPriceId !== undefined ? { offer_price_id: target.offerPriceId } : {}),
    type,
  });
}

/** Leaving the app for the card gateway (one seam, so tests can watch it). */
export const gateway = {
  open(url: string) {
    window.location.assign(url);
  },
};

export function usePayOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, type }: { target: PaymentTarget; type: PayType }) => payOrder(target, type),
    onSuccess: (_res, { target }) => client.invalidateQueries({ queryKey: getUserOrderQueryOptions(target.requestServiceId).queryKey }),
  });
}
