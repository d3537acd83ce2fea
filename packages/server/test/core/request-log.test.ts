import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/config';
import { createLoggingApp } from '../helpers/logging-app';

describe('request logging (REQUEST_LOG)', () => {
  it('defaults: errors in production, none in tests, all in development; REQUEST_LOG wins', () => {
    const base = {
      SMS_DRIVER: 'outbox',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_LOCAL_STORAGE: 'true',
      PUBLIC_URL: 'https://souq.example',
      ADMIN_PASSWORD: 'a-long-admin-secret',
      FILE_URL_SECRET: 'k'.repeat(32),
    };
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production' }).requestLog, 'errors');
    assert.equal(loadConfig({ ...base, NODE_ENV: 'test' }).requestLog, 'none');
    assert.equal(loadConfig({ ...base, NODE_ENV: 'development' }).requestLog, 'all');
    assert.equal(loadConfig({ ...base, NODE_ENV: 'production', REQUEST_LOG: 'all' }).requestLog, 'all');
  });

  describe('errors: one warn line for a failed request, nothing for a successful one', () => {
    const lines: Record<string, unknown>[] = [];
    let app: FastifyInstance;
    let close: () => Promise<void>;
    before(async () => {
      const write = (chunk: string) => {
        for (const l of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      };
      ({ app, close } = await createLoggingApp({ requestLog: 'errors', write }));
    });
    after(() => close());

    it('logs the 404, not the 200', async () => {
      const good = await app.inject({ method: 'GET', url: '/api/v1/range-prices?type=service' });
      assert.equal(good.statusCode, 200);
      const bad = await app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
      assert.equal(bad.statusCode, 404);
      const requestLines = lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
      assert.equal(requestLines.length, 1);
      assert.equal(requestLines[0]?.level, 40);
      assert.equal((requestLines[0]?.res as { statusCode: number } | undefined)?.statusCode, 404);
    });
  });
});
