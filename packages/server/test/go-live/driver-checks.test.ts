/**
 * A chosen driver without its variables stops the start-up, listing every problem at once;
 * the defaults (`npm start`: sandbox, outbox) still start with nothing set.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config/config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (err) {
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
  }
};

describe('go live: start-up checks of the chosen drivers', () => {
  it('the defaults need nothing: sandbox payments, outbox SMS', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    assert.equal(c.payments.driver, 'sandbox');
    assert.equal(c.sms.driver, 'outbox');
    assert.equal(c.payments.expiryMs, 60 * 60_000);
    assert.equal(c.payments.moyasar.apiUrl, 'https://api.moyasar.com/v1');
    assert.equal(c.sms.unifonic.apiUrl, 'https://el.cloud.unifonic.com');
    assert.equal(c.sms.unifonic.timeoutMs, 10_000);
  });

  it('Moyasar and Unifonic without their variables: every problem listed at once', () => {
    assert.deepEqual(problemsOf({ PAYMENT_DRIVER: 'moyasar', SMS_DRIVER: 'unifonic' }), [
      'UNIFONIC_APP_SID: required when SMS_DRIVER=unifonic',
      'MOYASAR_SECRET_KEY: required when PAYMENT_DRIVER=moyasar',
      'MOYASAR_WEBHOOK_SECRET: required when PAYMENT_DRIVER=moyasar',
    ]);
    // Each missing variable on its own.
    const full = {
      PAYMENT_DRIVER: 'moyasar',
      MOYASAR_SECRET_KEY: 'sk_live_x',
      MOYASAR_WEBHOOK_SECRET: 'whsec',
      SMS_DRIVER: 'unifonic',
      UNIFONIC_APP_SID: 'sid',
    };
    assert.deepEqual(problemsOf(full), []);
    for (const name of ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET', 'UNIFONIC_APP_SID'] as const) {
      const problems = problemsOf({ ...full, [name]: '  ' });
      assert.equal(problems.length, 1, name);
      assert.match(problems[0]!, new RegExp(`^${name}: required`));
    }
    assert.deepEqual(problemsOf({ SMS_DRIVER: 'http' }), ['SMS_HTTP_URL: required when SMS_DRIVER=http']);
  });

  it('in production Moyasar needs an https PUBLIC_URL to send customers and notices back to', () => {
    const moyasar = { PAYMENT_DRIVER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_live_x', MOYASAR_WEBHOOK_SECRET: 'whsec' };
    const https = /^PUBLIC_URL: an https:\/\/ address is required/;
    const prod = (env: Record<string, string>) =>
      problemsOf({ ...moyasar, ...env, NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' });
    assert.ok(prod({}).some((p) => https.test(p)));
    assert.ok(prod({ PUBLIC_URL: 'http://souq.example' }).some((p) => https.test(p)));
    assert.ok(!prod({ PUBLIC_URL: 'https://souq.example' }).some((p) => https.test(p)));
    assert.deepEqual(problemsOf(moyasar), [], 'outside production the request address serves');
  });

  it('S3 without its bucket or credentials: every missing variable named', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).storage.driver, 'local');
    assert.deepEqual(problemsOf({ STORAGE_DRIVER: 's3' }), [
      'S3_BUCKET: required when STORAGE_DRIVER=s3',
      'S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3',
      'S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
    ]);
    const full = { STORAGE_DRIVER: 's3', S3_BUCKET: 'souq-files', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };
    assert.deepEqual(problemsOf(full), []);
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      assert.deepEqual(problemsOf({ ...full, [name]: ' ' }), [`${name}: required when STORAGE_DRIVER=s3`]);
    }
    const c = loadConfig({
      NODE_ENV: 'test',
      ...full,
      S3_ENDPOINT: 'https://s3.example',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example/files/',
    });
    assert.deepEqual(c.storage.s3, {
      endpoint: 'https://s3.example',
      region: 'us-east-1',
      bucket: 'souq-files',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/files',
    });
  });

  it('in production: local storage only when allowed, PUBLIC_URL required, in the same list', () => {
    const prod = {
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ADMIN_PASSWORD: 'a-long-admin-secret',
      FILE_URL_SECRET: 'k'.repeat(32),
    };
    const names = (env: Record<string, string>) => problemsOf({ ...prod, ...env }).map((p) => p.split(':')[0]);
    assert.deepEqual(names({}), ['STORAGE_DRIVER', 'PUBLIC_URL']);
    assert.deepEqual(names({ ALLOW_LOCAL_STORAGE: 'true' }), ['PUBLIC_URL']);
    assert.deepEqual(names({ PUBLIC_URL: 'https://souq.example' }), ['STORAGE_DRIVER']);
    assert.deepEqual(names({ ALLOW_LOCAL_STORAGE: 'true', PUBLIC_URL: 'https://souq.example' }), []);
    // A driver's missing variables and production's rules come in one list.
    assert.deepEqual(names({ STORAGE_DRIVER: 's3', PAYMENT_DRIVER: 'moyasar' }), [
      'MOYASAR_SECRET_KEY',
      'MOYASAR_WEBHOOK_SECRET',
      'PUBLIC_URL',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'PUBLIC_URL',
    ]);
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'souq-files', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };
    assert.deepEqual(names({ ...s3, PUBLIC_URL: 'https://souq.example' }), []);
  });

  it('PAYMENT_GATEWAY is still read as the old name of PAYMENT_DRIVER', () => {
    assert.deepEqual(problemsOf({ PAYMENT_GATEWAY: 'moyasar' }), [
      'MOYASAR_SECRET_KEY: required when PAYMENT_DRIVER=moyasar',
      'MOYASAR_WEBHOOK_SECRET: required when PAYMENT_DRIVER=moyasar',
    ]);
    assert.equal(loadConfig({ PAYMENT_GATEWAY: 'sandbox' }).payments.driver, 'sandbox');
    assert.equal(loadConfig({ PAYMENT_GATEWAY: 'moyasar', PAYMENT_DRIVER: 'sandbox' }).payments.driver, 'sandbox');
  });

  it('the server process refuses to start and prints the list', () => {
    const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, PAYMENT_DRIVER: 'moyasar', SMS_DRIVER: 'unifonic', PORT: '0', DATA_DIR: '/nonexistent-never-opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.notEqual(run.status, 0);
    for (const name of ['UNIFONIC_APP_SID', 'MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET']) assert.match(run.stderr, new RegExp(name));
  });
});
