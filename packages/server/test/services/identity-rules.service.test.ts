/**
 * The identity rules on plain fakes: no database, no app. The throttle and code services are
 * injectable factories, so their rules (fixed windows, resend wait, tries per code, the
 * verified window) are checked here with an in-memory repository, a recording SMS driver
 * and a hand-moved clock. The route tests cover the same rules through HTTP.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../../src/db/client';
import { DomainError } from '../../src/lib/errors';
import type { SmsDriver, SmsMessage } from '../../src/modules/sms/sms';
import type { ThrottleRepository, ThrottleRow } from '../../src/modules/identity/throttle.repository';
import { createThrottleService, smsPerIpRule, THROTTLE_RULES } from '../../src/modules/identity/throttle.service';
import type { CodeKey, CodeRow, VerificationCodeRepository } from '../../src/modules/identity/verification-code.repository';
import { createVerificationCodeService } from '../../src/modules/identity/verification-code.service';

const MINUTE = 60_000;
const IP = '10.9.9.9';

function clock(start = Date.parse('2026-11-22T10:00:00Z')) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

function fakeThrottleRepository(): ThrottleRepository {
  const rows = new Map<string, ThrottleRow>();
  return {
    async find(key) {
      return rows.get(key) ?? null;
    },
    async hit(key, now, windowEnd) {
      const row = rows.get(key);
      const next =
        !row || row.resetAt <= now ? { key, hits: 1, resetAt: windowEnd, lastHitAt: now } : { ...row, hits: row.hits + 1, lastHitAt: now };
      rows.set(key, next);
      return next;
    },
    async clear(key) {
      rows.delete(key);
    },
    async clearPrefix(prefix) {
      for (const key of rows.keys()) if (key.startsWith(prefix)) rows.delete(key);
    },
  };
}

/** Only what the code service calls; the rest of the repository is not needed by these rules. */
function fakeCodeRepository() {
  const rows: CodeRow[] = [];
  const same = (r: CodeRow, k: CodeKey) =>
    r.role === k.role && r.subjectId === k.subjectId && r.purpose === k.purpose && r.countryCode === k.countryCode && r.phone === k.phone;
  const repo = {
    async latest(k: CodeKey) {
      return [...rows].reverse().find((r) => same(r, k)) ?? null;
    },
    async insert(_exec: Db, k: CodeKey, codeHash: string, createdAt: Date, expiresAt: Date) {
      const row: CodeRow = { id: rows.length + 1, ...k, codeHash, attempts: 0, expiresAt, verifiedAt: null, consumedAt: null, createdAt };
      rows.push(row);
      return row;
    },
    async reserveAttempt(id: number, max: number) {
      const row = rows.find((r) => r.id === id);
      if (!row || row.attempts >= max) return null;
      row.attempts += 1;
      return row.attempts;
    },
    async markVerified(id: number, at: Date) {
      const row = rows.find((r) => r.id === id);
      if (!row) return;
      row.attempts = Math.max(row.attempts - 1, 0);
      row.verifiedAt ??= at;
    },
    async consume(_exec: Db, ids: number[], at: Date) {
      for (const r of rows) if (ids.includes(r.id)) r.consumedAt = at;
    },
  };
  return { rows, repo: repo as unknown as VerificationCodeRepository };
}

function recordingSms(): SmsDriver & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name: 'outbox', sent, send: async (m) => void sent.push(m) };
}

async function rejectsWith(p: Promise<unknown>, messageKey: string, params?: Record<string, number>) {
  await assert.rejects(p, (err: unknown) => {
    assert.ok(err instanceof DomainError, `expected a DomainError, got ${String(err)}`);
    assert.equal(err.messageKey, messageKey);
    if (params) assert.deepEqual(err.params, params);
    return true;
  });
}

