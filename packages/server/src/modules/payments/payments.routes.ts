/**
 * GET /payments/:id (the payer's own payment, read by the app's return page) and the sandbox
 * gateway's hosted page: GET /payments/sandbox/:id?token= shows it; POST to the same URL
 * with `card_number` settles it and redirects (303) back into the app with the result.
 * The page routes are HTML, outside the JSON contract (hidden from the OpenAPI document).
 */
import { payments as api } from '@souq/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../plugins/auth';
import { sandboxOutcome } from './gateway';
import { notFoundPage, sandboxPage } from './sandbox-page';

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
}
