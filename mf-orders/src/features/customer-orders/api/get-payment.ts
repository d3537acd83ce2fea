/** GET /payments/:id — the result of a card payment, read when the gateway sends the customer back. */
import { getPayment as fetchPayment } from '@souq/api-client';
import type { Payment } from '@souq/contracts';

export async function getPayment(id: number): Promise<Payment> {
  return (await fetchPayment(id)).data;
}
