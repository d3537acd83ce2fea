/**
 * Reading a gateway webhook (Moyasar "Webhooks": `{ id, type, secret_token, data }`, where
 * `data` is the payment, with its `invoice_id` and our `metadata`). The body only says which
 * of our payments to look at; whether it is paid is always asked of the gateway.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compared in constant time (over digests, so a wrong length takes as long as a wrong byte). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

export interface WebhookRef {
  invoiceId: string | null;
  paymentId: number | null;
}

export function webhookPaymentRef(body: Record<string, unknown>): WebhookRef {
  const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
  const meta = (data.metadata && typeof data.metadata === 'object' ? data.metadata : {}) as Record<string, unknown>;
  const invoiceId = typeof data.invoice_id === 'string' && data.invoice_id ? data.invoice_id : null;
  const raw = typeof meta.payment_id === 'string' ? meta.payment_id : '';
  return { invoiceId, paymentId: /^\d{1,9}$/.test(raw) ? Number(raw) : null };
}
