/**
 * Text messages through the job queue (lib/jobs.ts, queue `sms.send`): the request that sends a
 * code answers once the message is stored, and a message the provider does not take is tried
 * again by whichever process takes the job (5 more times, JOB_RETRY_SECONDS then doubling:
 * about 5 minutes with the defaults, inside a code's 10-minute life).
 *
 * A code must not sit in plain text in the database (the job table keeps finished jobs for
 * days), so:
 * - the job carries only the id of an `sms_queue` row;
 * - the row holds the text sealed with AES-256-GCM under a key derived (HKDF) from
 *   FILE_URL_SECRET, which every process shares; the phone number is the only thing in clear;
 * - the row is deleted once the message is sent, and a message that outlives its code
 *   (`expires_at`) is dropped unsent; expired rows left by a job that gave up are deleted by the
 *   next message queued.
 *
 * Without the queue (JOB_QUEUE=off, tests), without FILE_URL_SECRET, or with the outbox driver
 * (a row in the database already), a message is sent while the request waits, as before: the
 * caller is then told when it could not leave.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { CODE_TTL_MINUTES } from '@souq/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsQueue } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs';
import type { SmsDriver, SmsMessage } from './sms';

/** How long a message without a code may wait for the provider. */
const PLAIN_MESSAGE_TTL_MS = 60 * 60_000;

/** Seals and opens queued texts: `<iv>.<tag>.<ciphertext>`, base64url. */
export function smsSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'souq', 'sms-queue v1', 32));
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    /** The text, or null when it was sealed under another key or altered. */
    open(sealed: string): string | null {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export interface QueuedSmsDeps {
  db: Db;
  /** The provider's driver (its own attempts within one try). */
  driver: SmsDriver;
  /** The same driver answering a localized fail: what a waiting request uses. */
  inline: SmsDriver;
  jobs: Pick<JobQueue, 'define'>;
  secret: string | null;
  now: () => Date;
  log: { warn(obj: unknown, msg?: string): void };
}

/** The SMS driver the services use: queued when it can be done safely, else `inline`. */
export function createQueuedSms(deps: QueuedSmsDeps): SmsDriver {
  const { db, driver, inline, now, log } = deps;
  if (driver.name === 'outbox' || !deps.secret) return inline;
  const sealer = smsSealer(deps.secret);

  const jobs = deps.jobs.define('sms.send', async ({ id }: { id: number }) => {
    const [row] = await db.select().from(smsQueue).where(eq(smsQueue.id, id));
    // Sent already (a job repeated after its work finished) or dropped.
    if (!row) return;
    const drop = () => db.delete(smsQueue).where(eq(smsQueue.id, id));
    if (row.expiresAt.getTime() <= now().getTime()) {
      await drop();
      log.warn({ sms: id }, 'SMS expired before it could be sent');
      return;
    }
    const body = sealer.open(row.sealedBody);
    if (body === null) {
      await drop();
      log.warn({ sms: id }, 'SMS could not be opened (FILE_URL_SECRET differs between processes?)');
      return;
    }
    // A provider failure throws: the queue logs it (never the text) and tries the job again.
    await driver.send({ countryCode: row.countryCode, phone: row.phone, body });
    await drop();
  });

  return {
    name: driver.name,
    async send(m: SmsMessage) {
      // The queue does not run here: sent now, as the request waits.
      if (!jobs.active) return inline.send(m);
      const at = now();
      await db.delete(smsQueue).where(lt(smsQueue.expiresAt, at));
      const ttl = m.code ? CODE_TTL_MINUTES * 60_000 : PLAIN_MESSAGE_TTL_MS;
      const [row] = await db
        .insert(smsQueue)
        .values({
          countryCode: m.countryCode,
          phone: m.phone,
          sealedBody: sealer.seal(m.body),
          expiresAt: new Date(at.getTime() + ttl),
          createdAt: at,
        })
        .returning({ id: smsQueue.id });
      if (row && (await jobs.queue({ id: row.id }))) return;
      // The queue stopped meanwhile (the process is closing): sent now.
      if (row) await db.delete(smsQueue).where(eq(smsQueue.id, row.id));
      await inline.send(m);
    },
  };
}
