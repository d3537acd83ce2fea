/**
 * Fixed-window throttling over the `throttles` table, on the injected clock. Each rule
 * names a limit and a window; `assertOpen` refuses once the window holds `limit` hits.
 */
import type { MessageKey } from '../../lib/i18n';
import { fail } from '../../lib/errors';
import type { ThrottleRepository } from './throttle.repository';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  /** Message key of the refusal; it receives {minutes}. */
  message: MessageKey;
}

const MINUTE = 60_000;

export const THROTTLE_RULES = {
  /** Failed logins (and wrong current passwords) per account phone. */
  loginPerPhone: { limit: 5, windowMs: 15 * MINUTE, message: 'identity.too_many_attempts' },
  /** Failed logins from one address, whatever the phone. */
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE, message: 'identity.too_many_attempts' },
  /** Codes sent to one phone for one purpose: caps guessing across many fresh codes. */
  codeSendsPerPhone: { limit: 10, windowMs: 60 * MINUTE, message: 'identity.code_send_limit' },
} satisfies Record<string, ThrottleRule>;

export function createThrottleService(repo: ThrottleRepository, now: () => Date) {
  return {
    async assertOpen(key: string, rule: ThrottleRule): Promise<void> {
      const row = await repo.find(key);
      const at = now();
      if (row && row.resetAt > at && row.hits >= rule.limit) {
        const minutes = Math.max(1, Math.ceil((row.resetAt.getTime() - at.getTime()) / MINUTE));
        throw fail(rule.message, { minutes });
      }
    },
    async hit(key: string, rule: ThrottleRule): Promise<void> {
      const at = now();
      await repo.hit(key, at, new Date(at.getTime() + rule.windowMs));
    },
    clear: (key: string) => repo.clear(key),
  };
}
export type ThrottleService = ReturnType<typeof createThrottleService>;
