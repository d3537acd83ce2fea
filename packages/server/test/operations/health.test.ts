/**
 * GET /health/live and /health/ready in one process: ready names each failing part (here
 * storage that cannot be written, and a Redis nobody answers at), in both languages.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app';

const get = async (t: TestApp, url: string, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang } });
  return { status: res.statusCode, ...res.json() };
};

describe('health', () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const t of apps) await t.close();
  });

  it('live answers 200 and ready 200 with every part up (Redis off when not configured)', async () => {
    const t = await createTestApp();
    apps.push(t);
    const live = await get(t, '/health/live');
    assert.equal(live.status, 200);
    assert.equal(live.key, 'success');
    const ready = await get(t, '/health/ready');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.data, { database: 'up', redis: 'off', storage: 'up' });
  });

  it('ready answers 503 naming storage that cannot be written', async () => {
    const t = await createTestApp();
    apps.push(t);
    // The upload folder turns into a file: nothing can be stored there any more.
    rmSync(t.config.uploadDir, { recursive: true, force: true });
    writeFileSync(t.config.uploadDir, 'not a folder');
    const ready = await get(t, '/health/ready');
    assert.equal(ready.status, 503);
    assert.equal(ready.key, 'fail');
    assert.equal(ready.data.storage, 'down');
    assert.equal(ready.msg, 'The server is not ready: storage');
    assert.equal((await get(t, '/health/ready', 'ar')).msg, 'الخادم غير جاهز: تخزين الملفات');
    assert.equal((await get(t, '/health/live')).status, 200);
  });

  it('ready names an unreachable Redis; API calls, counted there, answer 503 meanwhile', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    apps.push(t);
    const ready = await get(t, '/health/ready');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.data, { database: 'up', redis: 'down', storage: 'up' });
    assert.equal(ready.msg, 'The server is not ready: Redis');
    const settings = await t.get('/settings');
    assert.equal(settings.status, 503);
    assert.equal(settings.msg, 'The service is temporarily unavailable, please try again shortly');
    assert.equal((await get(t, '/health/live')).status, 200);
  });
});
