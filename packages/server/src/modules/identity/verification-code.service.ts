/**
 * One-time codes (docs/architecture.md#verification-codes): 5 digits, stored hashed, valid 10 minutes, at most 5
 * wrong tries, a new one no sooner than 60 s after the last for the same phone and
 * purpose, and slower after a few (THROTTLE_RULES.codeSendsPerPhone). Every text message
 * counts against the sending address's hourly budget; every wrong code against the
 * address's daily budget for that phone. A verified code stays usable for the step that
 * follows it for 10 minutes, once.
 */
import { randomInt } from 'node:crypto';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MINUTES, CODE_VERIFIED_WINDOW_MINUTES } from '@souq/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { t, type Lang } from '../../lib/i18n';
import type { SmsDriver } from '../sms/sms';
import { hashSecret, verifyAgainstNothing, verifySecret } from './password';
import { THROTTLE_RULES, type ThrottleRule, type ThrottleService } from './throttle.service';
import type { CodeKey, CodeRow, VerificationCodeRepository } from './verification-code.repository';

const MINUTE = 60_000;

export interface PreparedCode {
  key: CodeKey;
  code: string;
  codeHash: string;
}

export interface CodeServiceDeps {
  db: Db;
  repo: VerificationCodeRepository;
  throttle: ThrottleService;
  sms: SmsDriver;
  now: () => Date;
  /** Text messages per address per hour (SMS_PER_ADDRESS_PER_HOUR). */
  smsPerIp: ThrottleRule;
}

export function createVerificationCodeService({ db, repo, throttle, sms, now, smsPerIp }: CodeServiceDeps) {
  const throttleKey = (k: CodeKey) => `code-send:${k.role}:${k.countryCode}${k.phone}:${k.purpose}`;
  const guessKey = (k: CodeKey, ip: string) => `code-guess:${k.role}:${k.countryCode}${k.phone}:${k.purpose}:${ip}`;
  const smsIpKey = (ip: string) => `sms-ip:${ip}`;
  /** How long a text message takes to leave (moving average): a send that sends nothing waits as long. */
  let deliveryMs = 0;
  const withinVerifiedWindow = (row: CodeRow, at: Date) =>
    row.verifiedAt !== null && at.getTime() - row.verifiedAt.getTime() <= CODE_VERIFIED_WINDOW_MINUTES * MINUTE;

  const service = {
    /** Seconds until a new code may be sent for this key (0 = now). */
    async secondsUntilResend(k: CodeKey): Promise<number> {
      const last = await repo.latest(k);
      if (!last) return 0;
      const elapsed = now().getTime() - last.createdAt.getTime();
      return Math.max(0, Math.ceil((CODE_RESEND_SECONDS * 1000 - elapsed) / 1000));
    },

    /** Checks the resend rules and makes a code; nothing is written yet but the send counters. */
    async prepare(k: CodeKey, ip: string): Promise<PreparedCode> {
      const wait = await service.secondsUntilResend(k);
      if (wait > 0) throw fail('identity.code_wait', { seconds: wait });
      await throttle.assertOpen(throttleKey(k), THROTTLE_RULES.codeSendsPerPhone);
      await throttle.assertOpen(smsIpKey(ip), smsPerIp);
      await throttle.hit(throttleKey(k), THROTTLE_RULES.codeSendsPerPhone);
      await throttle.hit(smsIpKey(ip), smsPerIp);
      return { key: k, ...(await service.generate()) };
    },

    /** Counts a text message against the address's budget (a registration's first code). */
    chargeAddress: (ip: string) => throttle.take(smsIpKey(ip), smsPerIp),

    /** A new code and its hash, without any check: for an account created in the same transaction. */
    async generate(): Promise<{ code: string; codeHash: string }> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      return { code, codeHash: await hashSecret(code) };
    },

    /** Stores a prepared code (inside the caller's transaction when given one). */
    async store(prepared: PreparedCode, exec: Db = db): Promise<void> {
      const at = now();
      await repo.insert(exec, prepared.key, prepared.codeHash, at, new Date(at.getTime() + CODE_TTL_MINUTES * MINUTE));
    },

    /** Sends the SMS; call it after the transaction that stored the code committed. */
    async deliver(prepared: PreparedCode, lang: Lang): Promise<void> {
      const started = performance.now();
      await sms.send({
        countryCode: prepared.key.countryCode,
        phone: prepared.key.phone,
        body: t(lang, 'identity.sms_code', { code: prepared.code }),
        code: prepared.code,
      });
      deliveryMs = deliveryMs * 0.8 + (performance.now() - started) * 0.2;
    },

    /** Takes about as long as a delivery, sending nothing (a code for a phone without an account). */
    pretendDelivery: () => new Promise<void>((resolve) => setTimeout(resolve, deliveryMs)),

    async issue(k: CodeKey, lang: Lang, ip: string): Promise<void> {
      const prepared = await service.prepare(k, ip);
      await service.store(prepared);
      await service.deliver(prepared, lang);
    },

    /**
     * Checks a code against the newest one for the key and marks it verified. A code that
     * was verified earlier may be checked again while its verification is recent.
     */
    async verify(k: CodeKey, code: string, ip: string): Promise<CodeRow> {
      const row = await repo.latest(k);
      if (!row || row.consumedAt) return service.verifyNothing(k, code, ip);
      await throttle.assertOpen(guessKey(k, ip), THROTTLE_RULES.codeGuessesPerPhoneAndIp);
      const at = now();
      if (!withinVerifiedWindow(row, at) && row.expiresAt <= at) throw fail('identity.code_expired');
      const attempts = await repo.reserveAttempt(row.id, CODE_MAX_ATTEMPTS);
      if (attempts === null) throw fail('identity.code_locked');
      if (!(await verifySecret(row.codeHash, code))) {
        await throttle.hit(guessKey(k, ip), THROTTLE_RULES.codeGuessesPerPhoneAndIp);
        const remaining = CODE_MAX_ATTEMPTS - attempts;
        throw remaining > 0 ? fail('identity.code_wrong', { remaining }) : fail('identity.code_locked');
      }
      await repo.markVerified(row.id, at);
      return { ...row, verifiedAt: row.verifiedAt ?? at };
    },

    /** The newest code for the key if it was verified in the last 10 minutes and not used yet. */
    async findVerified(k: CodeKey): Promise<CodeRow | null> {
      const row = await repo.latest(k);
      if (!row || row.consumedAt || !withinVerifiedWindow(row, now())) return null;
      return row;
    },

    /**
     * "No valid code", after the time a comparison takes: the same answer, as slowly, for a
     * phone without an account as for an account without a code.
     */
    async verifyNothing(k: CodeKey, code: string, ip: string): Promise<never> {
      await throttle.assertOpen(guessKey(k, ip), THROTTLE_RULES.codeGuessesPerPhoneAndIp);
      await verifyAgainstNothing(code);
      throw fail('identity.code_missing');
    },

    async requireVerified(k: CodeKey): Promise<CodeRow> {
      const row = await service.findVerified(k);
      if (!row) throw fail('identity.verify_code_first');
      return row;
    },

    consume: (ids: number[], exec: Db = db) => repo.consume(exec, ids, now()),
    consumeAll: (role: CodeKey['role'], subjectId: number, purpose: CodeKey['purpose'], exec: Db = db) =>
      repo.consumeAll(exec, role, subjectId, purpose, now()),
    latestOpenElsewhere: repo.latestOpenElsewhere,
  };
  return service;
}
export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;
