/**
 * A local Moyasar, answering as its documentation describes (docs.moyasar.com "Invoices",
 * "Fetch Invoice", "Webhooks"; cancel as the official SDKs call it):
 *   POST /v1/invoices              Basic auth (secret key as user); amount (halalas, ≥ 100),
 *                                  currency, description, success_url, back_url, callback_url,
 *                                  metadata → 201 the invoice: id, status `initiated`, url…
 *   GET  /v1/invoices/:id          the invoice, with its `payments`
 *   PUT  /v1/invoices/:id/cancel   an `initiated` invoice becomes `canceled`
 *   GET  /invoices/:id             the hosted page (a card form)
 *   POST /invoices/:id             pays it with `number`: 4111… succeeds, 4000…0002 fails. A paid
 *                                  invoice posts its payment to callback_url, sends the webhook
 *                                  (`secret_token`, `type` payment_paid, `data`) and redirects
 *                                  (302) to success_url with `?id=&status=paid&message=` appended.
 * Tests steer it: `failNext` makes the next API calls time out or answer 5xx/401, `delivered`
 * lists what it posted to our server. Notices go through `deliver` (the test's app).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'canceled' | 'expired';
  amount: number;
  currency: string;
  description: string;
  amount_format: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  metadata: Record<string, string> | null;
  payments: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
}

export type Deliver = (url: string, body: unknown) => Promise<number>;
export type Failure = 'timeout' | 500 | 502 | 401;

export interface MoyasarStandIn {
  /** The API base, as MOYASAR_API_URL. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  invoices: Map<string, StandInInvoice>;
  /** Every API call: method, path, the Authorization header and the parsed body. */
  calls: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  delivered: { url: string; body: unknown; status: number }[];
  /** The next `times` API calls fail this way. */
  failNext(failure: Failure, times?: number): void;
  /** Pays on the hosted page as a browser would; answers the redirect's location (null if none). */
  payOnPage(invoiceUrl: string, card?: string): Promise<string | null>;
  /** Marks an invoice paid without any notice (a payment whose signals are yet to come). */
  markPaid(id: string, card?: string): Record<string, unknown>;
  /** The webhook Moyasar would send for a paid payment. */
  webhookBody(payment: Record<string, unknown>, secret?: string): Record<string, unknown>;
  close(): Promise<void>;
}

const SUCCESS_CARD = '4111111111111111';

