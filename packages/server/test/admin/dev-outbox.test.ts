import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createTestApp, useTestApp } from '../helpers/test-app';

describe('dev outbox (GET /api/v1/dev/outbox)', () => {
  const t = useTestApp();
  before(async () => {
    const sms = t.app.deps.sms;
    await sms.send({ countryCode: '+966', phone: '500000001', body: 'Your Souq code is 11111', code: '11111' });
    await new Promise((r) => setTimeout(r, 5));
    await sms.send({ countryCode: '+966', phone: '500000001', body: 'Your Souq code is 22222', code: '22222' });
    await sms.send({ countryCode: '+966', phone: '500000002', body: 'Someone else 33333', code: '33333' });
  });

  const raw = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?${query}`, headers: { lang: 'en' } });
    return { status: res.statusCode, ...res.json() };
  };

  it('lists the messages of one phone, newest first, as { to, body, code, created_at }', async () => {
    const r = await raw('phone=500000001&country_code=%2B966');
    assert.equal(r.status, 200);
    assert.equal(r.key, 'success');
    assert.equal(r.data.length, 2);
    assert.deepEqual(Object.keys(r.data[0]).sort(), ['body', 'code', 'created_at', 'to']);
    assert.deepEqual(
      r.data.map((m: { code: string }) => m.code),
      ['22222', '11111'],
    );
    assert.equal(r.data[0].to, '+966500000001');
    assert.ok(!Number.isNaN(Date.parse(r.data[0].created_at)));
  });

  it("reads country_code with or without '+', including a raw '+' decoded as a space", async () => {
    for (const cc of ['+966', '966', '%20966', '%2B966']) {
      const r = await raw(`phone=500000001&country_code=${cc}`);
      assert.equal(r.data.length, 2, cc);
    }
    // A phone typed with its trunk zero finds the same messages.
    assert.equal((await raw('phone=0500000001&country_code=966')).data.length, 2);
  });

  it('answers an empty list for another phone and fails (keeping the list shape) without a phone', async () => {
    assert.deepEqual((await raw('phone=500000009&country_code=966')).data, []);
    const bad = await raw('country_code=966');
    assert.equal(bad.key, 'fail');
    assert.deepEqual(bad.data, []);
  });

  it('is not registered in production or with a real SMS driver', async () => {
    const envs: Record<string, string>[] = [
      {
        NODE_ENV: 'production',
        ALLOW_OUTBOX_IN_PRODUCTION: '1',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ALLOW_LOCAL_STORAGE: 'true',
        ADMIN_PASSWORD: 'a-long-admin-secret',
        FILE_URL_SECRET: 'k'.repeat(32),
      },
      { SMS_DRIVER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
    ];
    for (const env of envs) {
      const other = await createTestApp({ env });
      try {
        const res = await other.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?phone=500000001&country_code=966' });
        assert.equal(res.statusCode, 404);
        assert.equal(res.json().key, 'fail');
      } finally {
        await other.close();
      }
    }
  });
});
