import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createNotificationRepository } from '../../src/modules/notifications/notification.repository';
import { useTestApp } from '../helpers/test-app';
import { makeProvider, makeUser } from '../catalog/fixtures';

describe('notifications: bell count, list, delete', () => {
  const t = useTestApp();
  let customerToken: string;
  let otherToken: string;
  let providerToken: string;
  const ids: number[] = [];

  before(async () => {
    const db = t.app.deps.db;
    const customer = await makeUser(db);
    const other = await makeUser(db, 'عميل آخر');
    const provider = await makeProvider(db, 'مقدم');
    customerToken = await t.app.deps.tokens.issue('user', customer.id);
    otherToken = await t.app.deps.tokens.issue('user', other.id);
    providerToken = await t.app.deps.tokens.issue('provider', provider.id);
    const repo = createNotificationRepository(db);
    // 12 for the customer (more than one page), 1 for the provider.
    for (let i = 0; i < 12; i++) {
      const [n] = await repo.insertMany([{ role: 'user', id: customer.id }], {
        type: 'test',
        bodyAr: `إشعار ${i}`,
        bodyEn: `Notice ${i}`,
        requestServiceId: i,
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)),
      });
      ids.push(n!.id);
    }
    await repo.insertMany([{ role: 'provider', id: provider.id }], {
      type: 'test',
      bodyAr: 'طلب',
      bodyEn: 'Request',
      createdAt: new Date(),
    });
  });

  it('counts unread notifications of the signed-in customer or provider only', async () => {
    assert.deepEqual((await t.get('/api/v1/user/notifications/count', { token: customerToken })).data, { count: 12 });
    assert.deepEqual((await t.get('/api/v1/user/notifications/count', { token: otherToken })).data, { count: 0 });
    assert.deepEqual((await t.get('/api/v1/provider/notifications/count', { token: providerToken })).data, { count: 1 });
  });

  it('answers unauthenticated without a token or with the other role (the client logs out on it)', async () => {
    const guest = await t.get('/api/v1/user/notifications/count', { headers: { authorization: 'Bearer null' } });
    assert.equal(guest.key, 'unauthenticated');
    const wrongRole = await t.get('/api/v1/provider/notifications/count', { token: customerToken });
    assert.notEqual(wrongRole.key, 'success');
  });

  it('lists newest first in the request language, paginated, and marks the shown page read', async () => {
    const p1 = await t.get('/api/v1/user/notifications?page=1', { token: customerToken, lang: 'en' });
    assert.equal(p1.key, 'success');
    assert.equal(p1.data.data.length, 10);
    assert.equal(p1.data.data[0].body, 'Notice 11');
    assert.equal(p1.data.data[0].created_at, '2026-11-01 12:11');
    assert.deepEqual(p1.data.data[0].data, { type: 'test', request_service_id: 11 });
    assert.deepEqual(p1.data.pagination, { total_items: 12, per_page: 10, current_page: 1, last_page: 2 });
    assert.deepEqual((await t.get('/api/v1/user/notifications/count', { token: customerToken })).data, { count: 2 });
    const p2 = await t.get('/api/v1/user/notifications?page=2', { token: customerToken, lang: 'ar' });
    assert.deepEqual(
      p2.data.data.map((n: { body: string }) => n.body),
      ['إشعار 1', 'إشعار 0'],
    );
    assert.deepEqual((await t.get('/api/v1/user/notifications/count', { token: customerToken })).data, { count: 0 });
    const past = await t.get('/api/v1/user/notifications?page=5', { token: customerToken });
    assert.deepEqual(past.data.data, []);
    assert.equal(past.data.pagination.total_items, 12);
    const bad = await t.get('/api/v1/user/notifications?page=abc', { token: customerToken, lang: 'en' });
    assert.equal(bad.key, 'fail');
  });

  it('deletes only your own notification, through the provider path for customers too', async () => {
    const notMine = await t.post('/api/v1/provider/notification/delete', { notification_id: ids[0] }, { token: otherToken, lang: 'en' });
    assert.equal(notMine.key, 'fail');
    assert.equal(notMine.msg, 'The notification was not found');
    const mine = await t.post('/api/v1/provider/notification/delete', { notification_id: ids[0] }, { token: customerToken, lang: 'en' });
    assert.equal(mine.key, 'success');
    assert.equal((await t.get('/api/v1/user/notifications', { token: customerToken })).data.pagination.total_items, 11);
    const again = await t.post('/api/v1/provider/notification/delete', { notification_id: ids[0] }, { token: customerToken });
    assert.equal(again.key, 'fail');
    const missing = await t.post('/api/v1/provider/notification/delete', {}, { token: customerToken, lang: 'en' });
    assert.equal(missing.key, 'fail');
  });
});
