import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { cartItems, favorites, users } from '../../src/db/schema';
import { type TestApp, useTestApp } from '../helpers/test-app';
import { givePurchase, makeCoupon, makeFeature, makeProduct, makeProvider, makeStoreCategory, makeUser } from './fixtures';

const DAY = 86_400_000;
const ymd = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

describe('store: browsing, favourites, cart and coupons', () => {
  const t = useTestApp();
  let db: TestApp['app']['deps']['db'];
  let cat: { id: number };
  let other: { id: number };
  let ownerA: { id: number; name: string; phone: string };
  let ownerB: { id: number; name: string };
  let hidden: { id: number };
  let customer: { id: number };
  let token: string;
  let token2: string;
  let providerToken: string;
  const p = {} as Record<'deck' | 'cv' | 'icons' | 'pending' | 'ofHidden' | 'deleted' | 'book', { id: number }>;
  let fSource: { id: number };
  let fRtl: { id: number };

  before(async () => {
    db = t.app.deps.db;
    cat = await makeStoreCategory(db);
    other = await makeStoreCategory(db, 'كتب', 'Books');
    ownerA = await makeProvider(db, 'متجر الأفكار', { sectionId: 2 });
    ownerB = await makeProvider(db, 'Pixel Store', { sectionId: 2 });
    hidden = await makeProvider(db, 'متجر غير معتمد', { approved: false, sectionId: 2 });
    fSource = await makeFeature(db, 'ملفات مصدرية', 'Source files');
    fRtl = await makeFeature(db, 'يدعم العربية', 'RTL ready');
    const future = ymd(new Date(Date.now() + 10 * DAY));
    const base = Date.now() - 100 * DAY;
    p.deck = await makeProduct(db, ownerA.id, cat.id, {
      name: 'قالب عرض تقديمي احترافي',
      price: 100,
      discountPercentage: 20,
      priceAfterDiscount: 80,
      discountExpire: future,
      rateAvg: 300,
      features: [fSource.id, fRtl.id],
      createdAt: new Date(base + 1 * DAY),
    });
    p.cv = await makeProduct(db, ownerA.id, cat.id, {
      name: 'سيرة ذاتية إبداعية',
      price: 40,
      rateAvg: 480,
      features: [fRtl.id],
      createdAt: new Date(base + 2 * DAY),
    });
    p.icons = await makeProduct(db, ownerB.id, cat.id, {
      name: 'Icon Pack Pro',
      price: 60,
      rateAvg: 400,
      features: [fSource.id],
      createdAt: new Date(base + 3 * DAY),
    });
    p.pending = await makeProduct(db, ownerA.id, cat.id, {
      name: 'منتج قيد المراجعة',
      approved: false,
      createdAt: new Date(base + 4 * DAY),
    });
    p.ofHidden = await makeProduct(db, hidden.id, cat.id, { name: 'منتج متجر مخفي', createdAt: new Date(base + 5 * DAY) });
    p.deleted = await makeProduct(db, ownerA.id, cat.id, { name: 'منتج محذوف', deleted: true });
    p.book = await makeProduct(db, ownerB.id, other.id, { name: 'كتاب الطبخ', price: 30 });
    // Enough products for a second page.
    for (let i = 0; i < 12; i++) await makeProduct(db, ownerB.id, other.id, { name: `Ebook ${i}`, createdAt: new Date(base + i * 1000) });
    customer = await makeUser(db);
    const second = await makeUser(db, 'عميل ثان');
    token = await t.app.deps.tokens.issue('user', customer.id);
    token2 = await t.app.deps.tokens.issue('user', second.id);
    providerToken = await t.app.deps.tokens.issue('provider', ownerA.id);
  });

  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  const cartRows = async (userId: number) => (await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)))[0]!.n;

  describe('browsing', () => {
    it('GET /user/category/{id}/products: listed products only, newest first, ProductCard + is_approved, paginated', async () => {
      const r = await t.get(`/user/category/${cat.id}/products`, { token: null });
      assert.equal(r.key, 'success');
      assert.deepEqual(ids(r.data.data), [p.icons.id, p.cv.id, p.deck.id]);
      assert.deepEqual(r.data.pagination, { total_items: 3, per_page: 12, current_page: 1, last_page: 1 });
      assert.equal(r.data.category.name, 'Templates');
      const deck = r.data.data.find((x: { id: number }) => x.id === p.deck.id);
      assert.equal(deck.price, 100);
      assert.equal(deck.price_after_discount, 80);
      assert.equal(deck.has_discount, true);
      assert.equal(deck.discount_percentage, 20);
      assert.equal(deck.is_approved, true);
      assert.equal(deck.is_favorite, false);
      assert.match(deck.preview_files_attachments[0].link, /^http:\/\/souq\.test\/uploads\/products\//);
      const cv = r.data.data.find((x: { id: number }) => x.id === p.cv.id);
      assert.equal(cv.price_after_discount, 40, 'no discount: the shown price equals the price');
      assert.equal(cv.has_discount, false);

      const page2 = await t.get(`/user/category/${other.id}/products?page=2`);
      assert.equal(page2.data.pagination.total_items, 13);
      assert.equal(page2.data.pagination.last_page, 2);
      assert.equal(page2.data.data.length, 1);
    });

    it('an unknown or a service category: a localized fail with the list shape', async () => {
      const r = await t.get('/user/category/999999/products', { lang: 'ar' });
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, 'قسم المتجر غير موجود');
      assert.deepEqual(r.data.data, []);
      const bad = await t.get('/user/category/abc/products');
      assert.equal(bad.key, 'fail');
      assert.deepEqual(bad.data.data, []);
    });

    it('a discount past its end date is not applied', async () => {
      t.advance(11 * DAY);
      try {
        const r = await t.get(`/user/category/${cat.id}/products`);
        const deck = r.data.data.find((x: { id: number }) => x.id === p.deck.id);
        assert.equal(deck.has_discount, false);
        assert.equal(deck.price_after_discount, 100);
      } finally {
        t.advance(-11 * DAY);
      }
    });

    it('POST /user/products/search: Arabic-aware (hamza, taa marbuta, diacritics), typos, guests', async () => {
      const search = async (name: string) => ids((await t.post('/user/products/search', { name }, { token: null })).data);
      assert.deepEqual(await search('قالب'), [p.deck.id]);
      assert.deepEqual(await search('احترافى'), [p.deck.id], 'ى/ي folded');
      assert.deepEqual(await search('ذاتيه'), [p.cv.id], 'ة/ه folded');
      assert.deepEqual(await search('سِيرة'), [p.cv.id], 'diacritics ignored');
      assert.deepEqual(await search('icon pack'), [p.icons.id]);
      assert.deepEqual(await search('احترفي'), [p.deck.id], 'one missing letter still matches');
      assert.deepEqual(await search('مراجعة'), [], 'unapproved products are never found');
      assert.deepEqual(await search('مخفي'), [], "a hidden store's products are never found");
      assert.deepEqual(await search('محذوف'), []);
      const blank = await t.post('/user/products/search', { name: '', category_id: cat.id });
      assert.deepEqual(ids(blank.data), [p.icons.id, p.cv.id, p.deck.id]);
      const scoped = await t.post('/user/products/search', { name: 'كتاب', category_id: cat.id });
      assert.deepEqual(scoped.data, []);
    });

    it('POST /user/products/fillter: price and rating order (shown price), every chosen feature', async () => {
      const f = async (body: Record<string, unknown>) => {
        const r = await t.post('/user/products/fillter', { category_id: cat.id, ...body });
        assert.equal(r.key, 'success', r.msg);
        return ids(r.data);
      };
      assert.deepEqual(await f({ price: '1' }), [p.deck.id, p.icons.id, p.cv.id], 'high first: 80 (discounted), 60, 40');
      assert.deepEqual(await f({ price: '0' }), [p.cv.id, p.icons.id, p.deck.id]);
      assert.deepEqual(await f({ rate: '1' }), [p.cv.id, p.icons.id, p.deck.id]);
      const fd = new FormData();
      fd.append('category_id', String(cat.id));
      fd.append('features[]', String(fSource.id));
      fd.append('features[]', String(fRtl.id));
      const both = await t.post('/user/products/fillter', fd);
      assert.deepEqual(ids(both.data), [p.deck.id]);
      assert.deepEqual(await f({ features: [fSource.id] }), [p.icons.id, p.deck.id]);
      const unknown = await t.post('/user/products/fillter', { category_id: cat.id, features: [999999] }, { lang: 'ar' });
      assert.equal(unknown.key, 'fail');
      assert.equal(unknown.msg, 'إحدى الميزات المختارة غير موجودة');
      assert.deepEqual(unknown.data, []);
      const noCat = await t.post('/user/products/fillter', {});
      assert.equal(noCat.key, 'fail');
      assert.deepEqual(noCat.data, []);
    });

    it('POST /user/products/show: details with category, provider, features; unapproved is not found', async () => {
      const r = await t.post('/user/products/show', { product_id: p.deck.id }, { token });
      assert.equal(r.key, 'success');
      const d = r.data;
      assert.equal(d.name, 'قالب عرض تقديمي احترافي');
      assert.equal(d.price_after_discount, 80);
      assert.match(d.discount_expire, /^\d{4}-\d{2}-\d{2}$/);
      assert.deepEqual(d.category, { id: cat.id, name: 'Templates' });
      assert.equal(d.provider.id, ownerA.id);
      assert.equal(d.provider.name, ownerA.name);
      assert.match(d.provider.image, /^http/);
      assert.deepEqual(
        d.features.map((x: { name: string }) => x.name),
        ['Source files', 'RTL ready'],
      );
      assert.equal(d.preview_files_attachments.length, 1);
      assert.equal(d.is_purchased, false);
      assert.equal('download_files_attachments' in d, false, 'customers never see the download files here');
      for (const id of [p.pending.id, p.ofHidden.id, p.deleted.id, 999999]) {
        const nf = await t.post('/user/products/show', { product_id: id }, { lang: 'ar' });
        assert.equal(nf.key, 'fail');
        assert.equal(nf.msg, 'المنتج غير موجود');
      }
      // Its owner sees their own pending product.
      const own = await t.post('/user/products/show', { product_id: p.pending.id }, { token: providerToken });
      assert.equal(own.key, 'success');
      assert.equal(own.data.is_approved, false);
    });

    it('GET /user/products/{id}/similar and /rates/products/{id}', async () => {
      const s = await t.get(`/user/products/${p.deck.id}/similar`);
      assert.deepEqual(ids(s.data).sort(), [p.cv.id, p.icons.id].sort());
      const nf = await t.get(`/user/products/${p.pending.id}/similar`);
      assert.equal(nf.key, 'fail');
      assert.deepEqual(nf.data, []);
      const rates = await t.get(`/rates/products/${p.deck.id}`);
      assert.equal(rates.key, 'success');
      assert.deepEqual(rates.data, []);
    });
  });

  describe('favourites', () => {
    it('store, list (product ids, non-empty previews), delete; counts for the header', async () => {
      const add = await t.post('/user/favorites/store', { product_id: p.cv.id }, { token });
      assert.equal(add.key, 'success');
      assert.deepEqual(add.data, { count: 1 });
      const again = await t.post('/user/favorites/store', { product_id: p.cv.id }, { token, lang: 'ar' });
      assert.equal(again.key, 'fail');
      assert.equal(again.msg, 'المنتج موجود في المفضلة بالفعل');
      const list = await t.get('/user/favorites', { token });
      assert.deepEqual(ids(list.data), [p.cv.id]);
      assert.equal(list.data[0].is_favorite, true);
      assert.ok(list.data[0].preview_files_attachments.length > 0);
      const page = await t.get(`/user/category/${cat.id}/products`, { token });
      assert.equal(page.data.data.find((x: { id: number }) => x.id === p.cv.id).is_favorite, true);
      const del = await t.post('/user/favorites/delete', { product_id: p.cv.id }, { token });
      assert.deepEqual(del.data, { count: 0 });
      const notFav = await t.post('/user/favorites/delete', { product_id: p.cv.id }, { token });
      assert.equal(notFav.key, 'fail');
    });

    it('an unapproved or missing product cannot be favourited; guests are told to sign in', async () => {
      for (const id of [p.pending.id, 999999]) {
        const r = await t.post('/user/favorites/store', { product_id: id }, { token });
        assert.equal(r.key, 'fail');
      }
      assert.equal((await db.select({ n: count() }).from(favorites))[0]!.n, 0);
      const guest = await t.post('/user/favorites/store', { product_id: p.cv.id }, { token: null });
      assert.equal(guest.key, 'unauthenticated');
      const provider = await t.post('/user/favorites/store', { product_id: p.cv.id }, { token: providerToken });
      assert.equal(provider.key, 'fail');
    });
  });

  describe('cart', () => {
    it('add: refuses unapproved, missing, already bought, own and duplicate products — nothing changes', async () => {
      const before = await cartRows(customer.id);
      const cases: [number, string][] = [
        [p.pending.id, 'This product is not available'],
        [p.ofHidden.id, 'This product is not available'],
        [999999, 'The product does not exist'],
      ];
      for (const [id, msg] of cases) {
        const r = await t.post('/user/cart/add', { product_id: id }, { token });
        assert.equal(r.key, 'fail');
        assert.equal(r.msg, msg);
      }
      const bought = await makeProduct(db, ownerB.id, other.id, { name: 'Bought before' });
      await givePurchase(db, customer.id, bought.id);
      const b = await t.post('/user/cart/add', { product_id: bought.id }, { token, lang: 'ar' });
      assert.equal(b.key, 'fail');
      assert.match(b.msg, /اشتريت/);
      // The store owner signed up as a customer with the same phone.
      const [self] = await db
        .insert(users)
        .values({ userName: 'Owner as customer', countryCode: '+966', phone: ownerA.phone, passwordHash: 'x', isActive: true })
        .returning();
      const selfToken = await t.app.deps.tokens.issue('user', self!.id);
      const own = await t.post('/user/cart/add', { product_id: p.cv.id }, { token: selfToken });
      assert.equal(own.key, 'fail');
      assert.equal(own.msg, 'You cannot buy your own product');
      assert.equal(await cartRows(customer.id), before);
      const bad = await t.post('/user/cart/add', { product_id: 'abc' }, { token });
      assert.equal(bad.key, 'fail');
      const missing = await t.post('/user/cart/add', {}, { token, lang: 'ar' });
      assert.equal(missing.key, 'fail');
      assert.equal(missing.msg, 'حقل المنتج مطلوب');
    });

    it('add two products of two stores; get groups them with prices from the server and VAT on top', async () => {
      const a = await t.post('/user/cart/add', { product_id: p.deck.id }, { token });
      assert.equal(a.key, 'success');
      assert.deepEqual(a.data, { count: 1 });
      const b = await t.post('/user/cart/add', { product_id: p.icons.id }, { token });
      assert.deepEqual(b.data, { count: 2 });
      const dup = await t.post('/user/cart/add', { product_id: p.icons.id }, { token });
      assert.equal(dup.key, 'fail');
      assert.equal(dup.msg, 'This product is already in your cart');

      const r = await t.get('/user/cart/get', { token });
      assert.equal(r.key, 'success');
      assert.equal(r.data.count, 2);
      assert.equal(r.data.cart_items.length, 2);
      const groupA = r.data.cart_items.find((g: { provider: { id: number } }) => g.provider.id === ownerA.id);
      assert.equal(groupA.provider_total_price, 80);
      const item = groupA.items[0];
      assert.equal(item.variant_name, 'قالب عرض تقديمي احترافي');
      assert.equal(item.variant_price, 100);
      assert.equal(item.discount_price, 80);
      assert.ok(item.preview_files_attachments[0].link.startsWith('http://souq.test/uploads/'));
      assert.equal(typeof item.id, 'number');
      assert.deepEqual(r.data.cart_finance, {
        subtotal: 140,
        coupon_discount: 0,
        total_products_amount: 140,
        vat_amount: 21,
        final_total: 161,
        currency: 'SR',
        coupon: null,
      });
      const ar = await t.get('/user/cart/get', { token, lang: 'ar' });
      assert.equal(ar.data.cart_finance.currency, 'ر.س');
    });

    it('the cart follows the product: a discount that ended, or a product withdrawn, changes the totals', async () => {
      t.advance(11 * DAY);
      try {
        const r = await t.get('/user/cart/get', { token });
        assert.equal(r.data.cart_finance.subtotal, 160, 'discount over: 100 + 60');
        assert.equal(r.data.cart_finance.final_total, 184);
      } finally {
        t.advance(-11 * DAY);
      }
    });

    it("remove-item: another customer's cart row is refused and stays; the own row goes", async () => {
      const cart = await t.get('/user/cart/get', { token });
      const rowId = cart.data.cart_items[0].items[0].id;
      const foreign = await t.post('/user/cart/remove-item', { cart_id: rowId }, { token: token2, lang: 'ar' });
      assert.equal(foreign.key, 'fail');
      assert.equal(foreign.msg, 'هذا العنصر غير موجود في سلتك');
      assert.equal(await cartRows(customer.id), 2);
      const mine = await t.post('/user/cart/remove-item', { cart_id: rowId }, { token });
      assert.equal(mine.key, 'success');
      assert.deepEqual(mine.data, { count: 1 });
      const gone = await t.post('/user/cart/remove-item', { cart_id: rowId }, { token });
      assert.equal(gone.key, 'fail');
      await t.post('/user/cart/add', { product_id: p.deck.id }, { token });
    });
  });

  describe('coupons', () => {
    before(async () => {
      await makeCoupon(db, 'WELCOME10', { type: 'percent', value: 10, usageLimit: 1000 });
      await makeCoupon(db, 'FIX25', { type: 'fixed', value: 2500 });
      await makeCoupon(db, 'OLD', { expiresAt: new Date(Date.now() - DAY) });
      await makeCoupon(db, 'USEDUP', { usageLimit: 3, usedCount: 3 });
      await makeCoupon(db, 'BIG', { minAmount: 50_000 });
    });

    it('percent and fixed coupons: totals after the coupon, VAT on what is left; case-insensitive', async () => {
      const r = await t.get('/user/cart/inquiry-coupon?coupon=welcome10', { token });
      assert.equal(r.key, 'success', r.msg);
      assert.deepEqual(r.data.cart_finance, {
        subtotal: 140,
        coupon_discount: 14,
        total_products_amount: 126,
        vat_amount: 18.9,
        final_total: 144.9,
        currency: 'SR',
        coupon: 'WELCOME10',
      });
      assert.deepEqual(r.data.coupon, { code: 'WELCOME10', type: 'percent', value: 10 });
      const f = await t.get('/user/cart/inquiry-coupon?coupon=FIX25', { token });
      assert.equal(f.data.cart_finance.total_products_amount, 115);
      assert.equal(f.data.cart_finance.final_total, 132.25);
    });

    it('unknown, expired, used up, under the minimum, blank, empty cart: each a localized fail', async () => {
      const cases: [string, string][] = [
        ['NOPE', 'كود الخصم غير صحيح'],
        ['OLD', 'انتهت صلاحية كود الخصم'],
        ['USEDUP', 'تم استنفاد عدد مرات استخدام كود الخصم'],
        ['BIG', 'يتطلب كود الخصم ألا يقل مجموع السلة عن 500 ر.س'],
        ['', 'حقل كود الخصم مطلوب'],
      ];
      for (const [code, msg] of cases) {
        const r = await t.get(`/user/cart/inquiry-coupon?coupon=${code}`, { token, lang: 'ar' });
        assert.equal(r.key, 'fail', code);
        assert.equal(r.msg, msg);
      }
      const empty = await t.get('/user/cart/inquiry-coupon?coupon=WELCOME10', { token: token2 });
      assert.equal(empty.key, 'fail');
      assert.equal(empty.msg, 'Your cart is empty');
      const [c] = await db
        .select({ n: count() })
        .from(cartItems)
        .where(and(eq(cartItems.userId, customer.id)));
      assert.equal(c!.n, 2, 'asking about a coupon changes nothing');
    });
  });
});
