/**
 * Card payment gateways. A gateway turns a pending payment into the URL the customer opens
 * and reads the outcome of what the customer did there. Default `sandbox`: a hosted page on
 * this server (payments.routes.ts) where test cards settle: 4111111111111111 succeeds,
 * 4000000000000002 is declined. A real Saudi gateway (mada, Apple Pay, signed webhooks)
 * plugs in here by configuration.
 */
import type { PaymentRow } from './payments.repository';

export type CardOutcome = { kind: 'paid'; cardLast4: string } | { kind: 'declined'; cardLast4: string } | { kind: 'invalid' };

export interface PaymentGateway {
  name: string;
  /** Absolute URL of the page where the customer pays. */
  checkoutUrl(baseUrl: string, payment: Pick<PaymentRow, 'id' | 'checkoutToken'>): string;
}

export const SANDBOX_SUCCESS_CARD = '4111111111111111';
export const SANDBOX_DECLINED_CARD = '4000000000000002';

export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  checkoutUrl: (baseUrl, p) => `${baseUrl}/api/v1/payments/sandbox/${p.id}?token=${p.checkoutToken}`,
};

/** What a card number typed on the sandbox page does. */
export function sandboxOutcome(cardNumber: unknown): CardOutcome {
  const digits = typeof cardNumber === 'string' ? cardNumber.replace(/[\s-]/g, '') : '';
  if (digits === SANDBOX_SUCCESS_CARD) return { kind: 'paid', cardLast4: digits.slice(-4) };
  if (digits === SANDBOX_DECLINED_CARD) return { kind: 'declined', cardLast4: digits.slice(-4) };
  return { kind: 'invalid' };
}
