/**
 * Text messages through the job queue (JOB_QUEUE=on, modules/sms/sms-queue.ts), against the
 * Unifonic stand-in: the request answers once the message is stored, a message the provider
 * refuses is tried again by the queue until it leaves, the code never sits in plain text in the
 * database (the job carries an id, the row a sealed text, deleted once sent), and a message
 * that outlives its code is dropped unsent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { smsQueue } from '../../src/db/schema';
import { smsSealer } from '../../src/modules/sms/sms-queue';
import { useUnifonicApp } from '../helpers/unifonic-app';
import { freshPhone, registerCustomer } from '../identity/support';

const SECRET = 'sms-queue-test-file-url-secret-0123456789';

async function until(holds: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await holds()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return holds();
}

describe('SMS through the job queue (Unifonic stand-in)', () => {
  const u = useUnifonicApp({
    UNIFONIC_BACKOFF_MS: '20',
    UNIFONIC_TIMEOUT_MS: '250',
    FILE_URL_SECRET: SECRET,
    JOB_QUEUE: 'on',
    JOB_RETRY_SECONDS: '1',
  });
  const log = u.log;

  const register = (phone: string) => registerCustomer(u.t, phone);
  const to = (phone: string) => u.sms.received.filter((r) => r.fields.Recipient === `966${phone}`);
  const codeIn = (body: string) => /\d{5,6}$/.exec(body)?.[0] ?? '';
  /** The `data` of the queue's jobs (pg-boss's own table). */
  const jobData = async (where = sql`name = 'sms.send'`) =>
    ((await u.t.app.deps.db.execute(sql`select data from pgboss.job where ${where}`)) as unknown as { rows: { data: unknown }[] }).rows.map(
      (r) => r.data,
    );
  const queued = (phone: string) => u.t.app.deps.db.select().from(smsQueue).where(eq(smsQueue.phone, phone));

  it('answers at once, and a failed send is tried again by the queue until the code leaves', async () => {
    const phone = freshPhone();
    // The first job's try meets four refusals (the driver's own attempts); the queue tries again.
    u.sms.script('fail', 'fail', 'fail', 'fail');
    const r = await register(phone);
    assert.equal(r.key, 'success', r.msg);

    // Stored for the queue: the text sealed, the job naming only the row.
    const [row] = await queued(phone);
    assert.ok(row, 'the message waits in sms_queue');
    assert.doesNotMatch(row.sealedBody, /verification code/);
    const text = smsSealer(SECRET).open(row.sealedBody);
    assert.match(text ?? '', /^Your Souq verification code: \d{5,6}$/);
    const jobs = await jobData();
    assert.ok(jobs.some((d) => JSON.stringify(d) === JSON.stringify({ id: row.id })));
    for (const d of jobs) assert.deepEqual(Object.keys(d as object), ['id'], 'a job carries the id alone');

    assert.ok(await until(() => to(phone).length >= 5), `tries so far: ${to(phone).length}`);
    const tries = to(phone);
    assert.equal(tries.length, 5, 'four refused in the first try, sent in the second');
    const [fourth, fifth] = [tries[3], tries[4]];
    assert.ok(fourth && fifth);
    // The second try came from the queue, after its retry delay (1 s), not from the driver's backoff.
    assert.ok(fifth.at - fourth.at >= 900, `wait before the queue's retry: ${fifth.at - fourth.at} ms`);
    const code = codeIn(fifth.fields.Body ?? '');
    assert.equal(`Your Souq verification code: ${code}`, text);
    // Sent: the row is gone, and the code texted activates the account.
    assert.ok(await until(async () => (await queued(phone)).length === 0));
    const active = await u.t.post('/user/active/account', { country_code: '+966', phone, code, type: 'active' });
    assert.equal(active.key, 'success', active.msg);

    // The code is nowhere in the database in plain text (the job table included) nor in the log.
    assert.doesNotMatch(JSON.stringify(await jobData(sql`true`)), new RegExp(`(?<!\\d)${code}(?!\\d)`));
    assert.match(log.join('\n'), /job failed; it will be tried again/);
    assert.doesNotMatch(log.join('\n'), new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('a message that outlives its code is dropped unsent', async () => {
    const phone = freshPhone();
    // The first try fails; before the queue's next one the code has expired (10 minutes on the app's clock).
    u.sms.script('fail', 'fail', 'fail', 'fail');
    assert.equal((await register(phone)).key, 'success');
    assert.ok(await until(() => to(phone).length >= 4));
    u.t.advance(11 * 60_000);
    try {
      assert.ok(await until(async () => (await queued(phone)).length === 0), 'the expired message is dropped');
      const sent = to(phone).length;
      await new Promise((r) => setTimeout(r, 2500));
      assert.equal(to(phone).length, sent, 'not tried again');
      assert.match(log.join('\n'), /SMS expired before it could be sent/);
    } finally {
      u.t.advance(-11 * 60_000);
    }
  });
});
