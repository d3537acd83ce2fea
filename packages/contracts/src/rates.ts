/**
 * Ratings: a customer rates the provider of a completed order, a provider rates
 * that customer, a buyer rates a purchased product — each once. The existing client sends
 * the target as `provider`, `user` or `product` (docs/legacy-client.md#ec-5-6); `*_id` forms are
 * accepted too. Without `request_service_id` the latest completed, not yet rated order
 * between the two is rated.
 */
import { z } from 'zod';
import { endpoint, idSchema, noData, optText } from './common';

export const rateStoreBody = z.object({
  provider: idSchema.optional(),
  provider_id: idSchema.optional(),
  user: idSchema.optional(),
  user_id: idSchema.optional(),
  product: idSchema.optional(),
  product_id: idSchema.optional(),
  request_service_id: idSchema.optional(),
  value: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(5, { error: 'validation.invalid' }),
  comment: optText(2000),
});

const rateBase = z.object({
  id: z.number().int(),
  value: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  /** given: the viewer wrote it; received: about the viewer. */
  direction: z.enum(['given', 'received']),
  request_service_id: z.number().int().nullable(),
});

/** A customer's ratings: the provider on the other side of each (given to or received from). */
export const userRateSchema = rateBase.extend({
  provider: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  /** Set on a product rating the customer gave. */
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
/** A provider's ratings: the customer on the other side of each. */
export const providerRateSchema = rateBase.extend({ user: z.object({ id: z.number().int(), name: z.string() }) });

export const rates = {
  store: endpoint({ method: 'POST', path: '/rates/store', roles: ['user', 'provider'], body: rateStoreBody, response: noData }),
  userMine: endpoint({ method: 'GET', path: '/user/my-rates', roles: ['user'], response: z.array(userRateSchema) }),
  providerMine: endpoint({ method: 'GET', path: '/provider/my-rates', roles: ['provider'], response: z.array(providerRateSchema) }),
};
