import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { isSaudiIban } from '@souq/contracts';
import { providerBankAccounts, providerServices, providers, workImages, works } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { PNG, imageForm, makeCategory, makeExperience, makeProvider, makeService } from '../catalog/fixtures';

/** A valid Saudi IBAN (published example) and the same with one digit changed. */
const IBAN = 'SA0380000000608010167519';
const BAD_CHECKSUM = 'SA0380000000608010167518';

describe('provider back office', () => {
  const t = useTestApp();
  let me: string;
  let other: string;
  let storeOwner: string;
  let customer: string;
  let meId: number;
  let design: { id: number; categoryId: number; nameAr: string; nameEn: string };
  let logo: { id: number; categoryId: number; nameAr: string; nameEn: string };
  let writing: { id: number; categoryId: number; nameAr: string; nameEn: string };
  let storeCategoryService: { id: number };
  let designCat: number;
  let writingCat: number;

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db, 'تصميم', 'Design');
    const cat2 = await makeCategory(db, 'كتابة', 'Writing');
    designCat = cat.id;
    writingCat = cat2.id;
    design = await makeService(db, cat.id, 'تصميم مواقع', 'Web design');
    logo = await makeService(db, cat.id, 'تصميم شعارات', 'Logo design');
    writing = await makeService(db, cat2.id, 'كتابة محتوى', 'Copywriting');
    const [storeCat] = await db
      .execute(sql`insert into categories (type, name_ar, name_en) values ('store', 'قوالب', 'Templates') returning id`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    storeCategoryService = await makeService(db, storeCat!.id, 'قوالب ووردبريس', 'WordPress themes');
    const p1 = await makeProvider(db, 'مصمم', { sectionId: 1 });
    const p2 = await makeProvider(db, 'مصممة', { sectionId: null });
    const p3 = await makeProvider(db, 'صاحب متجر', { sectionId: 2 });
    meId = p1.id;
    me = await t.app.deps.tokens.issue('provider', p1.id);
    other = await t.app.deps.tokens.issue('provider', p2.id);
    storeOwner = await t.app.deps.tokens.issue('provider', p3.id);
    const [u] = await db
      .execute(
        sql`insert into users (user_name, country_code, phone, password_hash, is_active) values ('c', '+966', '500000001', 'x', true) returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    customer = await t.app.deps.tokens.issue('user', u!.id);
  });

  const fileOnDisk = (link: string) => path.join(t.config.dataDir, 'uploads', new URL(link).pathname.replace(/^\/uploads\//, ''));

  describe('offered services', () => {
    let rowId = 0;

    it('stores a service with images, lists, shows it in the existing client shape', async () => {
      const res = await t.post(
        '/provider/services/store',
        imageForm(
          { category_id: String(designCat), service_id: String(design.id), price: '150.5', duration: '4', description: 'مواقع سريعة' },
          [
            { name: 'a.png', buffer: PNG },
            { name: 'b.png', buffer: PNG },
          ],
        ),
        { token: me },
      );
      assert.equal(res.key, 'success', res.msg);
      assert.equal(res.msg, 'The service has been added');
      rowId = res.data.id;
      assert.equal(res.data.provider_service_id, rowId);
      assert.equal(res.data.price, 150.5);
      assert.equal(res.data.attachments.length, 2);
      assert.match(res.data.attachments[0].link, /^http:\/\/souq\.test\//);
      const [row] = await t.app.deps.db.select().from(providerServices).where(eq(providerServices.id, rowId));
      assert.equal(row!.price, 15050, 'stored in halalas');
      assert.equal(row!.listed, true, 'the listing trigger (migration 0006) still fills listed');

      const list = await t.get('/provider/services', { token: me });
      assert.deepEqual(
        list.data.map((s: { id: number; name: string; duration: number; price: number }) => [s.id, s.name, s.duration, s.price]),
        [[rowId, 'Web design', 4, 150.5]],
      );
      const show = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me, lang: 'ar' });
      assert.deepEqual(show.data.category, { id: designCat, name: 'تصميم' });
      assert.deepEqual(show.data.service, { id: design.id, name: 'تصميم مواقع' });
    });

    it('takes the category from the service when none is sent', async () => {
      const res = await t.post('/provider/services/store', { service_id: logo.id, price: 99, duration: 2 }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      assert.equal(res.data.category.id, designCat);
    });

    it('offers a service once; price and duration positive; category must match; store owners refused', async () => {
      const count = async () => (await t.app.deps.db.select().from(providerServices)).length;
      const before = await count();
      const cases: [Record<string, unknown>, string, string?][] = [
        [{ service_id: design.id, price: 10, duration: 1 }, 'You already offer this service'],
        [{ service_id: writing.id, price: 0, duration: 1 }, 'The price field must be greater than zero'],
        [{ service_id: writing.id, price: -5, duration: 1 }, 'The price field must be greater than zero'],
        [{ service_id: writing.id, price: 10, duration: 0 }, 'The duration field must be greater than zero'],
        [{ service_id: writing.id, price: 10, duration: 1.5 }, 'The duration field must be a whole number'],
        [{ service_id: writing.id, price: 10.555, duration: 1 }, 'The price field takes at most two decimals'],
        [{ service_id: writing.id, duration: 1 }, 'The price field is required'],
        [{ price: 10, duration: 1 }, 'The service field is required'],
        [
          { service_id: writing.id, category_id: designCat, price: 10, duration: 1 },
          'The chosen service does not belong to the chosen category',
        ],
        [{ service_id: 999999, price: 10, duration: 1 }, 'The requested service does not exist'],
        [{ service_id: storeCategoryService.id, price: 10, duration: 1 }, 'The requested service does not exist'],
        [{ service_id: writing.id, price: 10, duration: 1 }, 'Services and works are for service providers, not store owners', 'store'],
      ];
      for (const [body, msg, who] of cases) {
        const res = await t.post('/provider/services/store', body, { token: who === 'store' ? storeOwner : me });
        assert.equal(res.key, 'fail', JSON.stringify(body));
        assert.match(res.msg, new RegExp(msg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), JSON.stringify(body));
      }
      const ar = await t.post('/provider/services/store', { service_id: design.id, price: 10, duration: 1 }, { token: me, lang: 'ar' });
      assert.equal(ar.msg, 'أنت تقدم هذه الخدمة بالفعل');
      assert.equal(await count(), before, 'nothing written');
    });

    it('refuses a non-image file and an 11th image, writing nothing', async () => {
      const before = (await t.app.deps.db.select().from(providerServices)).length;
      const txt = await t.post(
        '/provider/services/store',
        imageForm({ service_id: String(writing.id), price: '10', duration: '1' }, [
          { name: 'x.png', buffer: Buffer.from('not an image'), type: 'image/png' },
        ]),
        { token: me },
      );
      assert.equal(txt.key, 'fail');
      const upd = await t.post(
        '/provider/services/update',
        imageForm(
          { provider_service_id: String(rowId), price: '10', duration: '1' },
          Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, buffer: PNG })),
        ),
        { token: me },
      );
      assert.equal(upd.key, 'fail', 'two images + nine is more than ten');
      assert.equal((await t.app.deps.db.select().from(providerServices)).length, before);
      const show = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me });
      assert.equal(show.data.attachments.length, 2);
      assert.equal(show.data.price, 150.5);
    });

    it("updates price and duration (the existing client's form) and adds images", async () => {
      const res = await t.post(
        '/provider/services/update',
        imageForm({ provider_service_id: String(rowId), price: '200', duration: '6' }, [{ name: 'c.png', buffer: PNG }]),
        { token: me },
      );
      assert.equal(res.key, 'success', res.msg);
      assert.equal(res.data.price, 200);
      assert.equal(res.data.duration, 6);
      assert.equal(res.data.description, 'مواقع سريعة', 'description kept when not sent');
      assert.equal(res.data.attachments.length, 3);
    });

    it('deletes one image by its stored name; the file goes too', async () => {
      const show = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me });
      const first = show.data.attachments[0];
      assert.ok(existsSync(fileOnDisk(first.link)));
      const wrong = await t.post('/provider/services/images/delete', { provider_service_id: rowId, image: 'nope.png' }, { token: me });
      assert.equal(wrong.key, 'fail');
      const res = await t.post('/provider/services/images/delete', { provider_service_id: rowId, image: first.name }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      assert.ok(!existsSync(fileOnDisk(first.link)));
      const after_ = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me });
      assert.equal(after_.data.attachments.length, 2);
    });

    it("another provider's service is neither readable nor changeable", async () => {
      const show = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: other });
      assert.equal(show.key, 'fail');
      assert.equal(show.msg, 'This service is not among your services');
      const upd = await t.post('/provider/services/update', { provider_service_id: rowId, price: 1, duration: 1 }, { token: other });
      assert.equal(upd.key, 'fail');
      const img = await t.post('/provider/services/images/delete', { provider_service_id: rowId, image: 'x.png' }, { token: other });
      assert.equal(img.key, 'fail');
      const del = await t.post('/provider/services/delete', { provider_service_id: rowId }, { token: other });
      assert.equal(del.key, 'fail');
      assert.deepEqual((await t.get('/provider/services', { token: other })).data, []);
      const mine = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me });
      assert.equal(mine.data.price, 200);
      assert.equal(mine.data.attachments.length, 2);
    });

    it('needs a provider token', async () => {
      assert.equal((await t.get('/provider/services', { token: customer })).key, 'fail');
      assert.equal((await t.get('/provider/services')).key, 'unauthenticated');
    });

    it('deletes the service with its images', async () => {
      const show = await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me });
      const res = await t.post('/provider/services/delete', { provider_service_id: rowId }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      for (const a of show.data.attachments) assert.ok(!existsSync(fileOnDisk(a.link)));
      assert.equal((await t.post('/provider/services/show', { provider_service_id: rowId }, { token: me })).key, 'fail');
      // Offered again after deleting: allowed.
      const again = await t.post('/provider/services/store', { service_id: design.id, price: 10, duration: 1 }, { token: me });
      assert.equal(again.key, 'success', again.msg);
    });
  });

  describe('works', () => {
    let workId = 0;

    it('stores a work with images in the existing client shape', async () => {
      const res = await t.post(
        '/provider/works/store',
        imageForm(
          {
            name: 'متجر عطور',
            category_id: String(designCat),
            service_id: String(design.id),
            duration: '5',
            price: '300',
            link: 'www.example.com/perfume',
            description: 'تصميم كامل',
          },
          [
            { name: 'w1.png', buffer: PNG },
            { name: 'w2.png', buffer: PNG },
          ],
        ),
        { token: me, lang: 'ar' },
      );
      assert.equal(res.key, 'success', res.msg);
      assert.equal(res.msg, 'تمت إضافة العمل بنجاح');
      workId = res.data.id;
      assert.equal(res.data.link, 'https://www.example.com/perfume');
      assert.equal(res.data.logo.link, res.data.attachments[0].link);
      assert.deepEqual(res.data.category, { id: designCat, name: 'تصميم' });
      assert.deepEqual(res.data.service, { id: design.id, name: 'تصميم مواقع' });
      const list = await t.get('/provider/works', { token: me });
      assert.deepEqual(
        list.data.map((w: { id: number }) => w.id),
        [workId],
      );
    });

    it('a work without images has a logo object with an empty link', async () => {
      const res = await t.post('/provider/works/store', { name: 'مقال', duration: 1, price: 50 }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      assert.deepEqual(res.data.logo, { link: '' });
      assert.deepEqual(res.data.category, { id: null, name: '' });
      assert.equal((await t.post('/provider/works/destroy', { work_id: res.data.id }, { token: me })).key, 'success');
    });

    it('refuses bad input and writes nothing', async () => {
      const count = async () => (await t.app.deps.db.select().from(works)).length;
      const before = await count();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ duration: 1, price: 1 }, /name field is required/],
        [{ name: 'x', duration: 0, price: 1 }, /greater than zero/],
        [{ name: 'x', duration: 1, price: 0 }, /greater than zero/],
        [{ name: 'x', duration: 1, price: 1, link: 'javascript:alert(1)' }, /link is invalid/],
        [{ name: 'x', duration: 1, price: 1, category_id: writingCat, service_id: design.id }, /does not belong/],
        [{ name: 'x', duration: 1, price: 1, category_id: 999999 }, /category does not exist/],
      ];
      for (const [body, msg] of cases) {
        const res = await t.post('/provider/works/store', body, { token: me });
        assert.equal(res.key, 'fail', JSON.stringify(body));
        assert.match(res.msg, msg);
      }
      const notImage = await t.post(
        '/provider/works/store',
        imageForm({ name: 'x', duration: '1', price: '1' }, [
          { name: 'doc.pdf', buffer: Buffer.from('%PDF-1.4'), type: 'application/pdf' },
        ]),
        { token: me },
      );
      assert.equal(notImage.key, 'fail');
      const so = await t.post('/provider/works/store', { name: 'x', duration: 1, price: 1 }, { token: storeOwner });
      assert.equal(so.key, 'fail');
      assert.equal(await count(), before);
    });

    it('updates a work and adds images (new files only)', async () => {
      const res = await t.post(
        '/provider/works/update',
        imageForm(
          {
            work_id: String(workId),
            name: 'متجر عطور فاخر',
            category_id: String(writingCat),
            service_id: String(writing.id),
            duration: '7',
            price: '350',
            link: 'https://x.test',
            description: 'محدث',
          },
          [{ name: 'w3.png', buffer: PNG }],
        ),
        { token: me },
      );
      assert.equal(res.key, 'success', res.msg);
      assert.equal(res.data.name, 'متجر عطور فاخر');
      assert.equal(res.data.service.id, writing.id);
      assert.equal(res.data.price, 350);
      assert.equal(res.data.attachments.length, 3);
      const [row] = await t.app.deps.db.select().from(works).where(eq(works.id, workId));
      assert.equal(row!.price, 35000);
    });

    it('deletes an image by its stored name (not its URL)', async () => {
      const show = await t.post('/provider/works/show', { work_id: workId }, { token: me });
      const a = show.data.attachments[1];
      const byUrl = await t.post('/provider/works/images/delete', { work_id: workId, image: a.link }, { token: me });
      assert.equal(byUrl.key, 'fail');
      const res = await t.post('/provider/works/images/delete', { work_id: workId, image: a.name }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      assert.ok(!existsSync(fileOnDisk(a.link)));
      assert.equal((await t.post('/provider/works/show', { work_id: workId }, { token: me })).data.attachments.length, 2);
    });

    it("another provider's work is neither readable nor changeable", async () => {
      const show = await t.post('/provider/works/show', { work_id: workId }, { token: other });
      assert.equal(show.key, 'fail');
      assert.equal(show.msg, 'This work is not among your works');
      const upd = await t.post('/provider/works/update', { work_id: workId, name: 'hack', duration: 1, price: 1 }, { token: other });
      assert.equal(upd.key, 'fail');
      const mine = await t.post('/provider/works/show', { work_id: workId }, { token: me });
      const img = await t.post(
        '/provider/works/images/delete',
        { work_id: workId, image: mine.data.attachments[0].name },
        { token: other },
      );
      assert.equal(img.key, 'fail');
      const del = await t.post('/provider/works/destroy', { work_id: workId }, { token: other });
      assert.equal(del.key, 'fail');
      const still = await t.post('/provider/works/show', { work_id: workId }, { token: me });
      assert.equal(still.data.name, 'متجر عطور فاخر');
      assert.equal(still.data.attachments.length, 2);
      assert.deepEqual((await t.get('/provider/works', { token: other })).data, []);
    });

    it('destroys the work, its image rows and files', async () => {
      const show = await t.post('/provider/works/show', { work_id: workId }, { token: me });
      const res = await t.post('/provider/works/destroy', { work_id: workId }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      assert.equal((await t.app.deps.db.select().from(workImages).where(eq(workImages.workId, workId))).length, 0);
      for (const a of show.data.attachments) assert.ok(!existsSync(fileOnDisk(a.link)));
      assert.equal((await t.post('/provider/works/destroy', { work_id: workId }, { token: me })).key, 'fail');
    });
  });

  describe('CV', () => {
    it('reads, updates with an experience from /provider/experiences, refuses an unknown one', async () => {
      const exp = await makeExperience(t.app.deps.db, 'خبير', 'Expert');
      const empty = await t.get('/provider/cv', { token: me });
      assert.deepEqual(empty.data, { cv: '', experience: null });
      const list = await t.get('/provider/experiences', { token: me });
      assert.ok(list.data.some((e: { id: number }) => e.id === exp.id));
      const res = await t.post('/provider/cv/update', { cv: 'مصمم منذ 2015', experience_id: String(exp.id) }, { token: me });
      assert.equal(res.key, 'success', res.msg);
      assert.deepEqual(res.data, { cv: 'مصمم منذ 2015', experience: { id: exp.id, name: 'Expert' } });
      const bad = await t.post('/provider/cv/update', { cv: 'x', experience_id: 999999 }, { token: me });
      assert.equal(bad.key, 'fail');
      const ar = await t.get('/provider/cv', { token: me, lang: 'ar' });
      assert.deepEqual(ar.data, { cv: 'مصمم منذ 2015', experience: { id: exp.id, name: 'خبير' } });
      // Only the CV text: the experience stays.
      await t.post('/provider/cv/update', { cv: 'نص جديد' }, { token: me });
      assert.deepEqual((await t.get('/provider/cv', { token: me })).data.experience, { id: exp.id, name: 'Expert' });
      // The other provider's CV is untouched.
      assert.deepEqual((await t.get('/provider/cv', { token: other })).data, { cv: '', experience: null });
      const [row] = await t.app.deps.db.select().from(providers).where(eq(providers.id, meId));
      assert.equal(row!.cv, 'نص جديد');
    });
  });

  describe('bank account', () => {
    it('checks Saudi IBANs: SA + 22 digits, mod 97', () => {
      assert.ok(isSaudiIban(IBAN));
      assert.ok(isSaudiIban('sa03 8000 0000 6080 1016 7519'));
      assert.ok(!isSaudiIban(BAD_CHECKSUM));
      assert.ok(!isSaudiIban('GB82WEST12345698765432'), 'a valid non-Saudi IBAN');
      assert.ok(!isSaudiIban('SA038000000060801016751'), 'too short');
    });

    it('add mode (null) → add → update mode; response keys differ from the request keys', async () => {
      assert.equal((await t.get('/provider/bank-account', { token: me })).data, null);
      const upd0 = await t.post(
        '/provider/bank-account/update',
        { name: 'x', user_name: 'y', number: '1234567', iban: IBAN },
        { token: me },
      );
      assert.equal(upd0.key, 'fail');
      assert.equal(upd0.msg, 'You have not added a bank account yet');
      const add = await t.post(
        '/provider/bank-account/add',
        { name: 'مصرف الراجحي', user_name: 'محمد علي', number: '608 010 167 519', iban: 'sa03 8000 0000 6080 1016 7519' },
        { token: me },
      );
      assert.equal(add.key, 'success', add.msg);
      const got = await t.get('/provider/bank-account', { token: me });
      assert.deepEqual(got.data, { bank_name: 'مصرف الراجحي', bank_username: 'محمد علي', bank_account: '608010167519', bank_iban: IBAN });
      const again = await t.post('/provider/bank-account/add', { name: 'x', user_name: 'y', number: '1234567', iban: IBAN }, { token: me });
      assert.equal(again.key, 'fail');
      const upd = await t.post(
        '/provider/bank-account/update',
        { name: 'البنك الأهلي', user_name: 'محمد علي', number: '1234567', iban: IBAN },
        { token: me },
      );
      assert.equal(upd.key, 'success', upd.msg);
      assert.equal((await t.get('/provider/bank-account', { token: me })).data.bank_name, 'البنك الأهلي');
      assert.equal((await t.get('/provider/bank-account', { token: other })).data, null, "another provider's account is not visible");
    });

    it('refuses a bad IBAN or account number (localized), nothing changed', async () => {
      const cases: [Record<string, string>, string, string][] = [
        [
          { iban: BAD_CHECKSUM },
          'The IBAN is not valid; check it against your bank statement',
          'رقم الآيبان غير صحيح، تأكد من كتابته كما في كشف الحساب',
        ],
        [{ iban: 'GB82WEST12345698765432' }, 'The IBAN must be SA followed by 22 digits', 'رقم الآيبان يجب أن يبدأ بـ SA ويتبعه 22 رقماً'],
        [{ iban: 'SA12' }, 'The IBAN must be SA followed by 22 digits', 'رقم الآيبان يجب أن يبدأ بـ SA ويتبعه 22 رقماً'],
        [{ number: '12' }, 'The account number must be 6 to 30 letters or digits', 'رقم الحساب يجب أن يتكون من 6 إلى 30 حرفاً أو رقماً'],
        [{ name: '' }, 'The name field is required', 'حقل الاسم مطلوب'],
      ];
      for (const [patch, en, ar] of cases) {
        const body = { name: 'بنك', user_name: 'محمد', number: '1234567', iban: IBAN, ...patch };
        const r1 = await t.post('/provider/bank-account/update', body, { token: me });
        assert.equal(r1.key, 'fail');
        assert.equal(r1.msg, en);
        const r2 = await t.post('/provider/bank-account/update', body, { token: me, lang: 'ar' });
        assert.equal(r2.msg, ar);
      }
      const rows = await t.app.deps.db.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, meId));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.bankName, 'البنك الأهلي');
    });

    it('two adds at once keep one account', async () => {
      const body = { name: 'بنك', user_name: 'سارة', number: '7654321', iban: IBAN };
      const res = await Promise.all([1, 2, 3].map(() => t.post('/provider/bank-account/add', body, { token: other })));
      assert.equal(res.filter((r) => r.key === 'success').length, 1);
      assert.equal(res.filter((r) => r.key === 'fail').length, 2);
    });
  });
});
