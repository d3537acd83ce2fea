import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, count, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  admins,
  categories,
  countries,
  partners,
  productFiles,
  products,
  providerServiceImages,
  providerServices,
  providers,
  settings,
  sliders,
  socials,
  users,
  workImages,
  works,
} from '../../src/db/schema';
import { seedBase, seedDemo } from '../../src/db/seed';
import { useTestApp } from '../helpers/test-app';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('seed: base reference data and the demo catalogue', () => {
  const t = useTestApp({ demo: true });

  const db = () => t.app.deps.db;
  const ctx = () => ({ config: t.config, db: db(), storage: t.app.deps.storage });

  it('creates the documented demo accounts with password Demo@1234', async () => {
    const [customer] = await db()
      .select()
      .from(users)
      .where(and(eq(users.countryCode, '+966'), eq(users.phone, '500000001')));
    assert.ok(customer, 'customer 500000001');
    assert.equal(customer.isActive, true);
    assert.ok(await verify(customer.passwordHash, 'Demo@1234'));

    const [freelancer] = await db().select().from(providers).where(eq(providers.phone, '500000101'));
    assert.ok(freelancer);
    assert.deepEqual([freelancer.countryCode, freelancer.sectionId, freelancer.isActive, freelancer.isApproved], ['+966', 1, true, true]);
    assert.ok(freelancer.approvedAt);
    assert.ok(await verify(freelancer.passwordHash, 'Demo@1234'));

    const [store] = await db().select().from(providers).where(eq(providers.phone, '500000102'));
    assert.deepEqual([store!.sectionId, store!.isActive, store!.isApproved], [2, true, true]);

    const [admin] = await db().select().from(admins).where(eq(admins.email, 'admin@souq.sa'));
    assert.ok(admin && (await verify(admin.passwordHash, 'Admin@12345')));
  });

  it('the demo accounts sign in through the real login calls', async () => {
    const user = await t.post('/user/login', { phone: '500000001', country_code: '+966', password: 'Demo@1234', device_type: 'web' });
    assert.equal(user.key, 'success', user.msg);
    assert.equal(typeof user.data.token, 'string');
    for (const phone of ['500000101', '500000102']) {
      const provider = await t.post('/provider/login', { phone, country_code: '+966', password: 'Demo@1234', device_type: 'web' });
      assert.equal(provider.key, 'success', provider.msg);
      assert.equal(typeof provider.data.token, 'string');
    }
  });

  it('has approved providers of each kind, one pending provider, and works with images', async () => {
    const all = await db().select().from(providers);
    const approved = all.filter((p) => p.isApproved);
    assert.ok(approved.length >= 12);
    assert.ok(approved.some((p) => p.sectionId === 1));
    assert.ok(approved.some((p) => p.sectionId === 2));
    assert.ok(approved.some((p) => p.sectionId === null));
    assert.ok(all.some((p) => !p.isApproved));
    for (const p of all) {
      assert.ok(p.image, `${p.name} has an image`);
      assert.ok(p.searchName.length > 0, `${p.name} has a search name`);
    }
    const workRows = await db().select().from(works);
    assert.ok(workRows.length >= 8);
    for (const w of workRows) {
      const [n] = await db().select({ n: count() }).from(workImages).where(eq(workImages.workId, w.id));
      assert.ok(n!.n >= 1, `work ${w.name} has an image`);
    }
  });

  it('every product has at least one preview image and a download file', async () => {
    const rows = await db().select().from(products);
    assert.ok(rows.filter((p) => p.isApproved).length >= 16);
    assert.ok(rows.some((p) => !p.isApproved));
    assert.ok(rows.some((p) => p.priceAfterDiscount !== null && p.discountPercentage > 0));
    assert.ok(new Set(rows.map((p) => p.salesCount)).size > 5);
    for (const p of rows) {
      const files = await db().select().from(productFiles).where(eq(productFiles.productId, p.id));
      assert.ok(files.filter((f) => f.kind === 'preview').length >= 1, `${p.name} preview`);
      assert.equal(files.filter((f) => f.kind === 'download').length, 1, `${p.name} download`);
      assert.ok(p.searchName.length > 0);
    }
    // Files on disk are real images / a real PDF.
    const [preview] = await db().select().from(productFiles).where(eq(productFiles.kind, 'preview')).limit(1);
    assert.ok(readFileSync(path.join(t.app.deps.storage.root!, preview!.file)).subarray(0, 8).equals(PNG_MAGIC));
    const [download] = await db().select().from(productFiles).where(eq(productFiles.kind, 'download')).limit(1);
    assert.equal(readFileSync(path.join(t.app.deps.storage.root!, download!.file)).subarray(0, 5).toString(), '%PDF-');
  });

  /** GET a stored file the way a browser would, through /uploads. */
  const fetchUpload = (rel: string) => t.app.inject({ method: 'GET', url: `/uploads/${rel}` });
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

  it('every seeded picture is served from /uploads as the PNG it is declared to be', async () => {
    const d = db();
    const paths = [
      ...(await d.select({ f: categories.image }).from(categories)).map((r) => r.f),
      ...(await d.select({ f: sliders.image }).from(sliders)).map((r) => r.f),
      ...(await d.select({ f: partners.image }).from(partners)).map((r) => r.f),
      ...(await d.select({ f: socials.icon }).from(socials)).map((r) => r.f),
      ...(await d.select({ f: countries.image }).from(countries)).map((r) => r.f),
      ...(await d.select({ f: providers.image }).from(providers)).map((r) => r.f),
      ...(await d.select({ f: providerServiceImages.file }).from(providerServiceImages)).map((r) => r.f),
      ...(await d.select({ f: workImages.file }).from(workImages)).map((r) => r.f),
      ...(await d.select({ f: productFiles.file }).from(productFiles).where(eq(productFiles.kind, 'preview'))).map((r) => r.f),
      ...(
        await d
          .select({ f: settings.value })
          .from(settings)
          .where(inArray(settings.key, ['footer_logo', 'about_image']))
      ).map((r) => r.f),
    ];
    assert.ok(paths.length > 150, `${paths.length} pictures`);
    for (const rel of paths) {
      assert.ok(rel, 'every row has a picture');
      assert.match(rel, /\.png$/);
      const res = await fetchUpload(rel);
      assert.equal(res.statusCode, 200, rel);
      assert.equal(res.headers['content-type'], 'image/png', rel);
      assert.ok(res.rawPayload.subarray(0, 8).equals(PNG_MAGIC), rel);
      assert.ok(res.rawPayload.length > 100, `${rel} is a real picture`);
    }
  });

  it('every product download is a one-page PDF carrying the product name', async () => {
    const rows = await db()
      .select({ file: productFiles.file, name: products.name })
      .from(productFiles)
      .innerJoin(products, eq(products.id, productFiles.productId))
      .where(eq(productFiles.kind, 'download'));
    for (const r of rows) {
      // Bought files are never public: only a buyer's download link serves them (test/commerce).
      assert.equal((await fetchUpload(r.file)).statusCode, 404);
      const pdf = await PDFDocument.load(readFileSync(path.join(t.app.deps.storage.root!, r.file)));
      assert.equal(pdf.getPageCount(), 1);
      assert.equal(pdf.getTitle(), r.name);
    }
  });

  it('providers have distinct avatars; offers and products have distinct, several pictures', async () => {
    const d = db();
    const avatars = (await d.select({ f: providers.image }).from(providers)).map((r) =>
      sha(readFileSync(path.join(t.app.deps.storage.root!, r.f!))),
    );
    assert.equal(new Set(avatars).size, avatars.length, 'one avatar per provider');

    const offers = await d.select({ id: providerServices.id }).from(providerServices);
    const offerPictures = await d.select().from(providerServiceImages);
    for (const o of offers) assert.ok(offerPictures.filter((p) => p.providerServiceId === o.id).length >= 2, `offer ${o.id} has a gallery`);
    const offerHashes = offerPictures.map((p) => sha(readFileSync(path.join(t.app.deps.storage.root!, p.file))));
    assert.equal(new Set(offerHashes).size, offerHashes.length, 'no two offer pictures are the same');

    const previews = await d.select().from(productFiles).where(eq(productFiles.kind, 'preview'));
    const previewHashes = previews.map((p) => sha(readFileSync(path.join(t.app.deps.storage.root!, p.file))));
    assert.equal(new Set(previewHashes).size, previewHashes.length, 'no two product previews are the same');
  });

  it('some providers and products are named in English, as their authors wrote them', async () => {
    const arabic = /[\u0600-\u06FF]/;
    const english = (await db().select({ name: providers.name }).from(providers)).filter((p) => !arabic.test(p.name));
    assert.ok(english.length >= 3, english.map((p) => p.name).join(', '));
    const products_ = (await db().select({ name: products.name, approved: products.isApproved }).from(products)).filter(
      (p) => p.approved && !arabic.test(p.name),
    );
    assert.ok(products_.length >= 4);
    // They are found by the English search like any other.
    const r = await t.post('/user/provider/search', { name: 'lina' }, { token: null });
    assert.ok(r.data.data.some((p: { name: string }) => p.name === 'Lina Haddad'));
  });

  it('seeding again changes nothing (base is idempotent, demo only seeds an empty catalogue)', async () => {
    const counts = async () => {
      const out: number[] = [];
      for (const table of [categories, products, providers, users, admins]) {
        const [r] = await db().select({ n: count() }).from(table);
        out.push(r!.n);
      }
      return out;
    };
    const first = await counts();
    await seedBase(ctx());
    await seedDemo(ctx());
    assert.deepEqual(await counts(), first);
    assert.equal((await t.get('/countries/keys')).data.length, 11);
    assert.equal((await t.get('/cities')).data.length, 22);
  });

  it('the store works end to end: a charged demo wallet, an earlier purchase with its invoice, WELCOME10, the store owner’s products', async () => {
    const [u] = await db()
      .select()
      .from(users)
      .where(and(eq(users.countryCode, '+966'), eq(users.phone, '500000001')));
    const [p] = await db()
      .select()
      .from(providers)
      .where(and(eq(providers.countryCode, '+966'), eq(providers.phone, '500000102')));
    const customer = await t.app.deps.tokens.issue('user', u!.id);
    const storeOwner = await t.app.deps.tokens.issue('provider', p!.id);
    assert.equal((await t.post('/wallet/balance', undefined, { token: customer })).data, 5000);
    const earlier = await t.get('/user/downloads', { token: customer });
    assert.equal(earlier.data.length, 1);
    const inv = await t.get(`/invoices/products/${earlier.data[0].order_id}`, { token: customer });
    assert.equal(inv.key, 'success', inv.msg);
    assert.equal(inv.data.vat_rate, 15);

    const mine = await t.get('/provider/products', { token: storeOwner });
    assert.equal(mine.key, 'success');
    assert.ok(mine.data.length >= 2, 'the demo store owner has products');
    const listed = mine.data.filter((p: { is_approved: boolean }) => p.is_approved);
    assert.ok(mine.data.some((p: { is_approved: boolean }) => !p.is_approved) || listed.length === mine.data.length);

    assert.equal((await t.post('/user/cart/add', { product_id: listed[0].id }, { token: customer })).key, 'success');
    assert.equal((await t.get('/user/cart/inquiry-coupon?coupon=WELCOME10', { token: customer })).key, 'success');
    const paid = await t.post('/user/create-order', { pay_type: 1, coupon: 'WELCOME10' }, { token: customer });
    assert.equal(paid.key, 'success', paid.msg);
    assert.equal(paid.data.paid, true);
    const files = await t.get('/user/downloads', { token: customer });
    assert.equal(files.data.length, 2);
    const links = await t.post('/user/products/download-files', { product_id: listed[0].id }, { token: customer });
    const file = await t.app.inject({ method: 'GET', url: new URL(links.data.download_files_attachments[0].link).pathname });
    assert.equal(file.statusCode, 200);
    assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });
});
