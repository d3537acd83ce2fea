/**
 * Service requests: a customer's request (direct to a provider, or open to all providers
 * of a service) and the provider's lists. What follows a request (offers, payment, delivery) is in orders.ts.
 */
import { z } from 'zod';
import { endpoint, idSchema, imagesSchema, text } from './common';

const price = z.number().min(0).max(10_000_000).optional();

export const storeRequestBody = z.object({
  details: text(5000),
  from_price: price,
  to_price: price,
  duration: z.number().int({ error: 'validation.integer' }).min(1).max(3650).optional(),
  service_id: idSchema,
  /** Absent: open to every provider of the service (for_all). */
  provider_id: idSchema.optional(),
  images: imagesSchema,
});

/** order_status of the provider's tabs: 1 new, 2 review, 3 current, 4 finished. */
export const providerRequestsBody = z.object({ status: z.number().int().min(1).max(4).default(1) });

export const providerRequestItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  request_date: z.string(),
  client_name: z.string(),
  /** Display text of the state. */
  status: z.string(),
  order_status: z.number().int(),
  type: z.string(),
});

export const requests = {
  store: endpoint({
    method: 'POST',
    path: '/user/request-service/store',
    roles: ['user'],
    body: storeRequestBody,
    response: z.object({ id: z.number().int(), number: z.string(), type: z.enum(['direct', 'for_all']) }),
  }),
  providerList: endpoint({
    method: 'POST',
    path: '/provider/request-services',
    roles: ['provider'],
    body: providerRequestsBody,
    response: z.array(providerRequestItemSchema),
  }),
  providerCounts: endpoint({
    method: 'POST',
    path: '/provider/request-services/counts',
    roles: ['provider'],
    response: z.object({ new: z.number().int(), review: z.number().int(), current: z.number().int(), finished: z.number().int() }),
  }),
};
