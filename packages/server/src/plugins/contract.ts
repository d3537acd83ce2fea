/**
 * Routes declare the zod schemas of @souq/contracts as their Fastify schemas:
 *  - requests are validated (after plugins/normalize-input.ts) by zod; unknown fields are
 *    stripped; the first issue becomes a localized `fail` naming the field in the user's
 *    language (labels are `fields.<name>` messages), HTTP 200 like every business outcome;
 *  - responses are serialized from the schema (fastify-type-provider-zod);
 *  - the OpenAPI document is generated from the same schemas (@fastify/swagger).
 * @see https://github.com/turkerdev/fastify-type-provider-zod
 */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DomainError } from '../lib/errors';
import { hasMessage, type MessageKey } from '../lib/i18n';

/** A request that does not match its route's schema (a `fail`, see error-handler.ts). */
export class InvalidInput extends DomainError {}

export function fieldLabel(path: PropertyKey[]): string {
  const name = String(path.find((p) => typeof p === 'string') ?? 'field').replace(/\[\]$/, '');
  const key = `fields.${name}`;
  return hasMessage(key) ? key : name;
}

/** The localized failure for a zod issue: its own message key if it carries one, else by issue code. */
export function issueError(issue: z.core.$ZodIssue): InvalidInput {
  const field = fieldLabel(issue.path);
  const invalid = (key: MessageKey, params: Record<string, string | number> = {}) => new InvalidInput('fail', key, { field, ...params });
  if (issue.message && hasMessage(issue.message)) return invalid(issue.message);
  switch (issue.code) {
    case 'invalid_type': {
      const input = (issue as { input?: unknown }).input;
      if (input === undefined || input === '') return invalid('validation.required');
      if (issue.expected === 'number' || issue.expected === 'int') return invalid('validation.number');
      return invalid('validation.invalid');
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? invalid('validation.required')
          : invalid('validation.min_length', { min: Number(issue.minimum) });
      }
      return invalid('validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      return invalid(issue.origin === 'string' ? 'validation.max_length' : 'validation.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return invalid(issue.format === 'email' ? 'validation.email' : 'validation.invalid');
    default:
      return invalid('validation.invalid');
  }
}

/** Parse with a route schema: the value (unknown fields stripped) or the first issue's failure. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): { value: z.output<S> } | { error: InvalidInput } {
  // reportInput: an issue carries the value it rejected, so "required" and "must be a number" differ.
  const result = schema.safeParse(data ?? {}, { reportInput: true });
  if (result.success) return { value: result.data };
  const [first] = result.error.issues;
  return { error: first ? issueError(first) : new InvalidInput('fail', 'validation.invalid', { field: 'fields.field' }) };
}

export default fp(async (app) => {
  app.setValidatorCompiler(
    ({ schema }) =>
      (data) =>
        parseInput(schema as z.ZodType, data),
  );
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Souq API', version: '1', description: 'Every answer is the envelope { key, msg, data }.' },
      servers: [{ url: '/' }],
    },
    // Only the API is documented (not uploads, assets or the web app).
    transform: (doc) => (doc.url.startsWith('/api/v1/') ? jsonSchemaTransform(doc) : { schema: { hide: true }, url: doc.url }),
  });
});
