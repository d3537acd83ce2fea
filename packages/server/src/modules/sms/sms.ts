/**
 * SMS behind a driver interface. `outbox` (default, never in production) stores messages
 * for the dev endpoint GET /api/v1/dev/outbox; `http` posts to a gateway; `unifonic`
 * (unifonic.ts) sends through Unifonic. `withFailureLog` gives every caller the same answer
 * when a message cannot be sent: a localized fail, with the reason in the log.
 */
import { desc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { fail } from '../../lib/errors';

export interface SmsMessage {
  countryCode: string;
  phone: string;
  body: string;
  /** The verification code carried by the message, if any (kept by the outbox for tests). */
  code?: string;
}

export interface SmsDriver {
  name: 'outbox' | 'http' | 'unifonic';
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxDriver(db: Db): SmsDriver & {
  list(countryCode: string, phone: string): Promise<{ to: string; body: string; code: string | null; created_at: string }[]>;
} {
  return {
    name: 'outbox',
    async send(m) {
      await db.insert(smsOutbox).values({ countryCode: m.countryCode, phone: m.phone, body: m.body, code: m.code ?? null });
    },
    async list(countryCode, phone) {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.countryCode, countryCode), eq(smsOutbox.phone, phone)))
        .orderBy(desc(smsOutbox.id))
        .limit(50);
      return rows.map((r) => ({ to: `${r.countryCode}${r.phone}`, body: r.body, code: r.code, created_at: r.createdAt.toISOString() }));
    },
  };
}

export function createHttpSmsDriver(url: string, token: string | null): SmsDriver {
  return {
    name: 'http',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: `${m.countryCode}${m.phone}`, body: m.body }),
      });
      if (!res.ok) throw new SmsSendError('http', [`status ${res.status}`]);
    },
  };
}

/** A message the provider did not take, with why, attempt by attempt (never its text). */
export class SmsSendError extends Error {
  constructor(
    public readonly driver: string,
    public readonly attempts: string[],
  ) {
    super(`SMS not sent by ${driver} after ${attempts.length} attempt(s): ${attempts.join('; ')}`);
    this.name = 'SmsSendError';
  }
}

/** The driver, answering a localized fail when it cannot send (the reason goes to the log). */
export function withFailureLog(driver: SmsDriver, log: { warn(obj: unknown, msg?: string): void }): SmsDriver {
  return {
    name: driver.name,
    async send(m) {
      try {
        await driver.send(m);
      } catch (err) {
        if (!(err instanceof SmsSendError)) throw err;
        log.warn({ driver: err.driver, attempts: err.attempts }, 'SMS not sent');
        throw fail('sms.send_failed');
      }
    },
  };
}
