/**
 * Limits count across processes: calls spread over two apps on one database (another process
 * each, helpers/test-app.ts `sibling`) reach the API limit per address and the sign-in throttle
 * together, as one process would. On PostgreSQL without Redis the API limit counts in the
 * database; with REDIS_URL in Redis. (PGlite lives inside one process: nothing to share there.)
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { activeUser, PASSWORD } from '../identity/support';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { adminUrl, redisUrl, sharedServicesMissing } from '../helpers/shared-services';

const missing = await sharedServicesMissing();
if (missing) console.log(`# shared limits test skipped: ${missing}`);

/** An address no earlier run has counted (Redis keeps counters a minute). */
const freshAddress = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

const settings = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/v1/settings', remoteAddress: ip, headers: { lang: 'en' } });

const login = (app: FastifyInstance, phone: string, password: string, ip: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: ip,
      headers: { lang: 'en' },
      payload: { country_code: '+966', phone, password },
    })
    .then((r) => r.json() as { key: string; msg: string });

describe('limits shared by two processes', { skip: missing || !adminUrl }, () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const t of apps) await t.close();
  });

  for (const store of ['database', 'redis'] as const) {
    it(`the API limit per address counts calls to both processes (${store})`, async () => {
      const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: store === 'redis' ? redisUrl : undefined } });
      apps.push(t);
      const other = await t.sibling();
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await settings(i % 2 ? other : t.app, ip)).statusCode);
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
      // Another address keeps its own count.
      assert.equal((await settings(other, freshAddress())).statusCode, 200);
    });
  }

  it('concurrent calls of one address are each counted once (database: counted together, one upsert per round trip)', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10', REDIS_URL: undefined } });
    apps.push(t);
    const other = await t.sibling();
    const ip = freshAddress();
    const statuses = (await Promise.all(Array.from({ length: 16 }, (_, i) => settings(i % 4 ? t.app : other, ip)))).map(
      (r) => r.statusCode,
    );
    assert.equal(statuses.filter((s) => s === 200).length, 10, `${statuses}`);
    assert.equal(statuses.filter((s) => s === 429).length, 6, `${statuses}`);
  });

  it('the sign-in throttle counts failures at both processes', async () => {
    const t = await createTestApp();
    apps.push(t);
    const other = await t.sibling();
    const { phone } = await activeUser(t);
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) {
      const r = await login(i % 2 ? other : t.app, phone, 'wrong-pass1', ip);
      assert.equal(r.msg, 'The phone number or password is incorrect');
    }
    const slowed = await login(other, phone, PASSWORD, ip);
    assert.equal(slowed.msg, 'Too many attempts, try again in 1 minute');
    assert.equal((await login(t.app, phone, PASSWORD, ip)).key, 'fail');
  });
});
