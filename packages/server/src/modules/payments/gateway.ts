/**
 * Card payment gateways, chosen by PAYMENT_DRIVER. A gateway turns a pending payment into the
 * URL the customer opens. Default `sandbox`: a hosted page on this server (payments.routes.ts)
 * where test cards settle: 4111111111111111 succeeds, 4000000000000002 is declined.
 * `moyasar` (moyasar.ts) is a hosted gateway: each payment is an invoice there, and what
 * happened to it is only ever read back from the gateway (`hosted.fetchInvoice`), never from
 * what a browser or a notice says.
 */
import type { PaymentRow } from './payments.repository';

export type CardOutcome = { kind: 'paid'; cardLast4: string | null } | { kind: 'declined'; cardLast4: string } | { kind: 'invalid' };

/** What creating an invoice needs; URLs are absolute and lead back to this server. */
export interface NewInvoice {
  paymentId: number;
  /** Halalas. */
  amount: number;
  description: string;
  successUrl: string;
  backUrl: string;
  callbackUrl: string;
}

/** An invoice as the gateway reports it (amount in halalas). */
export interface InvoiceState {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  cardLast4: string | null;
}

/** The invoice calls of a hosted gateway. Each throws GatewayError when the gateway fails. */
export interface HostedInvoices {
  /** The smallest amount (halalas) the gateway takes. */
  minAmount: number;
  currency: string;
  webhookSecret: string;
  createInvoice(invoice: NewInvoice): Promise<InvoiceState>;
  fetchInvoice(id: string): Promise<InvoiceState>;
  cancelInvoice(id: string): Promise<void>;
}

export interface PaymentGateway {
  name: 'sandbox' | 'moyasar';
  /** Absolute URL of the page where the customer pays. */
  checkoutUrl(baseUrl: string, payment: Pick<PaymentRow, 'id' | 'checkoutToken' | 'gatewayUrl'>): string;
  /** Set for gateways that host the payment page themselves. */
  hosted?: HostedInvoices;
}

/**
 * A gateway call that did not give an answer we can use. Carries what the log may show: the
 * operation, the kind of failure and the HTTP status, never the request (it holds the key).
 */
export class GatewayError extends Error {
  constructor(
    public readonly op: string,
    public readonly reason: 'timeout' | 'network' | 'status' | 'answer',
    public readonly status: number | null = null,
  ) {
    super(`gateway ${op} failed: ${reason}${status ? ` ${status}` : ''}`);
    this.name = 'GatewayError';
  }
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
