import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../src/modules/catalog/search-words';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeProvider, makeService, offer } from './fixtures';

/**
 * The search's pagination contract: total_items is exact up to COUNT_CAP matches
 * (total_exact true); past it the total is a floor (total_exact false) and has_more says
 * whether the next page has rows. Pages follow the tiers (name word start, inside the
 * name, elsewhere) and ids, with nothing repeated or skipped across pages.
 */
describe('POST /user/provider/search: total and has_more', () => {
  const t = useTestApp();
  const BULK = COUNT_CAP + 100;
  let inside = 0;
  let described = 0;
  let narrow = 0;

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db);
    const svc = await makeService(db, cat.id, 'تصميم جرافيك', 'Graphic design');
    // Tier 0 (a word of the name starts with نايف), more than COUNT_CAP of them.
    await db.execute(sql`insert into providers (name, country_code, phone, password_hash, is_active, is_approved, search_name)
      select 'نايف ' || i, '+966', '58' || lpad(i::text, 7, '0'), 'x', true, true, 'نايف ' || i from generate_series(1, ${BULK}) i`);
    // Tier 1 (inside a word of the name) and tier 2 (a description only), written after them.
    inside = (await makeProvider(db, 'عبدالنايف الشمري')).id;
    described = (await makeProvider(db, 'خالد')).id;
    await offer(db, described, svc, { description: 'تصاميم نايف وشعارات' });
    narrow = (await makeProvider(db, 'نايف المطيري')).id;
  });

  const search = (body: Record<string, unknown>) => t.post('/user/provider/search', body, { token: null });
  const ids = (r: { data: { data: { id: number }[] } }) => r.data.data.map((p) => p.id);

  it('past COUNT_CAP matches: total_items is the cap, not exact, has_more on', async () => {
    const r = await search({ name: 'نايف' });
    assert.equal(r.key, 'success');
    assert.equal(r.data.data.length, 12);
    assert.equal(r.data.pagination.total_items, COUNT_CAP);
    assert.equal(r.data.pagination.total_exact, false);
    assert.equal(r.data.pagination.has_more, true);
    assert.equal(r.data.pagination.current_page, 1);
    // Tier 0 in id order.
    const page = ids(r);
    assert.deepEqual(
      page,
      [...page].sort((a, b) => a - b),
    );
    assert.ok(!page.includes(inside) && !page.includes(described));
  });

  it('pages follow on across the cap with nothing repeated, then the later tiers, then has_more off', async () => {
    const seen: number[] = [];
    const pages = Math.ceil((BULK + 3) / 12);
    // The pages around the cap and the end (every page would be slow on a loaded machine).
    for (const page of [82, 83, 84, 85, 86, pages - 1, pages]) {
      const r = await search({ name: 'نايف', page });
      assert.equal(r.data.pagination.total_exact, false, `page ${page}`);
      assert.equal(r.data.pagination.has_more, page < pages, `page ${page}`);
      assert.ok(r.data.pagination.total_items >= COUNT_CAP);
      if (page < pages) assert.equal(r.data.data.length, 12, `page ${page}`);
      seen.push(...ids(r));
    }
    assert.equal(new Set(seen).size, seen.length, 'no provider twice');
    const last = ids(await search({ name: 'نايف', page: pages }));
    // The tier-0 rows run out (narrow is one of them: its name starts with نايف), then tier 1, then tier 2.
    assert.deepEqual(last.slice(-2), [inside, described]);
    assert.ok(seen.includes(narrow));
    const past = await search({ name: 'نايف', page: pages + 1 });
    assert.deepEqual(past.data.data, []);
    assert.equal(past.data.pagination.has_more, false);
    assert.equal(past.data.pagination.total_items, COUNT_CAP);
  });

  it('up to COUNT_CAP matches the total is exact, has_more until the last page', async () => {
    const r = await search({ name: 'نايف المطيري' });
    assert.deepEqual(ids(r), [narrow]);
    assert.deepEqual(
      { total: r.data.pagination.total_items, exact: r.data.pagination.total_exact, more: r.data.pagination.has_more },
      { total: 1, exact: true, more: false },
    );
    const tiers = await search({ name: 'الشمري' });
    assert.equal(tiers.data.pagination.total_exact, true);
    assert.equal(tiers.data.pagination.has_more, false);
  });

  it('a blank search (the list) carries them too, always exact', async () => {
    const r = await search({ name: '' });
    assert.equal(r.data.pagination.total_exact, true);
    assert.equal(r.data.pagination.has_more, true);
    const last = await search({ name: '', page: r.data.pagination.last_page });
    assert.equal(last.data.pagination.has_more, false);
  });
});
