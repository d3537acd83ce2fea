/**
 * The logs keep no secrets: the request log (query strings included) and the error log of a
 * failed INSERT, read from the pino output of an app built with a logger stream.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { users } from '../../src/db/schema';
import { openInfrastructure } from '../../src/deps';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$leakedhashvalue';
const PHONE = '0599887766';
const EMAIL = 'leaked@example.com';

describe('logs keep no secrets', () => {
  let output = '';
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-log-'));
  before(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', REQUEST_LOG: 'all', DATA_DIR: tmp, SEED_DEMO: 'false' });
    const infra = await openInfrastructure(config, { inMemory: true });
    const stream = new Writable({
      write(chunk, _enc, done) {
        output += String(chunk);
        done();
      },
    });
    app = await buildApp({ config, ...infra, logger: { level: 'info', stream } });
    // A statement that fails with the values of a new account in its parameters (a unique violation).
    app.post('/test/duplicate-account', async () => {
      const row = { userName: 'Leak', email: EMAIL, countryCode: '+966', phone: PHONE, passwordHash: HASH, isActive: true };
      await app.deps.db.insert(users).values(row);
      await app.deps.db.insert(users).values(row);
      return {};
    });
    await app.ready();
    close = async () => {
      await app.close();
      await infra.database.close();
    };
  });
  after(async () => {
    await close();
    rmSync(tmp, { recursive: true, force: true });
  });

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
