/**
 * Every POST is safe to repeat: a signed-in caller's POST that carries an `Idempotency-Key`
 * header is answered once per person, route (method and path) and key for a day
 * (docs/architecture.md#repeated-requests). The first request claims the key in the database
 * before its handler runs and stores the answer as sent; a repeat — one after the other or at
 * the same time, on this process or another — gets those bytes without running the handler.
 * A repeat that arrives while the first still runs waits for its answer (up to `waitMs`), then
 * is told to try again. Answers with status ≥ 500 are not kept (the next try runs again),
 * nor are answers that hand out credentials (a session token, a TOTP secret).
 *
 * Guests are not deduplicated: their POSTs are sign-in, sign-up, codes and the contact form,
 * none of which creates a marketplace record twice, and an address is not a person.
 *
 * Registered before @fastify/compress so its onSend sees the serialized answer.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { envelope } from '../lib/envelope';
import { t } from '../lib/i18n';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Letters, digits and `-_.:`: a UUID or any client-made token, never a whole body. */
const KEY_SHAPE = /^[\w.:-]{8,128}$/;
/** Fields of an answer that hand out a credential: such answers are never stored. */
const CREDENTIAL = /"(token|reset_token|secret|otpauth_url)":/;

interface Claim {
  principal: string;
  route: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed (its answer is stored on send), or null. */
    idempotencyClaim: Claim | null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default fp<{ db: Db; now: () => Date; waitMs?: number }>(async (app, opts) => {
  const { db, now } = opts;
  const waitMs = opts.waitMs ?? 15_000;
  let lastSweep = 0;

  const where = (c: Claim) =>
    and(eq(idempotencyKeys.principal, c.principal), eq(idempotencyKeys.route, c.route), eq(idempotencyKeys.key, c.key));

  /** Takes the key (new, or kept longer than a day); false when someone holds it. */
  async function claim(c: Claim): Promise<boolean> {
    const at = now();
    const rows = await db
      .insert(idempotencyKeys)
      .values({ ...c, createdAt: at })
      .onConflictDoUpdate({
        target: [idempotencyKeys.principal, idempotencyKeys.route, idempotencyKeys.key],
        set: { status: null, contentType: null, answer: null, createdAt: at },
        setWhere: lt(idempotencyKeys.createdAt, new Date(at.getTime() - KEEP_MS)),
      })
      .returning({ key: idempotencyKeys.key });
    if (at.getTime() - lastSweep > 60 * 60 * 1000) {
      lastSweep = at.getTime();
      db.delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(at.getTime() - KEEP_MS)))
        .catch((err) => app.log.warn({ err }, 'idempotency sweep failed'));
    }
    return rows.length > 0;
  }

  /** The first request's answer once it has one (null when it gave none in time or was dropped). */
  async function firstAnswer(c: Claim) {
    const until = Date.now() + waitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const [row] = await db
        .select({ status: idempotencyKeys.status, contentType: idempotencyKeys.contentType, answer: idempotencyKeys.answer })
        .from(idempotencyKeys)
        .where(where(c))
        .limit(1);
      if (row?.answer != null) return row;
      // Dropped (the first failed with ≥ 500 or kept no answer): this request may run itself.
      if (!row) return (await claim(c)) ? 'claimed' : null;
      if (Date.now() >= until) return null;
      await sleep(pause);
    }
  }

  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.principal) return;
    const raw = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY_SHAPE.test(key)) return;
    const c: Claim = {
      principal: `${request.principal.role}:${request.principal.id}`,
      route: `POST ${request.url.split('?')[0]}`,
      key,
    };
    if (await claim(c)) {
      request.idempotencyClaim = c;
      return;
    }
    const first = await firstAnswer(c);
    if (first === 'claimed') {
      request.idempotencyClaim = c;
      return;
    }
    if (!first) {
      return reply.code(409).send(envelope('fail', t(request.lang, 'request_in_progress'), null));
    }
    reply.code(first.status ?? 200);
    if (first.contentType) reply.type(first.contentType);
    reply.header('idempotent-replay', 'true');
    return reply.send(first.answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const c = request.idempotencyClaim;
    if (!c) return payload;
    request.idempotencyClaim = null;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null || reply.statusCode >= 500 || CREDENTIAL.test(text)) {
      await db.delete(idempotencyKeys).where(where(c));
      return payload;
    }
    const type = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, contentType: typeof type === 'string' ? type : null, answer: text })
      .where(where(c));
    return payload;
  });

  // A request that ends without sending (the connection dropped before a reply) frees its key.
  app.addHook('onResponse', async (request) => {
    const c = request.idempotencyClaim;
    if (!c) return;
    request.idempotencyClaim = null;
    await db.delete(idempotencyKeys).where(where(c));
  });
});
