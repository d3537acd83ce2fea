import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeExperience, makeProvider, makeRangePrice, makeService, offer } from './fixtures';

describe('POST /user/services/provider and /user/provider/fillter', () => {
  const t = useTestApp();
  let svc: Awaited<ReturnType<typeof makeService>>;
  let other: Awaited<ReturnType<typeof makeService>>;
  let senior: Awaited<ReturnType<typeof makeExperience>>;
  let junior: Awaited<ReturnType<typeof makeExperience>>;
  let range: Awaited<ReturnType<typeof makeRangePrice>>;
  const visibleIds: number[] = [];
  let hiddenId = 0;

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db, 'برمجة', 'Programming');
    svc = await makeService(db, cat.id, 'تطوير مواقع', 'Web development');
    other = await makeService(db, cat.id, 'تطبيقات جوال', 'Mobile apps');
    senior = await makeExperience(db, 'خبير', 'Expert');
    junior = await makeExperience(db, 'مبتدئ', 'Beginner');
    range = await makeRangePrice(db, 100, 300);
    // 30 visible providers of svc (more than one page), with ties in rate to test the id tie-break.
    for (let i = 0; i < 30; i++) {
      const p = await makeProvider(db, `مطور رقم ${i}`, {
        rateAvg: [500, 437, 437, 250, 0][i % 5],
        experienceId: i % 2 ? senior.id : junior.id,
        image: i === 0 ? 'providers/p0.png' : null,
      });
      await offer(db, p.id, svc, { price: 50 + i * 10, duration: 1 + (i % 10) });
      visibleIds.push(p.id);
    }
    const hidden = await makeProvider(db, 'غير معتمد', { approved: false, rateAvg: 500 });
    await offer(db, hidden.id, svc);
    hiddenId = hidden.id;
    const elsewhere = await makeProvider(db, 'مطور تطبيقات', { rateAvg: 500 });
    await offer(db, elsewhere.id, other);
  });

  const list = (body: Record<string, unknown>, token: string | null = null) => t.post('/user/services/provider', body, { token });

  it('lists approved providers of the service, paginated, guests allowed (Bearer null)', async () => {
    const r = await list({ service_id: String(svc.id), details: '', from_price: '', to_price: '', duration: '' });
    assert.equal(r.status, 200);
    assert.equal(r.key, 'success');
    assert.equal(r.data.service_id, svc.id);
    assert.deepEqual(r.data.pagination, { total_items: 30, per_page: 12, current_page: 1, last_page: 3 });
    assert.equal(r.data.data.length, 12);
    assert.ok(!r.data.data.some((p: { id: number }) => p.id === hiddenId));
    const withImage = r.data.data.find((p: { id: number }) => p.id === visibleIds[0]);
    assert.equal(withImage.image, 'http://souq.test/uploads/providers/p0.png');
    assert.equal(withImage.rate, 5);
    assert.equal(withImage.price, 50);
  });

  it('orders by rate desc then id asc, stable across pages; rate shown in half steps', async () => {
    const all: { id: number; rate: number }[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await list({ service_id: svc.id, page });
      assert.equal(r.data.pagination.current_page, page);
      all.push(...r.data.data);
    }
    assert.equal(all.length, 30);
    assert.equal(new Set(all.map((p) => p.id)).size, 30);
    const rateOf = new Map(visibleIds.map((id, i) => [id, [500, 437, 437, 250, 0][i % 5]!]));
    const expected = [...visibleIds].sort((a, b) => rateOf.get(b)! - rateOf.get(a)! || a - b);
    assert.deepEqual(
      all.map((p) => p.id),
      expected,
    );
    assert.equal(all.find((p) => rateOf.get(p.id) === 437)!.rate, 4.5);
    assert.equal(all.find((p) => rateOf.get(p.id) === 250)!.rate, 2.5);
  });

  it('a page past the end is empty with the right metadata', async () => {
    const r = await list({ service_id: svc.id, page: 9 });
    assert.equal(r.key, 'success');
    assert.deepEqual(r.data.data, []);
    assert.equal(r.data.pagination.total_items, 30);
    assert.equal(r.data.pagination.last_page, 3);
  });

  it('fails with the list shape for an unknown or missing service', async () => {
    const r = await list({ service_id: 999999 });
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'The requested service does not exist');
    assert.deepEqual(r.data, { data: [], pagination: { total_items: 0, per_page: 12, current_page: 1, last_page: 1 }, service_id: 999999 });
    const ar = await t.post('/user/services/provider', { service_id: 999999 }, { lang: 'ar' });
    assert.equal(ar.msg, 'الخدمة المطلوبة غير موجودة');
    const missing = await list({});
    assert.equal(missing.key, 'fail');
    assert.equal(missing.msg, 'The service field is required');
    assert.deepEqual(missing.data.data, []);
  });

  it('filters by price range (range_price_id)', async () => {
    const r = await t.post('/user/provider/fillter', { service_id: svc.id, range_price_id: range.id }, { token: null });
    assert.equal(r.key, 'success');
    // prices 50 + 10i within 100..300 → i = 5..25
    assert.equal(r.data.pagination.total_items, 21);
    assert.ok(r.data.data.every((p: { price: number }) => p.price >= 100 && p.price <= 300));
  });

  it('filters by experience (experience_id or level) and by duration, and sorts by price', async () => {
    const byExp = await t.post('/user/provider/fillter', { service_id: svc.id, experience_id: senior.id });
    assert.equal(byExp.data.pagination.total_items, 15);
    const byLevel = await t.post('/user/provider/fillter', { service_id: svc.id, level: junior.id });
    assert.equal(byLevel.data.pagination.total_items, 15);
    const byDuration = await t.post('/user/provider/fillter', { service_id: svc.id, duration_max: '٣' });
    assert.equal(byDuration.data.pagination.total_items, 9); // durations 1..3 for i%10 in 0..2
    const cheap = await t.post('/user/provider/fillter', { service_id: svc.id, sort: 'price_asc' });
    assert.deepEqual(
      cheap.data.data.slice(0, 3).map((p: { price: number }) => p.price),
      [50, 60, 70],
    );
    const dear = await t.post('/user/provider/fillter', { service_id: svc.id, sort: 'price_desc', range_price_id: range.id });
    assert.equal(dear.data.data[0].price, 300);
    const combined = await t.post('/user/provider/fillter', {
      service_id: svc.id,
      range_price_id: range.id,
      experience_id: senior.id,
      sort: 'rate_desc',
    });
    assert.ok(combined.data.pagination.total_items > 0 && combined.data.pagination.total_items < 21);
  });

  it('no filter chosen gives the plain list', async () => {
    const r = await t.post('/user/provider/fillter', { service_id: svc.id });
    assert.equal(r.data.pagination.total_items, 30);
  });

  it('rejects unknown range, unknown experience, bad sort and bad duration with the list shape', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ range_price_id: 9999 }, 'The chosen price range does not exist'],
      [{ experience_id: 9999 }, 'The chosen experience level does not exist'],
      [{ sort: 'cheapest' }, 'The sort order value is invalid'],
      [{ duration_max: 'abc' }, 'The duration field must be a number'],
      [{ duration_max: '0' }, 'The duration field must be at least 1'],
    ];
    for (const [extra, msg] of cases) {
      const r = await t.post('/user/provider/fillter', { service_id: svc.id, ...extra });
      assert.equal(r.key, 'fail', JSON.stringify(extra));
      assert.equal(r.msg, msg);
      assert.deepEqual(r.data.data, []);
    }
    const unknownService = await t.post('/user/provider/fillter', { service_id: 999999 });
    assert.equal(unknownService.key, 'fail');
    assert.deepEqual(unknownService.data.data, []);
  });
});
