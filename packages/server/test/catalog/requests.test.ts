import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { notifications, requestServiceFiles, requestServices } from '../../src/db/schema';
import { createTestApp, useTestApp } from '../helpers/test-app';
import { PNG, imageForm, makeCategory, makeProvider, makeService, makeUser, offer } from './fixtures';

describe('POST /user/request-service/store and the provider lists', () => {
  const t = useTestApp();
  let svc: Awaited<ReturnType<typeof makeService>>;
  let otherSvc: Awaited<ReturnType<typeof makeService>>;
  let chosen: Awaited<ReturnType<typeof makeProvider>>;
  let colleague: Awaited<ReturnType<typeof makeProvider>>;
  let outsider: Awaited<ReturnType<typeof makeProvider>>;
  let unapproved: Awaited<ReturnType<typeof makeProvider>>;
  let customer: Awaited<ReturnType<typeof makeUser>>;
  let customerToken: string;
  let chosenToken: string;
  let colleagueToken: string;
  let outsiderToken: string;

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db);
    svc = await makeService(db, cat.id, 'تصميم شعارات', 'Logo design');
    otherSvc = await makeService(db, cat.id, 'موشن جرافيك', 'Motion graphics');
    chosen = await makeProvider(db, 'أحمد المصمم');
    colleague = await makeProvider(db, 'نورة المصممة');
    outsider = await makeProvider(db, 'خالد المحرك');
    unapproved = await makeProvider(db, 'بانتظار الموافقة', { approved: false });
    await offer(db, chosen.id, svc, { price: 250, duration: 4 });
    await offer(db, colleague.id, svc, { price: 300 });
    await offer(db, unapproved.id, svc);
    await offer(db, outsider.id, otherSvc);
    customer = await makeUser(db, 'فهد العميل');
    customerToken = await t.app.deps.tokens.issue('user', customer.id);
    chosenToken = await t.app.deps.tokens.issue('provider', chosen.id);
    colleagueToken = await t.app.deps.tokens.issue('provider', colleague.id);
    outsiderToken = await t.app.deps.tokens.issue('provider', outsider.id);
  });

  const uploads = () => {
    const dir = path.join(t.app.deps.storage.root!, 'requests');
    // Stored originals; their WebP variants (`<name>.w320.webp`, image-variants.ts) are not counted.
    return existsSync(dir) ? readdirSync(dir).filter((f) => !/\.w\d+\.webp$/.test(f)).length : 0;
  };
  const snapshot = async () => {
    const db = t.app.deps.db;
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(requestServices);
    const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(requestServiceFiles);
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    return { requests: Number(r!.n), files: Number(f!.n), notifications: Number(n!.n), uploads: uploads() };
  };

  let directId = 0;
  let openId = 0;

  it('stores a direct request with two images (existing client: details + images[i]) and notifies the provider', async () => {
    const before = await snapshot();
    const fd = imageForm({ details: 'أريد شعاراً لمتجري', service_id: String(svc.id), provider_id: String(chosen.id) }, [
      { name: 'a.png', buffer: PNG },
      { name: 'b.png', buffer: PNG },
    ]);
    const r = await t.post('/user/request-service/store', fd, { token: customerToken });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.msg, 'Your request has been sent');
    assert.match(r.data.number, /^SR-\d{6}$/);
    assert.equal(r.data.type, 'direct');
    directId = r.data.id;
    const db = t.app.deps.db;
    const [row] = await db.select().from(requestServices).where(eq(requestServices.id, directId));
    assert.equal(row!.type, 'direct');
    assert.equal(row!.status, 1);
    assert.equal(row!.stage, 'awaiting_provider');
    assert.equal(row!.providerId, chosen.id);
    assert.equal(row!.userId, customer.id);
    assert.equal(row!.price, 25000, "the provider's listed price, in halalas");
    assert.equal(row!.duration, 4);
    const files = await db.select().from(requestServiceFiles).where(eq(requestServiceFiles.requestServiceId, directId));
    assert.equal(files.length, 2);
    assert.ok(files.every((f) => f.kind === 'attachment' && /^requests\/[0-9a-f]{32}\.png$/.test(f.file)));
    // Stored under generated names, shown under the customer's own.
    assert.deepEqual(files.map((f) => f.originalName).sort(), ['a.png', 'b.png']);
    assert.ok(files.every((f) => existsSync(path.join(t.app.deps.storage.root!, f.file))));
    const notes = await db.select().from(notifications).where(eq(notifications.requestServiceId, directId));
    assert.equal(notes.length, 1);
    assert.equal(notes[0]!.recipientRole, 'provider');
    assert.equal(notes[0]!.recipientId, chosen.id);
    assert.equal(notes[0]!.type, 'request_service');
    assert.ok(notes[0]!.bodyAr.includes(r.data.number));
    assert.ok(notes[0]!.bodyEn.startsWith('New service request'));
    const after = await snapshot();
    assert.equal(after.uploads, before.uploads + 2);
  });

  it('stores an open request (for_all) with Arabic-Indic numbers and notifies every approved provider of the service', async () => {
    const fd = imageForm({ details: 'شعار لمطعم', from_price: '١٠٠', to_price: '٣٠٠٫٥', duration: '٧', service_id: String(svc.id) }, [
      { name: 'x.png', buffer: PNG },
    ]);
    const r = await t.post('/user/request-service/store', fd, { token: customerToken });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.type, 'for_all');
    openId = r.data.id;
    const db = t.app.deps.db;
    const [row] = await db.select().from(requestServices).where(eq(requestServices.id, openId));
    assert.equal(row!.type, 'for_all');
    assert.equal(row!.stage, 'waiting_offers');
    assert.equal(row!.providerId, null);
    assert.equal(row!.fromPrice, 10000);
    assert.equal(row!.toPrice, 30050);
    assert.equal(row!.duration, 7);
    assert.notEqual(row!.number, (await db.select().from(requestServices).where(eq(requestServices.id, directId)))[0]!.number);
    const notes = await db.select().from(notifications).where(eq(notifications.requestServiceId, openId));
    assert.deepEqual(
      notes.map((n) => n.recipientId).sort((a, b) => a - b),
      [chosen.id, colleague.id].sort((a, b) => a - b),
    );
    assert.ok(notes.every((n) => n.type === 'request_service' && n.bodyAr.includes('تصميم شعارات') && n.bodyEn.includes('Logo design')));
  });

  it("both appear in the chosen provider's new list (status 1); the open one in a colleague's, neither for an outsider", async () => {
    const mine = await t.post('/provider/request-services', { status: '1' }, { token: chosenToken });
    assert.equal(mine.key, 'success');
    assert.deepEqual(
      mine.data.map((r: { id: number }) => r.id),
      [openId, directId],
    ); // newest first
    const item = mine.data.find((r: { id: number }) => r.id === directId);
    assert.equal(item.client_name, 'فهد العميل');
    assert.match(item.request_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    assert.equal(item.status, 'Awaiting your acceptance');
    assert.match(item.number, /^SR-/);
    const ar = await t.post('/provider/request-services', { status: '1' }, { token: chosenToken, lang: 'ar' });
    assert.equal(ar.data.find((r: { id: number }) => r.id === openId).status, 'بانتظار عرض السعر');

    const theirs = await t.post('/provider/request-services', { status: 1 }, { token: colleagueToken });
    assert.deepEqual(
      theirs.data.map((r: { id: number }) => r.id),
      [openId],
    );
    const none = await t.post('/provider/request-services', { status: 1 }, { token: outsiderToken });
    assert.deepEqual(none.data, []);

    const counts = await t.post('/provider/request-services/counts', '' as never, { token: chosenToken });
    assert.deepEqual(counts.data, { new: 2, review: 0, current: 0, finished: 0 });
  });

  it('statuses 2, 3, 4 list only their own requests with that status; counts follow', async () => {
    const db = t.app.deps.db;
    await db.update(requestServices).set({ status: 3, stage: 'in_progress' }).where(eq(requestServices.id, directId));
    const current = await t.post('/provider/request-services', { status: 3 }, { token: chosenToken });
    assert.deepEqual(
      current.data.map((r: { id: number }) => r.id),
      [directId],
    );
    assert.equal(current.data[0].status, 'In progress');
    assert.deepEqual((await t.post('/provider/request-services', { status: 3 }, { token: colleagueToken })).data, []);
    assert.deepEqual((await t.post('/provider/request-services', { status: 2 }, { token: chosenToken })).data, []);
    const counts = await t.post('/provider/request-services/counts', {}, { token: chosenToken });
    assert.deepEqual(counts.data, { new: 1, review: 0, current: 1, finished: 0 });
    await db.update(requestServices).set({ status: 1, stage: 'awaiting_provider' }).where(eq(requestServices.id, directId));
  });

  it('provider lists: bad status gives an empty array; customers and guests are refused', async () => {
    const bad = await t.post('/provider/request-services', { status: '9' }, { token: chosenToken });
    assert.equal(bad.key, 'fail');
    assert.deepEqual(bad.data, []);
    const asUser = await t.post('/provider/request-services', { status: 1 }, { token: customerToken });
    assert.equal(asUser.key, 'fail');
    assert.equal(asUser.msg, 'This is only available to providers');
    const guest = await t.post('/provider/request-services/counts', {}, { token: null });
    assert.equal(guest.key, 'unauthenticated');
  });

  it('bad input gets a clear localized fail and changes nothing', async () => {
    const before = await snapshot();
    const base = { details: 'تفاصيل', from_price: '100', to_price: '200', duration: '3', service_id: String(svc.id) };
    const cases: [Record<string, string>, string, { name: string; buffer: Buffer }[]?][] = [
      [{ from_price: '500', to_price: '200' }, 'The "from" price must not be more than the "to" price'],
      [{ from_price: '-5' }, 'The price from field must be at least 0'],
      [{ to_price: 'abc' }, 'The price to field must be a number'],
      [{ duration: 'abc' }, 'The duration field must be a number'],
      [{ duration: '0' }, 'The duration field must be at least 1'],
      [{ duration: '2.5' }, 'The duration field must be a whole number'],
      [{ details: '' }, 'The details field is required'],
      [{ from_price: '' }, 'The price from field is required'],
      [{ duration: '' }, 'The duration field is required'],
      [{ service_id: '999999' }, 'The requested service does not exist'],
      [{ provider_id: '999999' }, 'The service provider does not exist'],
      [{ provider_id: String(unapproved.id) }, 'The service provider does not exist'],
      [{ provider_id: String(outsider.id) }, 'This provider does not offer this service'],
      [{}, 'The file must be an image (jpg, png, webp)', [{ name: 'fake.png', buffer: Buffer.from('just some text, not an image') }]],
      [
        {},
        'The file must be an image (jpg, png, webp)',
        [
          { name: 'ok.png', buffer: PNG },
          { name: 'doc.png', buffer: Buffer.from('%PDF-1.4 not an image') },
        ],
      ],
    ];
    for (const [over, msg, files] of cases) {
      const r = await t.post('/user/request-service/store', imageForm({ ...base, ...over }, files ?? [{ name: 'ok.png', buffer: PNG }]), {
        token: customerToken,
      });
      assert.equal(r.key, 'fail', JSON.stringify(over));
      assert.equal(r.msg, msg, JSON.stringify(over));
    }
    const ar = await t.post(
      '/user/request-service/store',
      { ...base, provider_id: String(outsider.id) },
      { token: customerToken, lang: 'ar' },
    );
    assert.equal(ar.msg, 'مقدم الخدمة هذا لا يقدم هذه الخدمة');
    const tooMany = imageForm(
      base,
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, buffer: PNG })),
    );
    assert.equal(
      (await t.post('/user/request-service/store', tooMany, { token: customerToken })).msg,
      'You cannot attach more than 10 images',
    );
    const notAFile = await t.post('/user/request-service/store', { ...base, 'images[0]': 'hello' }, { token: customerToken });
    assert.equal(notAFile.key, 'fail');
    assert.deepEqual(await snapshot(), before);
  });

  it('only customers may send requests', async () => {
    const before = await snapshot();
    const body = { details: 'x', service_id: String(svc.id), provider_id: String(chosen.id) };
    const asProvider = await t.post('/user/request-service/store', body, { token: chosenToken });
    assert.equal(asProvider.key, 'fail');
    assert.equal(asProvider.msg, 'This is only available to customers');
    const guest = await t.post('/user/request-service/store', body, { token: null });
    assert.equal(guest.key, 'unauthenticated');
    assert.deepEqual(await snapshot(), before);
  });

  it('an oversize upload is refused and nothing is stored', async () => {
    const small = await createTestApp({ env: { MAX_UPLOAD_MB: '0.01' } });
    try {
      const db = small.app.deps.db;
      const cat = await makeCategory(db);
      const s = await makeService(db, cat.id, 'ترجمة', 'Translation');
      const u = await makeUser(db);
      const token = await small.app.deps.tokens.issue('user', u.id);
      const big = Buffer.concat([PNG, Buffer.alloc(20_000)]);
      const fd = imageForm({ details: 'd', from_price: '1', to_price: '2', duration: '1', service_id: String(s.id) }, [
        { name: 'big.png', buffer: big },
      ]);
      const r = await small.post('/user/request-service/store', fd, { token });
      assert.equal(r.key, 'fail');
      assert.match(r.msg, /larger than/);
      const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(requestServices);
      assert.equal(Number(n!.n), 0);
      assert.ok(!existsSync(path.join(small.app.deps.storage.root!, 'requests')));
      const fine = imageForm({ details: 'd', from_price: '1', to_price: '2', duration: '1', service_id: String(s.id) }, [
        { name: 'small.png', buffer: PNG },
      ]);
      assert.equal((await small.post('/user/request-service/store', fine, { token })).key, 'success');
    } finally {
      await small.close();
    }
  });
});
