/**
 * The logs keep no secrets: the request log (query strings included) and the error log of a
 * failed INSERT, read from the pino output of an app built with a logger stream.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { createLoggingApp } from '../helpers/logging-app';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$leakedhashvalue';
const PHONE = '0599887766';
const EMAIL = 'leaked@example.com';

describe('logs keep no secrets', () => {
  let output = '';
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => {
    ({ app, close } = await createLoggingApp({
      requestLog: 'all',
      write: (chunk) => {
        output += chunk;
      },
      // A statement that fails with the values of a new account in its parameters (a unique violation).
      setup: (a) =>
        a.post('/test/duplicate-account', async () => {
          const row = { userName: 'Leak', email: EMAIL, countryCode: '+966', phone: PHONE, passwordHash: HASH, isActive: true };
          await a.deps.db.insert(users).values(row);
          await a.deps.db.insert(users).values(row);
          return {};
        }),
    }));
  });
  after(() => close());

  it('the request log redacts secret query parameters by name', async () => {
    const url =
      '/api/v1/user/login?country_code=966&phone=501234567&password=TopSecret1&password_confirmation=TopSecret2&old_password=TopSecret3&code=54321&token=tok-abc&secret=s3cr3t';
    await app.inject({ method: 'POST', url });
    for (const secret of ['TopSecret1', 'TopSecret2', 'TopSecret3', '54321', 'tok-abc', 's3cr3t'])
      assert.ok(!output.includes(secret), `${secret} was logged`);
    const line = output
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'incoming request' && String(l.req?.url).startsWith('/api/v1/user/login'));
    assert.ok(line, 'no request line');
    assert.match(line.req.url, /country_code=966&phone=501234567&password=\[Redacted\]/);
  });

  it('the error log of a failed INSERT keeps no parameters (hash, phone, email)', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/duplicate-account' });
    assert.equal(res.statusCode, 500);
    const line = output
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'unhandled error');
    assert.ok(line?.err, 'no error line');
    // The error itself is still told: its kind and the statement.
    assert.match(JSON.stringify(line.err), /23505|duplicate key/);
    for (const value of [HASH, 'leakedhashvalue', PHONE, EMAIL]) assert.ok(!output.includes(value), `${value} was logged`);
  });
});
