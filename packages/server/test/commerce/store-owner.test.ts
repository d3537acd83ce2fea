import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { admins, productFeatures, productFiles, products } from '../../src/db/schema';
import { readDate } from '../../src/modules/commerce/store-owner.service';
import { type TestApp, useTestApp } from '../helpers/test-app';
import { givePurchase, makeFeature, makeProduct, makeProvider, makeStoreCategory, makeUser, PNG, productRow } from './fixtures';
import { makeCategory } from '../catalog/fixtures';

const PDF = Buffer.from('%PDF-1.4\n% a product file\n');

type FileSpec = { field: string; name: string; buffer: Buffer; type?: string };

function productForm(fields: Record<string, string | number>, files: FileSpec[]): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  for (const f of files) fd.append(f.field, new Blob([f.buffer], { type: f.type ?? 'application/octet-stream' }), f.name);
  return fd;
}
const preview = (i = 0): FileSpec => ({ field: `preview_files[${i}]`, name: `shot-${i}.png`, buffer: PNG, type: 'image/png' });
const download = (i = 0, name = 'الدليل.pdf'): FileSpec => ({ field: `download_files[${i}]`, name, buffer: PDF, type: 'application/pdf' });

describe('store owner: own products, approval, files and download report', () => {
  const t = useTestApp();
  let db: TestApp['app']['deps']['db'];
  let cat: { id: number };
  let serviceCat: { id: number };
  let f1: { id: number };
  let f2: { id: number };
  let owner: { id: number; token: string };
  let rival: { id: number; token: string };
  let freelancer: { id: number; token: string };
  let customer: { id: number; token: string };
  let adminToken: string;

  const provider = async (name: string, sectionId: number | null) => {
    const p = await makeProvider(db, name, { sectionId });
    return { id: p.id, token: await t.app.deps.tokens.issue('provider', p.id) };
  };
  const productCount = async () => Number((await db.select({ n: count() }).from(products))[0]!.n);
  const fields = (o: Record<string, string | number> = {}) => ({
    name: 'قالب متجر إلكتروني',
    category_id: cat.id,
    'features[0]': f1.id,
    'features[1]': f2.id,
    price: '200',
    discount_percentage: '25',
    price_after_discount: '150',
    discount_expire: '12/31/2099,',
    description: 'قالب كامل لمتجر إلكتروني يدعم العربية',
    ...o,
  });
  const store = (
    token: string,
    f: Record<string, string | number>,
    files: FileSpec[] = [preview(), download()],
    lang: 'ar' | 'en' = 'en',
  ) => t.post('/provider/products/store', productForm(f, files), { token, lang });

  before(async () => {
    db = t.app.deps.db;
    cat = await makeStoreCategory(db);
    serviceCat = await makeCategory(db);
    f1 = await makeFeature(db, 'ملفات مصدرية', 'Source files');
    f2 = await makeFeature(db, 'يدعم العربية', 'RTL ready');
    owner = await provider('متجر خالد', 2);
    rival = await provider('متجر منافس', null);
    freelancer = await provider('مستقل', 1);
    const u = await makeUser(db);
    customer = { id: u.id, token: await t.app.deps.tokens.issue('user', u.id) };
    const [admin] = await db.select().from(admins).limit(1);
    adminToken = await t.app.deps.tokens.issue('admin', admin!.id);
  });

  it('reads the dates browsers send', () => {
    assert.equal(readDate('2026-12-31'), '2026-12-31');
    assert.equal(readDate('12/31/2026,'), '2026-12-31');
    assert.equal(readDate('1/5/2026,'), '2026-01-05');
    assert.equal(readDate('31/12/2026'), '2026-12-31');
    assert.equal(readDate('٣١/١٢/٢٠٢٦'), '2026-12-31');
    assert.equal(readDate('\u200f٥\u200f/١\u200f/٢٠٢٦'), '2026-01-05');
    assert.equal(readDate('31-12-26'), '2026-12-31');
    assert.equal(readDate('2026-02-30'), null);
    assert.equal(readDate('tomorrow'), null);
  });

  it('a freelancer is told products are for store owners', async () => {
    for (const r of [
      await t.get('/provider/products', { token: freelancer.token, lang: 'ar' }),
      await store(freelancer.token, fields(), undefined, 'ar'),
      await t.get('/provider/downloads', { token: freelancer.token, lang: 'ar' }),
    ]) {
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, 'إضافة المنتجات متاحة لأصحاب المتاجر فقط');
    }
    assert.equal((await t.get('/provider/products', { token: customer.token })).key, 'fail', 'customers are refused by role');
  });

  it('bad input is a localized fail and creates nothing', async () => {
    const before = await productCount();
    const cases: [Record<string, string | number>, FileSpec[], string][] = [
      [fields({ category_id: serviceCat.id }), [preview(), download()], 'اختر قسماً من أقسام المتاجر'],
      [fields({ 'features[1]': 999_999 }), [preview(), download()], 'إحدى الميزات المختارة غير موجودة'],
      [fields({ price_after_discount: '120' }), [preview(), download()], 'السعر بعد الخصم لا يطابق نسبة الخصم (المتوقع 150 ر.س)'],
      [fields({ discount_expire: '1/1/2020,' }), [preview(), download()], 'تاريخ انتهاء الخصم يجب أن يكون في المستقبل'],
      [fields({ discount_expire: 'soon' }), [preview(), download()], 'تاريخ انتهاء الخصم غير صحيح'],
      [fields({ discount_expire: '' }), [preview(), download()], 'حدد تاريخ انتهاء الخصم'],
      [fields(), [download()], 'أضف صورة عرض واحدة على الأقل'],
      [fields(), [preview()], 'أضف ملف تحميل واحداً على الأقل'],
      [fields(), [{ ...preview(), buffer: PDF, type: 'image/png' }, download()], ''],
    ];
    for (const [f, files, msg] of cases) {
      const r = await store(owner.token, f, files, 'ar');
      assert.equal(r.key, 'fail', JSON.stringify(f));
      if (msg) assert.equal(r.msg, msg);
    }
    assert.equal(await productCount(), before);
    assert.equal(Number((await db.select({ n: count() }).from(productFiles)).at(0)!.n), 0);
  });

  it('a new product waits for approval: hidden from customers until the administrator approves it', async () => {
    const r = await store(owner.token, fields());
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.msg, 'The product was added and is waiting for the administration’s approval');
    assert.equal(r.data.is_approved, false);
    const id = r.data.id as number;
    const row = await productRow(db, id);
    assert.equal(row.price, 200_00);
    assert.equal(row.priceAfterDiscount, 150_00);
    assert.equal(row.discountExpire, '2099-12-31');
    assert.equal(row.providerId, owner.id);

    const list = await t.get('/provider/products', { token: owner.token });
    assert.equal(list.key, 'success');
    assert.deepEqual(
      list.data.map((p: { id: number; is_approved: boolean }) => [p.id, p.is_approved]),
      [[id, false]],
    );
    assert.equal(list.data[0].preview_files_attachments.length, 1);
    assert.equal((await t.get('/provider/products', { token: rival.token })).data.length, 0, 'another owner sees none of it');

    assert.equal((await t.post('/user/products/show', { product_id: id }, { token: customer.token })).key, 'fail');
    assert.equal((await t.get(`/user/category/${cat.id}/products`, { token: customer.token })).data.data.length, 0);

    const approved = await t.post(`/admin/products/${id}/approve`, undefined, { token: adminToken });
    assert.equal(approved.key, 'success', approved.msg);
    const shown = await t.post('/user/products/show', { product_id: id }, { token: customer.token });
    assert.equal(shown.key, 'success');
    assert.equal(shown.data.price_after_discount, 150);
    assert.deepEqual(shown.data.features.map((f: { id: number }) => f.id).sort(), [f1.id, f2.id].sort());
  });

  it('show, update and files: the owner only; an update goes back to approval', async () => {
    const id = (await store(owner.token, fields({ name: 'حزمة أيقونات' }), [preview(), download(0, 'icons.zip')])).data.id as number;
    await db.update(products).set({ isApproved: true }).where(eq(products.id, id));

    assert.equal((await t.post('/provider/products/show', { product_id: id }, { token: rival.token, lang: 'ar' })).msg, 'المنتج غير موجود');
    const shown = await t.post('/provider/products/show', { product_id: id }, { token: owner.token });
    assert.equal(shown.key, 'success', shown.msg);
    assert.equal(shown.data.discount_expire, '2099-12-31');
    assert.equal(shown.data.stored_discount_percentage, 25);
    assert.equal(shown.data.download_files_attachments.length, 1);
    const ownLink = shown.data.download_files_attachments[0].link as string;
    const got = await t.app.inject({ method: 'GET', url: new URL(ownLink).pathname });
    assert.equal(got.statusCode, 200, 'the owner can fetch their own file');
    assert.deepEqual(got.rawPayload, PDF);

    // Another owner cannot change it; nothing changes.
    const hijack = await t.post('/provider/products/update', productForm({ ...fields({ name: 'مسروق' }), product_id: id }, []), {
      token: rival.token,
    });
    assert.equal(hijack.key, 'fail');
    assert.equal((await productRow(db, id)).name, 'حزمة أيقونات');

    // The owner: new fields, one feature instead of two, a second preview; the date echoed back as shown.
    const changed: Record<string, string | number> = {
      ...fields({ name: 'حزمة أيقونات 2', price: '100', price_after_discount: '75', discount_expire: shown.data.discount_expire }),
      product_id: id,
    };
    delete changed['features[1]'];
    const upd = await t.post('/provider/products/update', productForm(changed, [preview(0)]), { token: owner.token });
    assert.equal(upd.key, 'success', upd.msg);
    assert.equal(upd.data.is_approved, false);
    const row = await productRow(db, id);
    assert.equal(row.name, 'حزمة أيقونات 2');
    assert.equal(row.price, 100_00);
    assert.equal(row.isApproved, false);
    assert.deepEqual(
      (await db.select().from(productFeatures).where(eq(productFeatures.productId, id))).map((f) => f.featureId),
      [f1.id],
    );
    const files = await db.select().from(productFiles).where(eq(productFiles.productId, id));
    assert.equal(files.filter((f) => f.kind === 'preview').length, 2);

    // Removing files: by name, one at a time, never the last of its kind.
    const again = await t.post('/provider/products/show', { product_id: id }, { token: owner.token });
    const [first, second] = again.data.preview_files_attachments as { name: string }[];
    const del = (body: Record<string, unknown>, token = owner.token) =>
      t.post('/provider/products/images/delete', { product_id: id, ...body }, { token, lang: 'ar' });
    assert.equal((await del({ preview_image: first!.name }, rival.token)).key, 'fail');
    assert.equal((await del({ preview_image: 'nope.png' })).msg, 'الملف غير موجود في هذا المنتج');
    assert.equal((await del({ preview_image: first!.name, download_image: 'x' })).msg, 'حدد ملفاً واحداً للحذف: صورة عرض أو ملف تحميل');
    assert.equal((await del({ preview_image: first!.name })).key, 'success');
    assert.equal((await del({ preview_image: second!.name })).msg, 'يجب أن يبقى للمنتج صورة عرض واحدة على الأقل');
    const dl = again.data.download_files_attachments[0].name as string;
    assert.equal((await del({ download_image: dl })).msg, 'يجب أن يبقى للمنتج ملف تحميل واحد على الأقل');
    assert.equal((await db.select().from(productFiles).where(eq(productFiles.productId, id))).length, 2);
  });

  it("a rejected product that its owner edits goes back to the administrator's waiting queue", async () => {
    const id = (await store(owner.token, fields({ name: 'قالب مرفوض' }))).data.id as number;
    const rejected = await t.post(`/admin/products/${id}/reject`, { reason: 'الملف لا يطابق الوصف' }, { token: adminToken });
    assert.equal(rejected.key, 'success', rejected.msg);
    const queue = async (status: string) =>
      (
        (await t.get(`/admin/products?status=${status}&q=${encodeURIComponent('قالب مرفوض')}`, { token: adminToken })).data.data as {
          id: number;
        }[]
      ).map((p) => p.id);
    assert.deepEqual(await queue('rejected'), [id]);
    assert.deepEqual(await queue('pending'), []);
    // The owner sees the refusal and its reason on their products (and nobody else's reason).
    const reasonOf = async () =>
      ((await t.get('/provider/products', { token: owner.token })).data as { id: number; rejection_reason: string | null }[]).find(
        (p) => p.id === id,
      )?.rejection_reason;
    assert.equal(await reasonOf(), 'الملف لا يطابق الوصف');
    const upd = await t.post('/provider/products/update', productForm({ ...fields({ name: 'قالب مرفوض' }), product_id: id }, []), {
      token: owner.token,
    });
    assert.equal(upd.key, 'success', upd.msg);
    assert.deepEqual(await queue('pending'), [id]);
    assert.deepEqual(await queue('rejected'), []);
    const row = await productRow(db, id);
    assert.equal(row.rejectedAt, null);
    assert.equal(row.rejectionReason, null);
    assert.equal(await reasonOf(), null);
  });

  it('delete: refused once bought, otherwise gone from every list and cart', async () => {
    const sold = (await store(owner.token, fields({ name: 'منتج مباع' }))).data.id as number;
    await db.update(products).set({ isApproved: true }).where(eq(products.id, sold));
    await givePurchase(db, customer.id, sold);
    const refused = await t.post('/provider/products/delete', { product_id: sold }, { token: owner.token, lang: 'ar' });
    assert.equal(refused.msg, 'لا يمكن حذف منتج تم شراؤه');
    assert.equal((await productRow(db, sold)).deletedAt, null);

    const fresh = (await store(owner.token, fields({ name: 'منتج للحذف' }))).data.id as number;
    await db.update(products).set({ isApproved: true }).where(eq(products.id, fresh));
    const other = await makeUser(db, 'عميل آخر');
    const otherToken = await t.app.deps.tokens.issue('user', other.id);
    assert.equal((await t.post('/user/cart/add', { product_id: fresh }, { token: otherToken })).key, 'success');
    assert.equal((await t.post('/provider/products/delete', { product_id: fresh }, { token: rival.token })).key, 'fail');
    const gone = await t.post('/provider/products/delete', { product_id: fresh }, { token: owner.token });
    assert.equal(gone.key, 'success', gone.msg);
    assert.ok((await productRow(db, fresh)).deletedAt);
    assert.ok(!(await t.get('/provider/products', { token: owner.token })).data.some((p: { id: number }) => p.id === fresh));
    assert.equal((await t.get('/user/cart/get', { token: otherToken })).data.count, 0);
    assert.equal((await t.post('/provider/products/show', { product_id: fresh }, { token: owner.token })).key, 'fail');
  });

  it('the download report lists the owner’s downloaded products, most downloaded first', async () => {
    const a = await makeProduct(db, owner.id, cat.id, { name: 'أ' });
    const b = await makeProduct(db, owner.id, cat.id, { name: 'ب' });
    await makeProduct(db, owner.id, cat.id, { name: 'ج' });
    const theirs = await makeProduct(db, rival.id, cat.id, { name: 'د' });
    await db.update(products).set({ downloadCount: 3 }).where(eq(products.id, a.id));
    await db.update(products).set({ downloadCount: 7 }).where(eq(products.id, b.id));
    await db.update(products).set({ downloadCount: 9 }).where(eq(products.id, theirs.id));
    const r = await t.get('/provider/downloads', { token: owner.token });
    assert.equal(r.key, 'success');
    assert.deepEqual(
      r.data.map((p: { id: number; download_count: number }) => [p.id, p.download_count]),
      [
        [b.id, 7],
        [a.id, 3],
      ],
    );
  });
});
