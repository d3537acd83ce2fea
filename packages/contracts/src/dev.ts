/** Development helpers, registered only with the `outbox` SMS driver and never in production. */
import { z } from 'zod';
import { endpoint } from './common';

export const outboxEntrySchema = z.object({ to: z.string(), body: z.string(), code: z.string().nullable(), created_at: z.string() });

export const dev = {
  /** The SMS sent to a phone, newest first. country_code with or without '+'. */
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    query: z.object({ phone: z.string().optional(), country_code: z.string().optional() }),
    response: z.array(outboxEntrySchema),
  }),
};
