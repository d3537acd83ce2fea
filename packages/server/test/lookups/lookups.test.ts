import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { complaints, subscribers } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

const BASE = 'http://souq.test';
const isUpload = (u: unknown) => typeof u === 'string' && u.startsWith(`${BASE}/uploads/`);
interface Card {
  id: number;
  name: string;
  rate: number;
  is_favorite: boolean;
  price: number;
  price_after_discount: number | null;
  has_discount: boolean;
  discount_percentage: number;
  preview_files_attachments: { name: string; link: string; alt: string }[] | null;
  [key: string]: unknown;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('public lookups (demo catalogue)', () => {
  const t = useTestApp({ demo: true });

  const rows = async (table: typeof subscribers | typeof complaints) => {
    const [r] = await t.app.deps.db.select({ n: count() }).from(table);
    return r!.n;
  };

  it('GET /settings: every key, both languages, absolute image URLs, typed flags and rates', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const r = await t.get('/settings', { lang });
      assert.equal(r.status, 200);
      assert.equal(r.key, 'success');
      const s = r.data;
      for (const k of ['footer_description_ar', 'footer_description_en', 'about_content_ar', 'about_content_en', 'terms_ar', 'terms_en']) {
        assert.equal(typeof s[k], 'string', k);
        assert.ok(s[k].length > 20, k);
      }
      // The terms page shows its own title; the text must not repeat it.
      assert.match(s.terms_ar, /^1\. /);
      assert.match(s.terms_en, /^1\. /);
      assert.ok(isUpload(s.footer_logo));
      assert.ok(isUpload(s.about_image));
      // No app is published: no store link to show until an administrator sets a real one.
      assert.equal(s.google_play_link, '');
      assert.equal(s.app_store_link, '');
      assert.equal(s.open_settlement, true);
      assert.equal(s.tax_rate, 15);
      assert.equal(s.commission_rate, 10);
      assert.match(s.about_content_ar, /[\u0600-\u06FF]/);
      assert.doesNotMatch(s.about_content_en, /[\u0600-\u06FF]/);
    }
  });

  it('GET /about: a plain string in the request language', async () => {
    const ar = await t.get('/about', { lang: 'ar' });
    const en = await t.get('/about', { lang: 'en' });
    const settings = (await t.get('/settings')).data;
    assert.equal(typeof ar.data, 'string');
    assert.equal(ar.data, settings.about_content_ar);
    assert.equal(en.data, settings.about_content_en);
    // The existing client sends lang 'null' on some visits: Arabic.
    const fallback = await t.get('/about', { headers: { lang: 'null' } });
    assert.equal(fallback.data, settings.about_content_ar);
  });

