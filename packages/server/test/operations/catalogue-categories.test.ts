/**
 * A category rename reaches the cached services list (the header search's) at once, in every
 * process: it bumps the catalogue version like any other catalogue write. Written here straight
 * to the database, as another process would.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createCatalogCache } from '../../src/modules/catalog/catalog-cache';
import { createCatalogRepository } from '../../src/modules/catalog/catalog.repository';
import { useTestApp } from '../helpers/test-app';

describe('catalogue cache and categories', () => {
  const t = useTestApp({ demo: true });

  it('a renamed category shows on the next read of the cached services list', async () => {
    const { db } = t.app.deps;
    const cache = createCatalogCache(createCatalogRepository(db), db, { ttlMs: 60_000 });
    const before = await cache.repo.servicesWithCategories();
    const first = before[0];
    assert.ok(first, 'the demo has services');
    await db.execute(sql`update categories set name_en = 'Renamed category' where id = ${first.categoryId}`);
    let seen = '';
    // PostgreSQL: the notification takes a few ms to arrive.
    for (let i = 0; i < 100 && seen !== 'Renamed category'; i++) {
      seen = (await cache.repo.servicesWithCategories()).find((r) => r.id === first.id)?.categoryNameEn ?? '';
      if (seen !== 'Renamed category') await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(seen, 'Renamed category');
  });
});
