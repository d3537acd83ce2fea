import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { categories, notifications, products, providers } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

describe('admin: login and approvals', () => {
  const t = useTestApp();
  let pendingId: number;
  let productId: number;
  let deletedProductId: number;

  before(async () => {
    const db = t.app.deps.db;
    const [p] = await db
      .insert(providers)
      .values({
        name: 'مقدم جديد',
        countryCode: '+966',
        phone: '500000777',
        passwordHash: await hash('Secret@123'),
        isActive: true,
        sectionId: 2,
      })
      .returning();
    pendingId = p!.id;
    const [c] = await db.insert(categories).values({ type: 'store', nameAr: 'قوالب', nameEn: 'Templates' }).returning();
    const [prod] = await db.insert(products).values({ providerId: pendingId, categoryId: c!.id, name: 'قالب', price: 5000 }).returning();
    productId = prod!.id;
    const [gone] = await db
      .insert(products)
      .values({ providerId: pendingId, categoryId: c!.id, name: 'محذوف', price: 5000, deletedAt: new Date() })
      .returning();
    deletedProductId = gone!.id;
  });

  const login = (email: string, password: string, lang: 'ar' | 'en' = 'en') => t.post('/admin/login', { email, password }, { lang });

  it('signs in with the configured email and password and returns a token', async () => {
    const r = await login('Admin@Souq.sa', 'Admin@12345');
    assert.equal(r.status, 200);
    assert.equal(r.key, 'success');
    assert.equal(r.msg, 'Signed in successfully');
    assert.deepEqual(Object.keys(r.data), ['token', 'admin']);
    assert.equal(r.data.admin.email, 'admin@souq.sa');
    assert.equal(r.data.admin.totp_enabled, false);
    assert.equal(typeof r.data.token, 'string');
  });

  it('refuses a wrong password or an unknown email with the same localized message', async () => {
    const wrong = await login('admin@souq.sa', 'nope-nope', 'ar');
    assert.equal(wrong.status, 200);
    assert.equal(wrong.key, 'fail');
    assert.equal(wrong.msg, 'البريد الإلكتروني أو كلمة المرور غير صحيحة');
    assert.equal(wrong.data, null);
    const unknown = await login('someone@souq.sa', 'Admin@12345');
    assert.equal(unknown.msg, 'The email or password is incorrect');
    const invalid = await login('not-an-email', 'x');
    assert.equal(invalid.key, 'fail');
    const missing = await t.post('/admin/login', { email: 'admin@souq.sa' });
    assert.equal(missing.key, 'fail');
  });

  it('throttles repeated failures for an email, then lets it in after the window', async () => {
    const email = 'admin@souq.sa';
    // One failure was recorded by the previous test; the fifth one closes the window.
    for (let i = 0; i < 4; i++) assert.equal((await login(email, `wrong-${i}`)).key, 'fail');
    const blocked = await login(email, 'Admin@12345');
    assert.equal(blocked.key, 'fail');
    assert.match(blocked.msg, /^Too many sign-in attempts; try again in (1 minute|\d+ minutes)$/);
    t.advance(16 * 60_000);
    const again = await login(email, 'Admin@12345');
    assert.equal(again.key, 'success');
  });

  it('approving a provider needs an admin token', async () => {
    const guest = await t.post(`/admin/providers/${pendingId}/approve`, {});
    assert.equal(guest.status, 200);
    assert.equal(guest.key, 'unauthenticated');
    const userToken = await t.app.deps.tokens.issue('user', 1);
    const asUser = await t.post(`/admin/providers/${pendingId}/approve`, {}, { token: userToken, lang: 'en' });
    // The admin session is separate: a customer's or provider's token is no session here.
    assert.equal(asUser.key, 'unauthenticated');
    const providerToken = await t.app.deps.tokens.issue('provider', pendingId);
    assert.equal((await t.post(`/admin/providers/${pendingId}/approve`, {}, { token: providerToken })).key, 'unauthenticated');
    const [row] = await t.app.deps.db.select().from(providers).where(eq(providers.id, pendingId));
    assert.equal(row!.isApproved, false);
  });

  it('approves a provider, who can then sign in and is notified', async () => {
    const before = await t.post('/provider/login', { phone: '500000777', country_code: '+966', password: 'Secret@123' }, { lang: 'en' });
    assert.equal(before.key, 'fail');

    const { token } = (await login('admin@souq.sa', 'Admin@12345')).data;
    const r = await t.post(`/admin/providers/${pendingId}/approve`, {}, { token, lang: 'ar' });
    assert.equal(r.key, 'success');
    assert.equal(r.msg, 'تم اعتماد مقدم الخدمة بنجاح');
    assert.equal(r.data.id, pendingId);
    assert.equal(r.data.is_approved, true);
    assert.equal(r.data.status, 'approved');
    const [row] = await t.app.deps.db.select().from(providers).where(eq(providers.id, pendingId));
    assert.equal(row!.isApproved, true);
    assert.ok(row!.approvedAt instanceof Date);

    const after = await t.post('/provider/login', { phone: '500000777', country_code: '+966', password: 'Secret@123' });
    assert.equal(after.key, 'success', after.msg);

    const notes = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientRole, 'provider'), eq(notifications.recipientId, pendingId)));
    assert.equal(notes.length, 1);

    // Approving again is harmless: same answer, no second notification, first approval time kept.
    const again = await t.post(`/admin/providers/${pendingId}/approve`, {}, { token });
    assert.equal(again.key, 'success');
    const [same] = await t.app.deps.db.select().from(providers).where(eq(providers.id, pendingId));
    assert.equal(same!.approvedAt!.getTime(), row!.approvedAt!.getTime());
  });

  it('an unknown or malformed provider id fails', async () => {
    const { token } = (await login('admin@souq.sa', 'Admin@12345')).data;
    for (const id of ['99999', 'abc']) {
      const r = await t.post(`/admin/providers/${id}/approve`, {}, { token, lang: 'en' });
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, 'The provider does not exist');
    }
  });

  it('approves a product; a deleted or unknown product fails', async () => {
    const { token } = (await login('admin@souq.sa', 'Admin@12345')).data;
    const userToken = await t.app.deps.tokens.issue('user', 1);
    assert.equal((await t.post(`/admin/products/${productId}/approve`, {}, { token: userToken })).key, 'unauthenticated');

    const r = await t.post(`/admin/products/${productId}/approve`, {}, { token, lang: 'en' });
    assert.equal(r.key, 'success');
    assert.equal(r.msg, 'The product has been approved');
    const [row] = await t.app.deps.db.select().from(products).where(eq(products.id, productId));
    assert.equal(row!.isApproved, true);

    for (const id of [deletedProductId, 99999]) {
      const bad = await t.post(`/admin/products/${id}/approve`, {}, { token, lang: 'ar' });
      assert.equal(bad.key, 'fail');
      assert.equal(bad.msg, 'المنتج غير موجود');
    }
    const [gone] = await t.app.deps.db.select().from(products).where(eq(products.id, deletedProductId));
    assert.equal(gone!.isApproved, false);
  });
});
