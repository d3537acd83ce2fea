import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { providers, services } from '../../src/db/schema';
import { createTestApp, useTestApp } from '../helpers/test-app';

/** The catalogue calls over the demo data the main command seeds (createTestApp({ demo: true })). */
describe('catalogue over the demo data', () => {
  const t = useTestApp({ demo: true });
  let saraId = 0;
  let logoId = 0;
  before(async () => {
    const db = t.app.deps.db;
    const [sara] = await db.select().from(providers).where(eq(providers.name, 'سارة العتيبي'));
    const [logo] = await db.select().from(services).where(eq(services.nameEn, 'Logo design'));
    assert.ok(sara && logo, 'the demo seed has سارة العتيبي and the Logo design service');
    saraId = sara.id;
    logoId = logo.id;
  });

  it('lists the providers of a demo service with absolute images and SR prices', async () => {
    const r = await t.post('/user/services/provider', { service_id: logoId }, { token: null, lang: 'ar' });
    assert.equal(r.key, 'success');
    const sara = r.data.data.find((p: { id: number }) => p.id === saraId);
    assert.ok(sara, 'سارة offers logo design');
    assert.match(sara.image, /^http:\/\/souq\.test\/uploads\//);
    assert.equal(sara.price, 350);
    assert.equal(r.data.pagination.total_items, r.data.data.length > 0 ? r.data.pagination.total_items : 0);
  });

  it('finds سارة by ساره, and by her service name', async () => {
    const r = await t.post('/user/provider/search', { name: 'ساره' }, { token: null });
    assert.ok(r.data.data.some((p: { id: number }) => p.id === saraId));
    const bySkill = await t.post('/user/provider/search', { name: 'هويه بصريه' }, { token: null });
    assert.ok(bySkill.data.data.some((p: { id: number }) => p.id === saraId));
  });

  it('shows her profile: works with images, services, ratings', async () => {
    const r = await t.post('/user/provider/show-profile', { provider_id: saraId, service_id: logoId }, { token: null });
    assert.equal(r.key, 'success');
    assert.equal(typeof r.data.cv, 'string');
    assert.ok(r.data.works.length > 0);
    for (const w of r.data.works) {
      assert.ok(w.attachments.length > 0);
      assert.match(w.attachments[0].link, /^http:\/\/souq\.test\/uploads\//);
      assert.equal(w.logo.link, w.attachments[0].link);
      assert.match(w.link, /^https?:\/\//);
    }
    assert.deepEqual(Object.keys(r.data.service).sort(), ['duration', 'id', 'name', 'price', 'provider_service_id']);
    const info = await t.post('/user/services/provider/info', { provider_id: saraId, service_id: logoId });
    assert.equal(info.key, 'success');
    assert.ok(info.data.attachments.length > 0);
    const rates = await t.get(`/rates/providers/${saraId}`);
    assert.ok(rates.data.length > 0);
    assert.match(rates.data[0].created_at, /^\d{4}-\d{2}-\d{2}$/);
  });
});
