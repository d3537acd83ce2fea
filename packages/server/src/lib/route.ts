/**
 * Declares a route from its contract descriptor (@souq/contracts): method, path, request
 * schemas, the envelope around the response schema, and who may call it (`roles`, checked
 * by plugins/auth.ts). The handler gets the validated, typed input and must answer the
 * contract's `data`, so a field missing from a response fails to compile.
 */
import { type Endpoint, type Envelope, envelopeSchema } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { MessageKey } from './i18n';
import { unwrap } from './schema-walk';

const BODY_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteRequest<E extends Endpoint> = Omit<FastifyRequest, 'body' | 'query' | 'params'> & {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
};

export interface OnInvalid {
  /** Message instead of the field's validation message. */
  msg?: MessageKey;
  /**
   * `data` of every failure of the route that carries none (invalid input, wrong role,
   * business refusal): screens that read `data` without checking `key` keep their success
   * shape. A route whose answer is a list gets `[]` unless it says otherwise.
   */
  data?: (request: FastifyRequest) => unknown;
}

const emptyList = () => [];

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: readonly ('user' | 'provider' | 'admin')[];
    onInvalid?: OnInvalid;
    answers?: AnswerCache | null;
  }
}

/**
 * A cache of whole answers as the bytes sent: `get` builds (serializes the handler's envelope)
 * on a miss, and a hit is sent as it is (no handler, no serializer). Keyed by the route, the
 * language, the base URL (file links) and the input, so only routes whose answer depends on
 * nothing else (no principal) may use one. `peek` answers without waiting, or null: the
 * request's unvalidated body as a key (plugins/cached-answers.ts), before normalization and
 * validation.
 */
export interface AnswerCache {
  /** The answer of `keys[0]`: the cached bytes while current, else `build()`'s, then kept under every key. */
  get(keys: string[], build: () => Promise<string>): Promise<string>;
  /** The cached bytes of `key` when they are known current without a database read, else null. */
  peek(key: string): string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key of this request's unvalidated input (plugins/cached-answers.ts), on a route with an answer cache. */
    answerKey: string | null;
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (request: RouteRequest<E>) => Promise<Envelope<z.input<E['response']>>>,
  options: { onInvalid?: OnInvalid; answers?: AnswerCache | null } = {},
): void {
  const response = envelopeSchema(e.response);
  const { answers } = options;
  const isList = unwrap(e.response).type === 'array';
  const onInvalid = isList && !options.onInvalid?.data ? { ...options.onInvalid, data: emptyList } : options.onInvalid;
  // The serializer Fastify compiles for the route (contract.ts), so a cached answer has the same bytes.
  const serialize = answers ? (serializerCompiler({ schema: response, method: e.method, url: e.path }) as (data: unknown) => string) : null;
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      ...(e.summary ? { summary: e.summary } : {}),
      // Bodies are form data (multipart or urlencoded) or JSON (docs/architecture.md#api-conventions).
      ...(e.body ? { body: e.body, consumes: BODY_TYPES } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      response: { 200: response },
    },
    config: { roles: e.roles, onInvalid, answers },
    handler:
      answers && serialize
        ? async (request, reply) => {
            const key = `${e.path}|${request.lang}|${request.baseUrl}|${JSON.stringify([request.body, request.query, request.params])}`;
            const keys = request.answerKey ? [key, request.answerKey] : [key];
            const bytes = await answers.get(keys, async () => serialize(await handler(request as unknown as RouteRequest<E>)));
            return reply.type(JSON_TYPE).send(bytes);
          }
        : (request) => handler(request as unknown as RouteRequest<E>),
  });
}
