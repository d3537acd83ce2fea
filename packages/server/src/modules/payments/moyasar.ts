/**
 * Moyasar's hosted invoices (https://docs.moyasar.com: "Invoices", "Fetch Invoice").
 * Every call authenticates with HTTP Basic, the secret key as user and an empty password, and
 * gives up after MOYASAR_TIMEOUT_MS so a slow gateway cannot hold a payment request open.
 * Failures become GatewayError, which carries no header: the key never reaches a log.
 */
import { GatewayError, type InvoiceState, type PaymentGateway } from './gateway';

export interface MoyasarConfig {
  secretKey: string;
  webhookSecret: string;
  /** e.g. https://api.moyasar.com/v1 (no trailing slash). */
  apiUrl: string;
  timeoutMs: number;
}

type Json = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** Masked card numbers come as "XXXX-XXXX-XXXX-1111": the last four digits, when there are any. */
function lastFour(payments: unknown): string | null {
  if (!Array.isArray(payments)) return null;
  const paid = payments.find((p): p is Json => !!p && typeof p === 'object' && (p as Json).status === 'paid');
  const number = str((paid?.source as Json | undefined)?.number);
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits.length >= 4 ? digits.slice(-4) : null;
}

function toInvoice(op: string, body: unknown): InvoiceState {
  const b = (body ?? {}) as Json;
  const id = str(b.id);
  const status = str(b.status);
  const currency = str(b.currency);
  const url = str(b.url);
  if (!id || !status || !currency || url === null || !Number.isInteger(b.amount)) throw new GatewayError(op, 'answer');
  return { id, status, amount: b.amount as number, currency, url, cardLast4: lastFour(b.payments) };
}

export function createMoyasarGateway(cfg: MoyasarConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${cfg.secretKey}:`).toString('base64')}`;

  async function call(op: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: Json): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${cfg.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(op, (err as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new GatewayError(op, 'status', res.status);
    }
    try {
      return await res.json();
    } catch {
      throw new GatewayError(op, 'answer', res.status);
    }
  }

  return {
    name: 'moyasar',
    checkoutUrl: (_baseUrl, p) => p.gatewayUrl ?? '',
    hosted: {
      // Moyasar refuses amounts under 1 SAR.
      minAmount: 100,
      currency: 'SAR',
      webhookSecret: cfg.webhookSecret,
      async createInvoice(inv) {
        const answer = await call('create invoice', 'POST', '/invoices', {
          amount: inv.amount,
          currency: 'SAR',
          description: inv.description,
          success_url: inv.successUrl,
          back_url: inv.backUrl,
          callback_url: inv.callbackUrl,
          metadata: { payment_id: String(inv.paymentId) },
        });
        return toInvoice('create invoice', answer);
      },
      async fetchInvoice(id) {
        return toInvoice('fetch invoice', await call('fetch invoice', 'GET', `/invoices/${encodeURIComponent(id)}`));
      },
      async cancelInvoice(id) {
        await call('cancel invoice', 'PUT', `/invoices/${encodeURIComponent(id)}/cancel`);
      },
    },
  };
}