describe('throttle service (fixed window, plain fakes)', () => {
  const rule = THROTTLE_RULES.loginPerIp;

  it('refuses at the limit with the minutes left, and reopens when the window ends', async () => {
    const c = clock();
    const throttle = createThrottleService(fakeThrottleRepository(), c.now);
    for (let i = 0; i < rule.limit - 1; i++) await throttle.hit('k', rule);
    await throttle.assertOpen('k', rule);
    await throttle.hit('k', rule);
    await rejectsWith(throttle.assertOpen('k', rule), 'identity.too_many_attempts', { minutes: 15 });
    c.advance(14 * MINUTE + 1);
    await rejectsWith(throttle.assertOpen('k', rule), 'identity.too_many_attempts', { minutes: 1 });
    c.advance(MINUTE);
    await throttle.assertOpen('k', rule);
  });

  it('counts keys apart and forgets a cleared key', async () => {
    const throttle = createThrottleService(fakeThrottleRepository(), clock().now);
    for (let i = 0; i < rule.limit; i++) await throttle.hit('a', rule);
    await throttle.assertOpen('b', rule);
    await rejectsWith(throttle.assertOpen('a', rule), 'identity.too_many_attempts');
    await throttle.clear('a');
    await throttle.assertOpen('a', rule);
  });

  it('with backoff: past the limit, a wait after the last hit that doubles, up to its maximum', async () => {
    const c = clock();
    const throttle = createThrottleService(fakeThrottleRepository(), c.now);
    const paced = THROTTLE_RULES.loginPerPhoneAndIp;
    for (let i = 0; i < paced.limit; i++) await throttle.take('p', paced);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      await rejectsWith(throttle.assertOpen('p', paced), 'identity.too_many_attempts', { minutes });
      c.advance(minutes * MINUTE);
      await throttle.take('p', paced);
    }
  });
});

describe('verification code service (plain fakes)', () => {
  const key: CodeKey = { role: 'user', subjectId: 7, purpose: 'active', countryCode: '+966', phone: '500000777' };

  function setup() {
    const c = clock();
    const codes = fakeCodeRepository();
    const sms = recordingSms();
    const throttle = createThrottleService(fakeThrottleRepository(), c.now);
    const smsPerIp = smsPerIpRule(1000);
    const service = createVerificationCodeService({ db: {} as Db, repo: codes.repo, throttle, sms, now: c.now, smsPerIp });
    return { c, codes, sms, service };
  }

  it('sends a 5-digit code by SMS in the asked language and stores only its hash', async () => {
    const { codes, sms, service } = setup();
    await service.issue(key, 'en', IP);
    assert.equal(sms.sent.length, 1);
    const code = sms.sent[0]?.code ?? '';
    assert.match(code, /^\d{5}$/);
    assert.ok(sms.sent[0]?.body.includes(code));
    assert.equal(codes.rows.length, 1);
    assert.notEqual(codes.rows[0]?.codeHash, code);
  });

  it('makes the sender wait 60 s between codes', async () => {
    const { c, service } = setup();
    await service.issue(key, 'ar', IP);
    c.advance(20_000);
    await rejectsWith(service.issue(key, 'ar', IP), 'identity.code_wait', { seconds: 40 });
    c.advance(40_000);
    await service.issue(key, 'ar', IP);
  });

  it('allows 5 wrong tries, tells how many are left, then locks the code even for the right one', async () => {
    const { sms, service } = setup();
    await service.issue(key, 'en', IP);
    const right = sms.sent[0]?.code ?? '';
    const wrong = right === '00000' ? '11111' : '00000';
    for (let remaining = 4; remaining >= 1; remaining--)
      await rejectsWith(service.verify(key, wrong, IP), 'identity.code_wrong', { remaining });
    await rejectsWith(service.verify(key, wrong, IP), 'identity.code_locked');
    await rejectsWith(service.verify(key, right, IP), 'identity.code_locked');
  });

  it('expires a code after 10 minutes', async () => {
    const { c, sms, service } = setup();
    await service.issue(key, 'en', IP);
    c.advance(10 * MINUTE);
    await rejectsWith(service.verify(key, sms.sent[0]?.code ?? '', IP), 'identity.code_expired');
  });

  it('keeps a verified code usable for the next step for 10 minutes, once', async () => {
    const { c, sms, service } = setup();
    await service.issue(key, 'en', IP);
    const row = await service.verify(key, sms.sent[0]?.code ?? '', IP);
    assert.ok(row.verifiedAt);
    c.advance(9 * MINUTE);
    assert.equal((await service.requireVerified(key)).id, row.id);
    await service.consume([row.id]);
    assert.equal(await service.findVerified(key), null);
    await rejectsWith(service.requireVerified(key), 'identity.verify_code_first');
  });

  it('slows codes to one phone down after 3: 2, 4, 8… minutes apart, never a lock', async () => {
    const { c, service } = setup();
    for (let i = 0; i < 3; i++) {
      await service.issue(key, 'en', IP);
      c.advance(61_000);
    }
    await rejectsWith(service.issue(key, 'en', IP), 'identity.code_send_limit', { minutes: 1 });
    c.advance(60_000);
    await service.issue(key, 'en', IP);
    c.advance(3 * MINUTE);
    await rejectsWith(service.issue(key, 'en', IP), 'identity.code_send_limit', { minutes: 1 });
    c.advance(MINUTE);
    await service.issue(key, 'en', IP);
  });
});
