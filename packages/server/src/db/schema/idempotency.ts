import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer to a POST that carried an `Idempotency-Key` (migration 0028,
 * plugins/idempotency.ts), per person (`user:7`), route (method and path) and key, kept a day.
 * `answer` is null while the first request still runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.principal, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
