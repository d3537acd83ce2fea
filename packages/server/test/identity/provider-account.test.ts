import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { providers } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { approveProvider, approvedProvider, ensureLookups, freshPhone, lastCode, PASSWORD, PNG, providerForm, smsCount } from './support';

describe('provider account', () => {
  const t = useTestApp();
  let cityId: number;
  let sectionName: (id: number, lang: 'ar' | 'en') => string;
  before(async () => {
    ({ cityId, sectionName } = await ensureLookups(t));
  });

  const fields = (phone: string, over: Record<string, string> = {}) => ({
    name: 'Khaled Designer',
    phone,
    country_code: '966', // Number('+966'), as the existing client sends it
    email: `khaled${phone}@example.com`,
    city_id: String(cityId),
    section_id: '1',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_conditions: '1',
    ...over,
  });
  const uploads = () => {
    const dir = path.join(t.config.uploadDir, 'providers');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  it('register (with a real PNG) → activate (waits for approval) → login refused → approved → login', async () => {
    const phone = freshPhone();
    const reg = await t.post('/provider/register', providerForm(fields(phone), new File([PNG], 'me.png', { type: 'image/png' })));
    assert.equal(reg.key, 'success', reg.msg);
    const id = reg.data.id as number;
    const [row] = await t.app.deps.db.select().from(providers).where(eq(providers.id, id));
    assert.equal(row!.isActive, false);
    assert.equal(row!.isApproved, false);
    assert.equal(row!.countryCode, '+966');
    assert.match(row!.image!, /^providers\/[0-9a-f]+\.png$/);
    assert.equal(row!.searchName, 'khaled designer');

    const act = await t.post('/provider/active/account', {
      country_code: '+966',
      phone,
      code: await lastCode(t, phone),
      type: 'active',
      device_id: 'fcm',
      device_type: 'web',
    });
    assert.equal(act.key, 'success', act.msg);
    assert.equal(act.msg, 'Your request to join has been sent, wait for approval');
    assert.deepEqual(act.data, { id, name: 'Khaled Designer', section: { id: 1, name: sectionName(1, 'en') }, is_approved: false });
    const actAr = await t.post('/provider/active/account', { country_code: '+966', phone, code: '00000', type: 'active' }, { lang: 'ar' });
    assert.equal(actAr.key, 'fail'); // already active

    const refused = await t.post('/provider/login', { country_code: '+966', phone, password: PASSWORD });
    assert.equal(refused.key, 'fail');
    assert.equal(refused.msg, 'Your request to join has been sent, wait for approval');
    assert.equal(refused.data.token, undefined);
    const refusedAr = await t.post('/provider/login', { country_code: '+966', phone, password: PASSWORD }, { lang: 'ar' });
    assert.equal(refusedAr.msg, 'تم إرسال طلب انضمامك، انتظر موافقة الإدارة');

    await approveProvider(t, id);
    const fd = new FormData();
    fd.append('phone', phone);
    fd.append('password', PASSWORD);
    fd.append('phone', phone); // duplicate key, as the existing client sends it
    fd.append('country_code', '+966');
    fd.append('device_id', 'fcm');
    fd.append('device_type', 'web');
    const login = await t.post('/provider/login', fd);
    assert.equal(login.key, 'success', login.msg);
    assert.equal(login.data.id, id);
    assert.equal(typeof login.data.token, 'string');
    assert.equal(login.data.name, 'Khaled Designer');
    assert.deepEqual(login.data.section, { id: 1, name: sectionName(1, 'en') });
    assert.match(login.data.image, /^http:\/\/souq\.test\/uploads\/providers\/[0-9a-f]+\.png$/);
    assert.equal(login.data.phone, phone);
    assert.equal(login.data.country_code, '+966');

    const ar = await t.post('/provider/profile', undefined, { token: login.data.token, lang: 'ar' });
    assert.deepEqual(ar.data.section, { id: 1, name: sectionName(1, 'ar') });

    const out = await t.post('/provider/logout', undefined, { token: login.data.token });
    assert.equal(out.key, 'success');
    assert.equal((await t.post('/provider/profile', undefined, { token: login.data.token })).key, 'unauthenticated');
  });

  it('refuses a non-image file by its content and writes nothing', async () => {
    const phone = freshPhone();
    const before = uploads();
    const fake = new File([Buffer.from('%PDF-1.4 not an image')], 'photo.png', { type: 'image/png' });
    const r = await t.post('/provider/register', providerForm(fields(phone), fake));
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'The file must be an image (jpg, png, webp)');
    assert.equal((await t.app.deps.db.select().from(providers).where(eq(providers.phone, phone))).length, 0);
    assert.equal(await smsCount(t, phone), 0);
    assert.equal(uploads(), before);
  });

  it('ignores an empty file input and reads section_id "" as both kinds', async () => {
    const phone = freshPhone();
    const r = await t.post(
      '/provider/register',
      providerForm(fields(phone, { section_id: '' }), new File([], '', { type: 'application/octet-stream' })),
    );
    assert.equal(r.key, 'success', r.msg);
    const [row] = await t.app.deps.db.select().from(providers).where(eq(providers.id, r.data.id));
    assert.equal(row!.image, null);
    assert.equal(row!.sectionId, null);
    await approveProvider(t, r.data.id);
    const act = await t.post('/provider/active/account', { country_code: '+966', phone, code: await lastCode(t, phone), type: 'active' });
    // Approved before activation: the login payload, with a token.
    assert.equal(act.key, 'success', act.msg);
    assert.equal(typeof act.data.token, 'string');
    assert.deepEqual(act.data.section, { id: null, name: 'Freelancer and store owner' });
    // No photo: the default avatar's absolute URL, never null (clients bind it to src unguarded).
    assert.equal(act.data.image, 'http://souq.test/defaults/avatar.png');
  });

  it('validates city, section, terms and duplicates', async () => {
    const { phone: taken } = await approvedProvider(t, '2', cityId);
    const cases: [Record<string, string>, string][] = [
      [{ city_id: '99999' }, 'The selected city does not exist'],
      [{ city_id: '' }, 'The city field is required'],
      [{ section_id: '7' }, 'The selected section does not exist'],
      [{ is_conditions: '0' }, 'You must accept the terms and conditions'],
      [{ phone: taken }, 'This phone number is already registered'],
      [{ country_code: '+966', phone: `0${taken}` }, 'This phone number is already registered'],
    ];
    for (const [over, msg] of cases) {
      const phone = over.phone ?? freshPhone();
      const r = await t.post('/provider/register', providerForm(fields(phone, over)));
      assert.equal(r.key, 'fail', JSON.stringify(over));
      assert.equal(r.msg, msg);
    }
    // Urlencoded bodies work too (no image).
    const phone = freshPhone();
    const plain = await t.post('/provider/register', fields(phone));
    assert.equal(plain.key, 'success', plain.msg);
  });

  it('profile: city and section objects; update issues a new token and revokes the old', async () => {
    const { id, token } = await approvedProvider(t, '2', cityId);
    const p = await t.post('/provider/profile', undefined, { token });
    assert.equal(p.key, 'success');
    assert.deepEqual(Object.keys(p.data).sort(), ['city', 'country_code', 'email', 'id', 'image', 'name', 'phone', 'section']);
    assert.equal(p.data.city.id, cityId);
    assert.equal(typeof p.data.city.name, 'string');
    assert.deepEqual(p.data.section, { id: 2, name: sectionName(2, 'en') });

    // The edit screen: multipart, '966' dial code, no section_id for "both", a new image.
    const fd = new FormData();
    fd.append('image', new File([PNG], 'new.png', { type: 'image/png' }));
    fd.append('name', 'Khaled Store');
    fd.append('phone', p.data.phone);
    fd.append('email', 'store@example.com');
    fd.append('country_code', '966');
    fd.append('city_id', String(cityId));
    fd.append('device_id', '111');
    fd.append('device_type', 'web');
    const upd = await t.post('/provider/update/profile', fd, { token });
    assert.equal(upd.key, 'success', upd.msg);
    assert.equal(upd.data.name, 'Khaled Store');
    assert.equal(upd.data.email, 'store@example.com');
    assert.deepEqual(upd.data.section, { id: null, name: 'Freelancer and store owner' });
    assert.match(upd.data.image, /^http:\/\/souq\.test\/uploads\/providers\/.+\.png$/);
    assert.ok(upd.data.token && upd.data.token !== token);
    assert.equal((await t.post('/provider/profile', undefined, { token })).key, 'unauthenticated');
    assert.equal((await t.post('/provider/profile', undefined, { token: upd.data.token })).key, 'success');

    // A missing city is refused; nothing changes.
    const bad = await t.post('/provider/update/profile', { name: 'X', email: 'x@example.com', section_id: '1' }, { token: upd.data.token });
    assert.equal(bad.key, 'fail');
    assert.equal(bad.msg, 'The city field is required');
    const same = await t.post('/provider/profile', undefined, { token: upd.data.token });
    assert.equal(same.data.name, 'Khaled Store');

    // A provider without a city still gets an object.
    await t.app.deps.db.update(providers).set({ cityId: null }).where(eq(providers.id, id));
    const noCity = await t.post('/provider/profile', undefined, { token: upd.data.token });
    assert.deepEqual(noCity.data.city, { id: null, name: '' });
  });

  it('approval through the admin API lets the provider in', async () => {
    const admin = await t.post('/admin/login', { email: t.config.admin.email, password: t.config.admin.password });
    assert.equal(admin.key, 'success', admin.msg);
    const phone = freshPhone();
    const reg = await t.post('/provider/register', providerForm(fields(phone, { section_id: '2' })));
    await t.post('/provider/active/account', { country_code: '+966', phone, code: await lastCode(t, phone), type: 'active' });
    assert.equal((await t.post('/provider/login', { country_code: '+966', phone, password: PASSWORD })).key, 'fail');
    const ok = await t.post(`/admin/providers/${reg.data.id}/approve`, undefined, { token: admin.data.token });
    assert.equal(ok.key, 'success', ok.msg);
    const login = await t.post('/provider/login', { country_code: '+966', phone, password: PASSWORD });
    assert.equal(login.key, 'success', login.msg);
    assert.deepEqual(login.data.section, { id: 2, name: sectionName(2, 'en') });
  });

  it('refuses a provider login with a wrong password or an unconfirmed phone', async () => {
    const phone = freshPhone();
    await t.post('/provider/register', providerForm(fields(phone)));
    const wrong = await t.post('/provider/login', { country_code: '+966', phone, password: 'wrong-pass1' });
    assert.equal(wrong.msg, 'The phone number or password is incorrect');
    const inactive = await t.post('/provider/login', { country_code: '+966', phone, password: PASSWORD });
    assert.equal(inactive.key, 'fail');
    assert.deepEqual(inactive.data, { needs_activation: true });
    t.advance(61_000);
    const resend = await t.post('/provider/code/send', {
      country_code: '+966',
      phone,
      device_id: '111',
      device_type: 'web',
      type: 'active',
    });
    assert.equal(resend.key, 'success', resend.msg);
  });
});
