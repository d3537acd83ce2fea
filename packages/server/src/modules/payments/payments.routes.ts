/**
 * GET /payments/:id (the payer's own payment, read by the app's return page) and the sandbox
 * gateway's hosted page: GET /payments/sandbox/:id?token= shows it; POST to the same URL
 * with `card_number` settles it and redirects (303) back into the app with the result.
 * With a hosted gateway (moyasar), three routes take its signals, each of which only makes
 * the server ask the gateway about the invoice it stored:
 *   GET  /payments/moyasar/return/:id/:token    the customer's return (success_url, back_url),
 *        redirected (303) into the app with the result; what the gateway appended is ignored
 *   POST /payments/moyasar/callback/:id/:token  the invoice's callback_url notice
 *   POST /payments/moyasar/webhook              the dashboard webhook (`secret_token` checked)
 * The page and signal routes are outside the JSON contract (hidden from the OpenAPI document).
 */
import { payments as api } from '@souq/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import { GatewayError, sandboxOutcome } from './gateway';
import type { PaymentRow } from './payments.repository';
import { notFoundPage, sandboxPage } from './sandbox-page';
import { sameSecret, webhookPaymentRef } from './webhook';

interface SignalRequest {
  Params: { id: string; token: string };
}

interface PageRequest {
  Params: { id: string };
  Querystring: { token?: string };
  Body: { card_number?: unknown } | undefined;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .send(body);

export default async function paymentsModule(app: FastifyInstance) {
  const { payments } = app.services;

  route(app, api.show, async (request) => {
    const me = signedIn(request);
    if (me.role === 'admin') return ok(request, await payments.show({ role: 'user', id: 0 }, request.params.id));
    return ok(request, await payments.show({ role: me.role, id: me.id }, request.params.id));
  });

  const pageId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

  app.get<PageRequest>('/payments/sandbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const p = await payments.forCheckout(pageId(request.params.id), request.query.token ?? '');
    if (!p) return html(reply, 404, notFoundPage());
    return html(reply, 200, sandboxPage(p, request.url, payments.redirectUrl(request.baseUrl, p), null));
  });

  app.post<PageRequest>('/payments/sandbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = pageId(request.params.id);
    const token = request.query.token ?? '';
    const p = await payments.forCheckout(id, token);
    if (!p) return html(reply, 404, notFoundPage());
    if (p.status !== 'pending') return reply.redirect(payments.redirectUrl(request.baseUrl, p), 303);
    const outcome = sandboxOutcome(request.body?.card_number);
    if (outcome.kind === 'invalid')
      return html(reply, 200, sandboxPage(p, request.url, payments.redirectUrl(request.baseUrl, p), 'invalid'));
    const settled = await payments.settle(id, token, outcome, request.baseUrl);
    if (!settled) return html(reply, 404, notFoundPage());
    return reply.redirect(settled.redirectUrl, 303);
  });

  const hosted = payments.gateway.hosted;
  if (hosted) {
    const base = `/payments/${payments.gateway.name}`;
    /** The payment as the gateway now says it is; null (and logged) when the gateway fails. */
    const ask = async (p: PaymentRow) => {
      try {
        return await payments.reconcile(p);
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        payments.gatewayFailed(err, p);
        return null;
      }
    };
    /** A payment notice's work: the payment as the gateway says it is; a gateway failure is logged and thrown (tried again). */
    const notices = app.jobs.define('payments.notice', async ({ ref }: { ref: ReturnType<typeof webhookPaymentRef> }) => {
      const p = await payments.findForWebhook(ref);
      if (!p) return;
      try {
        await payments.reconcile(p);
      } catch (err) {
        if (err instanceof GatewayError) payments.gatewayFailed(err, p);
        throw err;
      }
    });
    // A 5xx makes the gateway send its notice again later.
    const unavailable = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).send(envelope('fail', t(request.lang, 'payments.gateway_unavailable'), null));

    app.get<SignalRequest>(`${base}/return/:id/:token`, { schema: { hide: true } }, async (request, reply) => {
      const p = await payments.forCheckout(pageId(request.params.id), request.params.token);
      if (!p) return html(reply, 404, notFoundPage());
      // The customer goes back either way; when the gateway failed, a later signal settles it.
      const now = (await ask(p)) ?? p;
      return reply.header('cache-control', 'no-store').redirect(payments.redirectUrl(request.baseUrl, now), 303);
    });

    app.post<SignalRequest>(`${base}/callback/:id/:token`, { schema: { hide: true } }, async (request, reply) => {
      const p = await payments.forCheckout(pageId(request.params.id), request.params.token);
      if (!p) return reply.code(404).send(envelope('fail', t(request.lang, 'payments.not_found'), null));
      return (await ask(p)) ? ok(request, null) : unavailable(request, reply);
    });

    app.post(`${base}/webhook`, { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!sameSecret(body.secret_token, hosted.webhookSecret)) {
        return reply.code(401).send(envelope('fail', t(request.lang, 'payments.webhook_refused'), null));
      }
      const ref = webhookPaymentRef(body);
      const p = await payments.findForWebhook(ref);
      // An unknown payment is acknowledged: the gateway would otherwise retry it forever.
      if (!p) return ok(request, null);
      // With the queue, the notice is acknowledged once stored; its job asks the gateway, and tries again.
      if (await notices.queue({ ref })) return ok(request, null);
      return (await ask(p)) ? ok(request, null) : unavailable(request, reply);
    });
  }

  // Pending card payments expire after PAYMENT_EXPIRY_MINUTES: checked every so often, by one process.
  app.jobs.every('payments.expire', app.deps.config.payments.sweepMs, () => payments.expireOverdue());
}
