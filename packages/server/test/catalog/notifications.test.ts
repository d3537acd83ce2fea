import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createNotificationService, type StoredNotification } from '../../src/modules/notifications/notification.service';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeProvider, makeService, makeUser, offer } from './fixtures';

describe('notification service', () => {
  const t = useTestApp();

  const message = { type: 'request_service', body: { ar: 'نص', en: 'text' }, requestServiceId: null };

  it('stores for one provider, many recipients, or every approved provider of a service, then pushes', async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db);
    const svc = await makeService(db, cat.id, 'ترجمة', 'Translation');
    const a = await makeProvider(db, 'أ');
    const b = await makeProvider(db, 'ب');
    const hidden = await makeProvider(db, 'ج', { approved: false });
    for (const p of [a, b, hidden]) await offer(db, p.id, svc);
    const u = await makeUser(db);
    const pushed: StoredNotification[][] = [];
    const service = createNotificationService({ db, now: () => new Date('2026-01-02T03:04:05Z'), push: (n) => void pushed.push(n) });

    const one = await service.notifyProvider(a.id, message);
    assert.equal(one.length, 1);
    assert.deepEqual([one[0]!.recipientRole, one[0]!.recipientId, one[0]!.bodyAr, one[0]!.bodyEn], ['provider', a.id, 'نص', 'text']);
    assert.equal(one[0]!.createdAt.toISOString(), '2026-01-02T03:04:05.000Z');

    const all = await service.notifyServiceProviders(svc.id, message);
    assert.deepEqual(
      all.map((n) => n.recipientId).sort((x, y) => x - y),
      [a.id, b.id].sort((x, y) => x - y),
    );
    assert.ok(all.every((n) => n.createdAt.toISOString() === '2026-01-02T03:04:05.000Z'));

    await service.push(all);
    assert.equal(pushed.length, 1);
    assert.equal(pushed[0]!.length, 2);

    const pushing = createNotificationService({ db, now: () => new Date(), push: (n) => void pushed.push(n) });
    const many = await pushing.notifyMany(
      [
        { role: 'user', id: u.id },
        { role: 'provider', id: b.id },
      ],
      message,
    );
    await pushing.push(many);
    assert.equal(many.length, 2);
    assert.equal(pushed.length, 2);
  });

  it('a failing push is logged, not thrown; no hook is a no-op', async () => {
    const warnings: unknown[] = [];
    const failing = createNotificationService({
      db: t.app.deps.db,
      now: () => new Date(),
      push: () => {
        throw new Error('socket down');
      },
      log: { warn: (o) => void warnings.push(o) },
    });
    const stored = await failing.notifyUser(1, message).catch(() => []);
    await failing.push(stored.length ? stored : [{ id: 1 } as StoredNotification]);
    assert.equal(warnings.length, 1);
    const silent = createNotificationService({ db: t.app.deps.db, now: () => new Date() });
    await silent.push([{ id: 1 } as StoredNotification]);
  });
});