export async function startMoyasarStandIn(opts: {
  secretKey?: string;
  webhookSecret?: string;
  /** Where notices go; `webhookUrl` is the dashboard's webhook setting. */
  deliver: Deliver;
  webhookUrl?: string;
  /** Where it listens: a free port unless given (a browser journey names it in advance). */
  port?: number;
}): Promise<MoyasarStandIn> {
  const secretKey = opts.secretKey ?? 'sk_test_standin_0123456789';
  const webhookSecret = opts.webhookSecret ?? 'whsec_standin_secret';
  const invoices = new Map<string, StandInInvoice>();
  const calls: MoyasarStandIn['calls'] = [];
  const delivered: MoyasarStandIn['delivered'] = [];
  const failures: Failure[] = [];
  let base = '';

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const authorized = (header: string | undefined) => header === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });

  function paymentOf(inv: StandInInvoice, card: string) {
    const ok = card === SUCCESS_CARD;
    return {
      id: randomUUID(),
      status: ok ? 'paid' : 'failed',
      amount: inv.amount,
      fee: 0,
      currency: inv.currency,
      refunded: 0,
      description: inv.description,
      amount_format: inv.amount_format,
      invoice_id: inv.id,
      callback_url: `${base}/invoices/${inv.id}`,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      metadata: inv.metadata,
      source: {
        type: 'creditcard',
        company: 'visa',
        name: 'Test Payer',
        number: `XXXX-XXXX-XXXX-${card.slice(-4)}`,
        message: ok ? 'APPROVED' : 'DECLINED',
      },
    };
  }

  function markPaid(id: string, card = SUCCESS_CARD) {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`no invoice ${id}`);
    const payment = paymentOf(inv, card);
    inv.payments.push(payment);
    if (payment.status === 'paid') inv.status = 'paid';
    inv.updated_at = new Date().toISOString();
    return payment;
  }

  const webhookBody = (payment: Record<string, unknown>, secret = webhookSecret) => ({
    id: randomUUID(),
    type: 'payment_paid',
    created_at: new Date().toISOString(),
    secret_token: secret,
    account_name: 'Souq test',
    live: false,
    data: payment,
  });

  async function notify(url: string, body: unknown) {
    const status = await opts.deliver(url, body);
    delivered.push({ url, body, status });
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const failure = failures.shift();
    if (failure === 'timeout') return; // never answers; closed by close()
    if (failure === 401 || !authorized(req.headers.authorization))
      return json(res, 401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    if (failure) return json(res, failure, { type: 'api_error', message: 'Internal server error', errors: null });

    if (req.method === 'POST' && path === '/v1/invoices') {
      const b = (body ?? {}) as Record<string, unknown>;
      const amount = b.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100 || typeof b.description !== 'string' || !b.description) {
        return json(res, 400, {
          type: 'invalid_request_error',
          message: 'Validation Failed',
          errors: { amount: ['must be at least 100'] },
        });
      }
      const id = randomUUID();
      const at = new Date().toISOString();
      const inv: StandInInvoice = {
        id,
        status: 'initiated',
        amount: amount as number,
        currency: typeof b.currency === 'string' ? b.currency : 'SAR',
        description: b.description,
        amount_format: `${((amount as number) / 100).toFixed(2)} SAR`,
        url: `${base}/invoices/${id}`,
        callback_url: typeof b.callback_url === 'string' ? b.callback_url : null,
        success_url: typeof b.success_url === 'string' ? b.success_url : null,
        back_url: typeof b.back_url === 'string' ? b.back_url : null,
        metadata: (b.metadata as Record<string, string>) ?? null,
        payments: [],
        created_at: at,
        updated_at: at,
      };
      invoices.set(id, inv);
      return json(res, 201, inv);
    }
    const m = /^\/v1\/invoices\/([^/]+)(\/cancel)?$/.exec(path);
    const inv = m ? invoices.get(decodeURIComponent(m[1]!)) : undefined;
    if (m && !inv) return json(res, 404, { type: 'invalid_request_error', message: 'Object not found', errors: null });
    if (inv && req.method === 'GET' && !m![2]) return json(res, 200, inv);
    if (inv && req.method === 'PUT' && m![2]) {
      if (inv.status !== 'initiated')
        return json(res, 400, { type: 'invalid_request_error', message: 'Invoice cannot be canceled', errors: null });
      inv.status = 'canceled';
      return json(res, 200, inv);
    }
    return json(res, 404, { type: 'invalid_request_error', message: 'Not found', errors: null });
  }

  async function page(req: http.IncomingMessage, res: http.ServerResponse, id: string) {
    const inv = invoices.get(id);
    if (!inv) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><p>Invoice not found</p>');
    }
    if (req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      if (inv.status !== 'initiated') {
        res.writeHead(409, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><p>This invoice is ${inv.status}</p>`);
      }
      const payment = markPaid(id, (form.get('number') ?? '').replace(/\D/g, ''));
      if (payment.status !== 'paid') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><p role="alert">Card declined</p>');
      }
      if (inv.callback_url) await notify(inv.callback_url, payment);
      if (opts.webhookUrl) await notify(opts.webhookUrl, webhookBody(payment));
      if (!inv.success_url) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><p>Paid</p>');
      }
      const to = new URL(inv.success_url);
      to.searchParams.set('id', String(payment.id));
      to.searchParams.set('status', 'paid');
      to.searchParams.set('message', 'APPROVED');
      res.writeHead(302, { location: to.toString() });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moyasar stand-in</title></head><body>
<h1>Pay ${inv.amount_format}</h1><p>${inv.description.replace(/[<>&]/g, '')}</p>
<form method="post"><label>Card number <input name="number" value=""></label><button type="submit">Pay</button></form>
${inv.back_url ? `<a href="${inv.back_url}">Back</a>` : ''}</body></html>`);
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const hosted = /^\/invoices\/([^/]+)$/.exec(path);
    const work = path.startsWith('/v1/') ? api(req, res, path) : hosted ? page(req, res, hosted[1]!) : Promise.resolve(json(res, 404, {}));
    work.catch((err) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${base}/v1`,
    secretKey,
    webhookSecret,
    invoices,
    calls,
    delivered,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    async payOnPage(invoiceUrl, card = SUCCESS_CARD) {
      const res = await fetch(invoiceUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number: card }),
        redirect: 'manual',
      });
      await res.body?.cancel();
      return res.headers.get('location');
    },
    markPaid,
    webhookBody,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
