/**
 * Throttling over the `throttles` table (shared by every process), on the injected clock.
 * A rule counts hits in a window. Past its `limit`, a plain rule refuses until the window
 * ends; a rule with `backoff` only asks to wait, after the last hit, a delay that doubles with
 * each further hit (up to its maximum). Backoff is for counters an attacker can fill on
 * someone else's behalf: it slows the attacker down without locking the owner out.
 */
import type { MessageKey } from '../../lib/i18n';
import { fail } from '../../lib/errors';
import type { ThrottleRepository, ThrottleRow } from './throttle.repository';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  /** Message key of the refusal; it receives {minutes}. */
  message: MessageKey;
  backoff?: { baseMs: number; maxMs: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const THROTTLE_RULES = {
  /**
   * Failed logins for one phone from one address (and wrong current passwords of a signed-in
   * account): 5 free, then 1, 2, 4, 8, 15, 15… minutes between tries. Other addresses, the
   * owner's among them, keep their own count.
   */
  loginPerPhoneAndIp: {
    limit: 5,
    windowMs: DAY,
    message: 'identity.too_many_attempts',
    backoff: { baseMs: MINUTE, maxMs: 15 * MINUTE },
  },
  /** Failed logins from one address, whatever the phone: that address is the attacker's own. */
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE, message: 'identity.too_many_attempts' },
  /**
   * Codes sent to one phone for one purpose, from any address: 3 at the usual 60 s pace, then
   * 2, 4, 8, 16, 32, 60, 60… minutes apart. Never a lock: the codes reach the owner's phone.
   */
  codeSendsPerPhone: {
    limit: 3,
    windowMs: DAY,
    message: 'identity.code_send_limit',
    backoff: { baseMs: 2 * MINUTE, maxMs: HOUR },
  },
  /** Wrong codes one address may try for one phone and purpose in a day (its own budget). */
  codeGuessesPerPhoneAndIp: { limit: 10, windowMs: DAY, message: 'identity.code_guess_limit' },
} satisfies Record<string, ThrottleRule>;

/** Text messages one address may cause per hour (SMS_PER_ADDRESS_PER_HOUR). */
export const smsPerIpRule = (limit: number): ThrottleRule => ({ limit, windowMs: HOUR, message: 'identity.code_send_limit' });

/** When the row's next hit is allowed under the rule (null: now). */
function blockedUntil(row: ThrottleRow, rule: ThrottleRule, at: Date): Date | null {
  if (row.resetAt <= at || row.hits < rule.limit) return null;
  if (!rule.backoff) return row.resetAt;
  const last = row.lastHitAt ?? at;
  const wait = Math.min(rule.backoff.maxMs, rule.backoff.baseMs * 2 ** (row.hits - rule.limit));
  const until = new Date(last.getTime() + wait);
  return until > at ? until : null;
}

export function createThrottleService(repo: ThrottleRepository, now: () => Date) {
  const service = {
    async assertOpen(key: string, rule: ThrottleRule): Promise<void> {
      const row = await repo.find(key);
      const at = now();
      const until = row && blockedUntil(row, rule, at);
      if (until) {
        const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / MINUTE));
        throw fail(rule.message, { minutes });
      }
    },
    async hit(key: string, rule: ThrottleRule): Promise<void> {
      const at = now();
      await repo.hit(key, at, new Date(at.getTime() + rule.windowMs));
    },
    /** assertOpen, then count this hit. */
    async take(key: string, rule: ThrottleRule): Promise<void> {
      await service.assertOpen(key, rule);
      await service.hit(key, rule);
    },
    clear: (key: string) => repo.clear(key),
    /** Clears every key that starts with `prefix` (e.g. one phone's counters at every address). */
    clearPrefix: (prefix: string) => repo.clearPrefix(prefix),
  };
  return service;
}
export type ThrottleService = ReturnType<typeof createThrottleService>;
