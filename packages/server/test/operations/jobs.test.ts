/**
 * Background work through the job queue (lib/jobs.ts, pg-boss): the periodic sweeps are
 * scheduled in the database (PGlite too); a failed job is tried again; on PostgreSQL, jobs
 * queued by one process and worked by two run once each, and a job whose process stopped
 * mid-failure is finished by another process.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client';
import { createJobQueue, type JobQueue } from '../../src/lib/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { adminUrl, scratchDatabase } from '../helpers/shared-services';

const quiet = { warn: () => undefined };
const fast = { jobs: true, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };

async function until(holds: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!holds() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
}

describe('job queue', () => {
  const closers: (() => Promise<void>)[] = [];
  after(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('schedules the order auto-completion and the payment expiry in the database, once whatever the number of processes', async () => {
    const t: TestApp = await createTestApp({ env: { ORDER_SWEEP_SECONDS: '600', PAYMENT_SWEEP_SECONDS: '60' } });
    closers.push(() => t.close());
    await t.sibling();
    const rows = (await t.app.deps.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as unknown as {
      rows: { name: string; cron: string }[];
    };
    assert.deepEqual(rows.rows, [
      { name: 'orders.auto-complete', cron: '*/10 * * * *' },
      { name: 'payments.expire', cron: '*/1 * * * *' },
    ]);
  });

  it('tries a failed job again (PGlite)', async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    const queue = createJobQueue(t.app.deps.database, quiet, fast);
    let tries = 0;
    const flaky = queue.define('test.flaky', async () => {
      tries++;
      if (tries === 1) throw new Error('first try fails');
    });
    await queue.start();
    closers.push(() => queue.stop());
    assert.equal(await flaky.queue({ n: 1 }), true);
    await until(() => tries >= 2);
    assert.equal(tries, 2);
  });

  it('runs each job once across two processes, and finishes one a stopped process failed (PostgreSQL)', async (ctx) => {
    if (!adminUrl) return ctx.skip('TEST_DATABASE_URL not set: one PGlite is one process');
    const scratch = await scratchDatabase('souq_jobs_t');
    closers.push(scratch.drop);
    const dbs: Database[] = [];
    const queues: JobQueue[] = [];
    const open = async () => {
      const database = await openDatabase({ url: scratch.url, dataDir: null, poolSize: 2 });
      dbs.push(database);
      closers.push(() => database.close());
      const queue = createJobQueue(database, quiet, fast);
      queues.push(queue);
      closers.push(() => queue.stop());
      return queue;
    };
    const seen: number[] = [];
    const work = async ({ n }: { n: number }) => {
      seen.push(n);
    };
    const a = await open();
    const b = await open();
    const sendA = a.define('test.once', work);
    b.define('test.once', work);
    await a.start();
    await b.start();
    for (let n = 0; n < 20; n++) await sendA.queue({ n });
    await until(() => seen.length >= 20);
    await new Promise((r) => setTimeout(r, 1500));
    assert.deepEqual(
      [...seen].sort((x, y) => x - y),
      Array.from({ length: 20 }, (_, i) => i),
    );

    // A process fails a job, then stops; another, started later, does it.
    const c = await open();
    let failedAtC = 0;
    const sendC = c.define('test.handover', async () => {
      failedAtC++;
      throw new Error('this process is going away');
    });
    await c.start();
    await sendC.queue({ order: 7 });
    await until(() => failedAtC >= 1);
    await c.stop();
    const done: unknown[] = [];
    const d = await open();
    d.define('test.handover', async (data) => {
      done.push(data);
    });
    await d.start();
    await until(() => done.length >= 1);
    assert.deepEqual(done, [{ order: 7 }]);
  });
});
