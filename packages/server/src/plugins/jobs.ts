/**
 * `app.jobs` (lib/jobs.ts): modules register their background work while the app is built; the
 * queue starts when the app is ready and stops (letting running jobs finish) when it closes,
 * before the database does.
 */
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../lib/jobs';

export default fp(async (app) => {
  const { config } = app.deps;
  const jobs = createJobQueue(app.deps.database, app.log, { jobs: config.jobQueue, retryDelaySeconds: config.jobRetrySeconds });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work across processes (lib/jobs.ts). */
    jobs: JobQueue;
  }
}