  it('no lang, lang "null" or an unknown lang means Arabic, whatever Accept-Language says', async () => {
    const settings = (await t.get('/settings')).data;
    const variants: Record<string, string>[] = [{}, { lang: 'null' }, { lang: 'xx' }, { lang: '' }];
    for (const extra of variants) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/about', headers: { 'accept-language': 'en-US,en;q=0.9', ...extra } });
      assert.equal(res.json().data, settings.about_content_ar, JSON.stringify(extra));
      assert.match(res.json().msg, /[\u0600-\u06FF]/, 'msg in Arabic');
    }
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/categories/service',
      headers: { 'accept-language': 'en-US' },
    });
    assert.match(categories.json().data[0].name, /[\u0600-\u06FF]/);
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/about', headers: { lang: 'en', 'accept-language': 'ar' } });
    assert.equal(en.json().data, settings.about_content_en);
  });

  it('GET /socials, /intor-sliders, /partners: shapes and absolute URLs', async () => {
    const socials = (await t.get('/socials')).data;
    assert.ok(socials.length >= 4);
    for (const s of socials) {
      assert.equal(typeof s.name, 'string');
      assert.ok(isUpload(s.icon));
      assert.match(s.link, /^https:\/\//);
    }
    const sliders = (await t.get('/intor-sliders')).data;
    assert.equal(sliders.length, 3);
    for (const s of sliders) {
      assert.equal(typeof s.id, 'number');
      assert.ok(isUpload(s.image));
    }
    const partners = (await t.get('/partners')).data;
    assert.equal(partners.length, 6);
    for (const p of partners) {
      assert.deepEqual(Object.keys(p).sort(), ['id', 'image', 'name']);
      assert.ok(isUpload(p.image));
    }
  });

  it('serves the seeded images as real PNG files', async () => {
    const [slider] = (await t.get('/intor-sliders')).data;
    const res = await t.app.inject({ method: 'GET', url: slider.image.slice(BASE.length) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.ok(res.rawPayload.subarray(0, 8).equals(PNG_MAGIC));
    assert.ok(res.rawPayload.length > 1000);
  });

  it('GET /app/sections: services (1) then stores (2), localized, with descriptions', async () => {
    const ar = (await t.get('/app/sections', { lang: 'ar' })).data;
    const en = (await t.get('/app/sections', { lang: 'en' })).data;
    assert.deepEqual(
      en.map((s: { id: number }) => s.id),
      [1, 2],
    );
    assert.equal(en[0].name, 'Digital services');
    assert.equal(ar[0].name, 'الخدمات الرقمية');
    assert.equal(ar[1].name, 'المتاجر الرقمية');
    for (const s of [...ar, ...en]) assert.ok(s.description.length > 20);
  });

  it('GET /countries/keys: Saudi first, Gulf and neighbours, flags, labels', async () => {
    const en = (await t.get('/countries/keys', { lang: 'en' })).data;
    const ar = (await t.get('/countries/keys', { lang: 'ar' })).data;
    assert.deepEqual(Object.keys(en[0]).sort(), ['code', 'id', 'image', 'key', 'label', 'name']);
    assert.equal(en[0].key, '+966');
    assert.equal(en[0].code, 'SA');
    assert.equal(en[0].name, 'Saudi Arabia');
    assert.equal(ar[0].name, 'السعودية');
    const codes = en.map((c: { code: string }) => c.code);
    for (const c of ['AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO']) assert.ok(codes.includes(c), c);
    for (const c of en) {
      assert.match(c.key, /^\+\d{1,4}$/);
      assert.ok(isUpload(c.image));
      assert.equal(typeof c.label, 'string');
    }
  });

  it('GET /cities, /features, /experiences, /provider/experiences: id + localized name', async () => {
    const cities = (await t.get('/cities', { lang: 'ar' })).data;
    assert.ok(cities.length >= 10);
    assert.equal(cities[0].name, 'الرياض');
    assert.ok((await t.get('/cities', { lang: 'en' })).data.some((c: { name: string }) => c.name === 'Jeddah'));
    const features = (await t.get('/features', { lang: 'en' })).data;
    assert.ok(features.length >= 5);
    assert.deepEqual(Object.keys(features[0]).sort(), ['id', 'name']);
    const a = (await t.get('/experiences', { lang: 'en' })).data;
    const b = (await t.get('/provider/experiences', { lang: 'en', token: null })).data;
    assert.deepEqual(a, b);
    assert.ok(a.length >= 3);
    assert.notDeepEqual((await t.get('/experiences', { lang: 'ar' })).data, a);
  });

  it('GET /range-prices?type=service: SR numbers, ascending', async () => {
    const r = await t.get('/range-prices?type=service');
    assert.equal(r.key, 'success');
    assert.ok(r.data.length >= 3);
    for (const p of r.data) {
      assert.equal(typeof p.from, 'number');
      assert.equal(typeof p.to, 'number');
      assert.ok(p.from < p.to);
    }
    assert.deepEqual(r.data[1], { id: r.data[1].id, from: 100, to: 500 });
    assert.deepEqual((await t.get('/range-prices')).data, r.data);
  });

  it('GET /user/categories/service and /store: id, localized name, absolute image', async () => {
    const services = (await t.get('/user/categories/service', { lang: 'en' })).data;
    assert.deepEqual(
      services.map((c: { name: string }) => c.name),
      ['Design', 'Programming', 'Writing & translation', 'Marketing', 'Video & audio'],
    );
    const ar = (await t.get('/user/categories/service', { lang: 'ar' })).data;
    assert.equal(ar[0].name, 'التصميم');
    const stores = (await t.get('/user/categories/store', { lang: 'en' })).data;
    assert.deepEqual(
      stores.map((c: { name: string }) => c.name),
      ['Templates', 'E-books', 'Courses', 'Fonts & icons'],
    );
    for (const c of [...services, ...stores]) {
      assert.deepEqual(Object.keys(c).sort(), ['id', 'image', 'name']);
      assert.ok(isUpload(c.image));
    }
  });

  it('GET /user/categories/{id}/services: sub-services whose `category` is the category name', async () => {
    const [design] = (await t.get('/user/categories/service')).data;
    const en = await t.get(`/user/categories/${design.id}/services`, { lang: 'en' });
    assert.equal(en.key, 'success');
    assert.ok(en.data.services.length >= 3);
    for (const s of en.data.services) {
      assert.deepEqual(Object.keys(s).sort(), ['category', 'id', 'name']);
      assert.equal(s.category, 'Design');
    }
    assert.ok(en.data.services.some((s: { name: string }) => s.name === 'Logo design'));
    const ar = await t.get(`/user/categories/${design.id}/services`, { lang: 'ar' });
    assert.equal(ar.data.services[0].category, 'التصميم');
    const [store] = (await t.get('/user/categories/store')).data;
    assert.deepEqual((await t.get(`/user/categories/${store.id}/services`)).data, { services: [] });
  });

  it('GET /user/categories/{id}/services: an unknown or malformed id fails with { services: [] }', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const r = await t.get(`/user/categories/${id}/services`, { lang: 'en' });
      assert.equal(r.status, 200);
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, 'The requested category does not exist');
      assert.deepEqual(r.data, { services: [] });
    }
    assert.equal((await t.get('/user/categories/99999/services', { lang: 'ar' })).msg, 'القسم المطلوب غير موجود');
  });

  it('GET /user/products/best-seller: approved products by sales, ProductCard shape, previews', async () => {
    const r = await t.get('/user/products/best-seller', { token: null });
    assert.equal(r.key, 'success');
    const cards = r.data as Card[];
    assert.ok(cards.length >= 10);
    const names = cards.map((c) => c.name);
    assert.ok(!names.includes('قالب مدونة شخصية'), 'unapproved product listed');
    assert.equal(cards[0].name, 'قالب سيرة ذاتية احترافية'); // 210 sales, the most
    for (const c of cards) {
      for (const k of [
        'id',
        'name',
        'description',
        'rate',
        'is_favorite',
        'price',
        'price_after_discount',
        'has_discount',
        'discount_percentage',
        'preview_files_attachments',
      ]) {
        assert.ok(k in c, k);
      }
      assert.ok(Number.isInteger(c.rate) && c.rate >= 0 && c.rate <= 5);
      assert.equal(c.is_favorite, false);
      assert.equal(typeof c.price, 'number');
      assert.ok(Array.isArray(c.preview_files_attachments) && c.preview_files_attachments.length >= 1);
      for (const a of c.preview_files_attachments ?? []) {
        assert.ok(isUpload(a.link));
        assert.equal(typeof a.name, 'string');
        assert.equal(a.alt, c.name);
      }
      if (c.has_discount) {
        assert.ok((c.price_after_discount ?? Infinity) < c.price);
        assert.ok(c.discount_percentage > 0);
      } else {
        // The existing client shows only price_after_discount: never null.
        assert.equal(c.price_after_discount, c.price);
        assert.equal(c.discount_percentage, 0);
      }
    }
    assert.ok(cards.some((c) => c.has_discount));
    assert.ok(cards.some((c) => !c.has_discount));
    const discounted = cards.find((c) => c.name === 'قالب متجر إلكتروني عصري')!;
    assert.deepEqual([discounted.price, discounted.price_after_discount, discounted.discount_percentage], [149, 119.2, 20]);
  });

  it('GET /user/products/best-seller: a discount past its end date is not shown', async () => {
    t.advance(120 * 86_400_000);
    try {
      const cards = (await t.get('/user/products/best-seller')).data as Card[];
      assert.ok(cards.every((c) => !c.has_discount && c.price_after_discount === c.price));
    } finally {
      t.advance(-120 * 86_400_000);
    }
  });

  it('POST /subscribe: stores a new email, refuses a duplicate, validates', async () => {
    const before = await rows(subscribers);
    const okRes = await t.post('/subscribe', { email: 'Reader@Example.com' }, { lang: 'en' });
    assert.equal(okRes.key, 'success');
    assert.equal(okRes.msg, 'You have subscribed to our newsletter');
    assert.equal(await rows(subscribers), before + 1);

    const dupEn = await t.post('/subscribe', { email: 'reader@example.com' }, { lang: 'en' });
    assert.equal(dupEn.key, 'fail');
    assert.equal(dupEn.msg, 'This email is already subscribed to our newsletter');
    const dupAr = await t.post('/subscribe', { email: 'READER@example.com' }, { lang: 'ar' });
    assert.equal(dupAr.msg, 'هذا البريد الإلكتروني مشترك بالفعل في النشرة البريدية');

    for (const email of ['not-an-email', '', 'null']) {
      const bad = await t.post('/subscribe', { email }, { lang: 'en' });
      assert.equal(bad.status, 200);
      assert.equal(bad.key, 'fail');
    }
    assert.equal((await t.post('/subscribe', { email: 'nope' }, { lang: 'en' })).msg, 'The email address is invalid');
    assert.equal((await t.post('/subscribe', {}, { lang: 'en' })).msg, 'The email field is required');
    assert.equal(await rows(subscribers), before + 1);
  });

  it('POST /subscribe accepts multipart form data (the existing client)', async () => {
    const fd = new FormData();
    fd.append('email', 'form@example.com');
    const r = await t.post('/subscribe', fd, { lang: 'ar' });
    assert.equal(r.key, 'success');
    assert.equal(r.msg, 'تم اشتراكك في النشرة البريدية بنجاح');
  });

  it('POST /cotact-us: stores the message as a contact complaint; country code with or without +', async () => {
    const before = await rows(complaints);
    const r = await t.post(
      '/cotact-us',
      { name: 'سعد', phone: '٠٥٠١٢٣٤٥٦٧', message: 'استفسار عن الخدمات', country_code: '966', type: 'complaint' },
      { lang: 'ar' },
    );
    assert.equal(r.key, 'success');
    assert.equal(r.msg, 'تم إرسال رسالتك بنجاح، وسنتواصل معك قريباً');
    assert.equal(await rows(complaints), before + 1);
    const [row] = await t.app.deps.db.select().from(complaints).where(eq(complaints.userName, 'سعد'));
    assert.equal(row!.countryCode, '+966');
    assert.equal(row!.phone, '0501234567');
    assert.equal(row!.type, 'contact');
    assert.equal(row!.reason, 'complaint');
    assert.equal(row!.complaint, 'استفسار عن الخدمات');
    assert.equal(row!.byRole, 'guest');
  });

  it('POST /cotact-us: required fields and a numeric phone; nothing stored on failure', async () => {
    const before = await rows(complaints);
    const good = { name: 'Sara', phone: '0501234567', message: 'Hello', country_code: '+966', type: 'complaint' };
    // Field labels are shared by modules, so only the gist of each message is checked.
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...good, name: '' }, /^The name field is required$/],
      [{ ...good, message: '  ' }, /^The message field is required$/],
      [{ ...good, phone: '05x1234567' }, /^The phone number is invalid$/],
      [{ ...good, phone: '' }, /^The phone.* field is required$/],
      [{ ...good, country_code: 'abc' }, /^The country code value is invalid$/],
    ];
    for (const [body, msg] of cases) {
      const r = await t.post('/cotact-us', body, { lang: 'en' });
      assert.equal(r.key, 'fail', JSON.stringify(body));
      assert.match(r.msg, msg);
    }
    assert.equal(await rows(complaints), before);
  });

  it('POST /complaint/store: stores a guest complaint (reason optional) and validates', async () => {
    const before = await rows(complaints);
    const r = await t.post(
      '/complaint/store',
      { user_name: 'Ali', phone: '0501234567', complaint: 'Late delivery', country_code: '+966' },
      { lang: 'en' },
    );
    assert.equal(r.key, 'success');
    assert.equal(r.msg, 'Your complaint has been sent; we will review it shortly');
    const [row] = await t.app.deps.db.select().from(complaints).where(eq(complaints.userName, 'Ali'));
    assert.equal(row!.byRole, 'guest');
    assert.equal(row!.reason, null);
    assert.equal(row!.complaint, 'Late delivery');

    const bad: Record<string, string>[] = [
      { user_name: 'Ali', phone: '0501234567', country_code: '+966' },
      { user_name: '', phone: '0501234567', complaint: 'x', country_code: '+966' },
      { user_name: 'Ali', phone: 'phone', complaint: 'x', country_code: '+966' },
    ];
    for (const body of bad) {
      const res = await t.post('/complaint/store', body, { lang: 'ar' });
      assert.equal(res.key, 'fail', JSON.stringify(body));
      assert.match(res.msg, /[\u0600-\u06FF]/);
    }
    assert.equal(await rows(complaints), before + 1);
  });

  it('POST /complaint/store: a signed-in customer is recorded as the author', async () => {
    const token = await t.app.deps.tokens.issue('user', 1);
    const r = await t.post(
      '/complaint/store',
      { user_name: 'Customer', phone: '500000001', complaint: 'Hi', reason: 'quality', country_code: ' 966' },
      { token },
    );
    assert.equal(r.key, 'success');
    const [row] = await t.app.deps.db.select().from(complaints).where(eq(complaints.userName, 'Customer'));
    assert.deepEqual([row!.byRole, row!.byId, row!.reason, row!.countryCode], ['user', 1, 'quality', '+966']);
  });
});
