/**
 * Background work through pg-boss, a job queue kept in the database (its own schema, `pgboss`),
 * so it needs nothing but PostgreSQL — or the embedded PGlite of `npm start`, through pg-boss's
 * PGlite adapter. Every process works the same queues; a job is taken by one of them
 * (`FOR UPDATE SKIP LOCKED`), survives a restart (it is a row), and is tried again when its work
 * throws, a few times with growing waits. A schedule (`every`) makes at most one job per period
 * whatever the number of processes.
 *
 * The queue starts once the app is ready, and only when some module registered work: tests,
 * whose periodic work is off (their own clock calls it), run no queue at all.
 * @see https://timgit.github.io/pg-boss/
 */
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';

/** A failed job is tried again this many times, 10 s, 20 s, 40 s… apart (by default). */
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 10;

interface Registration {
  name: string;
  work: (data: unknown) => Promise<unknown>;
  /** A cron schedule: a job every period, once across processes. */
  cron?: string;
}

/** `everyMs` as a cron schedule (pg-boss schedules by the minute). */
export function cronEvery(everyMs: number): string {
  const minutes = Math.max(1, Math.round(everyMs / 60_000));
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
}

export interface JobQueue {
  /** Runs `work` every `everyMs` (0: never — tests call the work themselves), once across processes. */
  every(name: string, everyMs: number, work: () => Promise<unknown>): void;
  /**
   * A queue whose jobs run `work(data)`, once across processes, retried when it throws. Its
   * `queue` adds a job and says true, or says false when the queue does not run here (JOB_QUEUE=off,
   * tests): the caller then does the work itself, as it answers.
   */
  define<T extends object>(
    name: string,
    work: (data: T) => Promise<unknown>,
  ): { queue(data: T): Promise<boolean>; readonly active: boolean };
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether the queue runs (something was registered and it started). */
  readonly running: boolean;
}

export interface JobQueueOptions {
  /** Whether `define`d queues run here (JOB_QUEUE); schedules run whenever registered. */
  jobs: boolean;
  /** First wait before a failed job is tried again (doubled each time). */
  retryDelaySeconds?: number;
  /** How often an idle process looks for jobs. */
  pollingIntervalSeconds?: number;
}

export function createJobQueue(database: Database, log: Pick<FastifyBaseLogger, 'warn'>, options: JobQueueOptions): JobQueue {
  const retry = { retryLimit: RETRY_LIMIT, retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS, retryBackoff: true };
  const registrations: Registration[] = [];
  const defined = new Set<string>();
  let boss: PgBoss | null = null;

  return {
    get running() {
      return boss !== null;
    },
    every(name, everyMs, work) {
      if (everyMs <= 0) return;
      registrations.push({ name, work: () => work(), cron: cronEvery(everyMs) });
    },
    define(name, work) {
      defined.add(name);
      registrations.push({ name, work: (data) => work(data as never) });
      return {
        /** Whether `queue` adds jobs here (the queue runs, JOB_QUEUE=on). */
        get active() {
          return boss !== null && options.jobs;
        },
        async queue(data) {
          if (!boss || !options.jobs) return false;
          await boss.send(name, data);
          return true;
        },
      };
    },
    async start() {
      const wanted = registrations.filter((r) => r.cron || (options.jobs && defined.has(r.name)));
      if (!wanted.length) return;
      const { connection } = database;
      const b =
        'pglite' in connection
          ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite' })
          : new PgBoss({ connectionString: connection.url, max: 3, application_name: 'souq-jobs' });
      // Without a listener an 'error' event would end the process; a lost database is retried by pg-boss.
      b.on('error', (err) => log.warn({ err }, 'job queue error'));
      await b.start();
      for (const r of wanted) {
        await b.createQueue(r.name, retry);
        await b.work(r.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await r.work(job.data);
            } catch (err) {
              log.warn({ err, job: r.name }, 'job failed; it will be tried again');
              throw err;
            }
          }
        });
        if (r.cron) await b.schedule(r.name, r.cron);
      }
      boss = b;
    },
    async stop() {
      const b = boss;
      boss = null;
      await b?.stop({ graceful: true, timeout: 5000 });
    },
  };
}
