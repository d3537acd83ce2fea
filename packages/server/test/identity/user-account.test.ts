import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { activeUser, approvedProvider, ensureLookups, freshPhone, lastCode, PASSWORD, smsCount } from './support';

describe('customer account', () => {
  const t = useTestApp();
  let cityId: number;
  before(async () => {
    ({ cityId } = await ensureLookups(t));
  });

  it('register → activate → login → show-profile → update → logout', async () => {
    const phone = freshPhone();
    const reg = await t.post('/user/register', {
      user_name: 'Sara',
      email: 'Sara@Example.com',
      phone: `0${phone}`,
      country_code: '+966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
      device_id: 'fcm-token',
    });
    assert.equal(reg.status, 200);
    assert.equal(reg.key, 'success', reg.msg);
    assert.equal(typeof reg.data.id, 'number');

    // Created inactive, phone stored without the trunk zero, code texted and stored hashed.
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, reg.data.id));
    assert.equal(row!.isActive, false);
    assert.equal(row!.phone, phone);
    assert.equal(row!.countryCode, '+966');
    assert.equal(row!.email, 'sara@example.com');
    assert.notEqual(row!.passwordHash, PASSWORD);
    const code = await lastCode(t, phone);
    assert.match(code, /^\d{5}$/);
    const [codeRow] = await t.app.deps.db.select().from(verificationCodes).where(eq(verificationCodes.subjectId, reg.data.id));
    assert.ok(codeRow && !codeRow.codeHash.includes(code), 'the code is stored hashed');

    // The outbox text is localized.
    const ar = await t.post('/user/code/send', { country_code: '+966', phone }, { lang: 'ar' });
    assert.equal(ar.key, 'fail'); // too soon: within 60 s
    assert.match(ar.msg, /ثانية/);

    // Login before activation: refused, needs activation, no new code inside 60 s.
    const sentBefore = await smsCount(t, phone);
    const early = await t.post('/user/login', { country_code: '+966', phone, password: PASSWORD });
    assert.equal(early.key, 'fail');
    assert.deepEqual(early.data, { needs_activation: true });
    assert.equal(await smsCount(t, phone), sentBefore);

    const act = await t.post('/user/active/account', {
      country_code: '+966',
      phone,
      code,
      type: 'active',
      device_id: '111',
      device_type: 'web',
      user_name: 'Sara',
    });
    assert.equal(act.key, 'success', act.msg);
    assert.equal(typeof act.data.token, 'string');
    assert.equal(act.data.id, reg.data.id);
    assert.equal(act.data.user_name, 'Sara');

    // The activation code is used up.
    const again = await t.post('/user/active/account', { country_code: '+966', phone, code, type: 'active' });
    assert.equal(again.key, 'fail');

    const login = await t.post('/user/login', { country_code: '+966', phone, password: PASSWORD, device_id: 'x', device_type: 'web' });
    assert.equal(login.key, 'success', login.msg);
    assert.deepEqual(Object.keys(login.data).sort(), ['country_code', 'email', 'id', 'phone', 'token', 'user_name']);
    assert.equal(login.data.phone, phone);
    assert.equal(login.data.country_code, '+966');
    const token = login.data.token as string;

    // Empty text/plain body, as the existing client sends it.
    const profileRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/show-profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain;charset=UTF-8', lang: 'en' },
      payload: '',
    });
    const profile = profileRes.json();
    assert.equal(profile.key, 'success');
    assert.deepEqual(profile.data, { id: reg.data.id, user_name: 'Sara', email: 'sara@example.com', phone, country_code: '+966' });

    const upd = await t.post(
      '/user/update/profile',
      { user_name: 'Sara A.', email: 'sara.a@example.com', phone, country_code: '+966', device_id: '111', device_type: 'web' },
      { token },
    );
    assert.equal(upd.key, 'success', upd.msg);
    assert.equal(upd.data.user_name, 'Sara A.');
    assert.equal(upd.data.email, 'sara.a@example.com');
    const newToken = upd.data.token as string;
    assert.ok(newToken && newToken !== token);

    const old = await t.post('/user/show-profile', undefined, { token });
    assert.equal(old.status, 200);
    assert.equal(old.key, 'unauthenticated');
    const fresh = await t.post('/user/show-profile', undefined, { token: newToken });
    assert.equal(fresh.key, 'success');
    assert.equal(fresh.data.user_name, 'Sara A.');

    const out = await t.post('/user/logout', undefined, { token: newToken });
    assert.equal(out.key, 'success');
    const afterOut = await t.post('/user/show-profile', undefined, { token: newToken });
    assert.equal(afterOut.key, 'unauthenticated');
  });

  it('refuses a duplicate phone, whatever its spelling', async () => {
    const { phone } = await activeUser(t);
    const dup = await t.post('/user/register', {
      user_name: 'Other',
      email: 'other@example.com',
      phone: `0${phone.slice(0, 2)} ${phone.slice(2)}`,
      country_code: '966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
    });
    assert.equal(dup.key, 'fail');
    assert.equal(dup.msg, 'This phone number is already registered');
  });

  it("reads '966', '+966', ' 966' and '00966' as the same dial code, and Arabic-Indic digits", async () => {
    const { phone } = await activeUser(t, { country_code: '966' });
    const arabic = phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const cc of ['+966', '966', ' 966', '00966', '٩٦٦']) {
      const r = await t.post('/user/login', { country_code: cc, phone: arabic, password: PASSWORD });
      assert.equal(r.key, 'success', `${cc}: ${r.msg}`);
      assert.equal(r.data.country_code, '+966');
    }
  });

  it('reads a duplicated phone key once, and the body before the raw query string', async () => {
    const { phone } = await activeUser(t);
    const body = `user_name=Sara&phone=${phone}&phone=${phone}&country_code=%2B966&password=${PASSWORD}&device_id=null&device_type=web`;
    const res = await t.app.inject({
      method: 'POST',
      // The existing client's unencoded query: '+966' is decoded as ' 966'.
      url: `/api/v1/user/login?country_code=+966&phone=${phone}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    assert.equal(res.json().key, 'success', res.json().msg);

    const fd = new FormData();
    fd.append('phone', phone);
    fd.append('password', PASSWORD);
    fd.append('phone', phone);
    fd.append('country_code', '+966');
    const multi = await t.post('/user/login', fd);
    assert.equal(multi.key, 'success', multi.msg);

    // Only the query carries the phone: still understood.
    const q = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/login?country_code=+966&phone=${phone}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${PASSWORD}`,
    });
    assert.equal(q.json().key, 'success', q.json().msg);
  });

  it('validates registration with localized messages and writes nothing', async () => {
    const phone = freshPhone();
    const base = {
      user_name: 'Ali',
      email: 'ali@example.com',
      phone,
      country_code: '+966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
    };
    const cases: [Record<string, string>, string, string][] = [
      [{ is_conditions: '0' }, 'You must accept the terms and conditions', 'يجب الموافقة على الشروط والأحكام'],
      [{ password_confirmation: 'other123' }, 'The password confirmation does not match', 'تأكيد كلمة المرور غير مطابق'],
      [
        { password: 'abc', password_confirmation: 'abc' },
        'The password field must be at least 6 characters',
        'حقل كلمة المرور يجب ألا يقل عن 6 حروف',
      ],
      [{ email: 'not-an-email' }, 'The email address is invalid', 'البريد الإلكتروني غير صحيح'],
      [{ phone: '12345' }, 'The phone number is invalid', 'رقم الجوال غير صحيح'],
      [{ country_code: 'NaN', phone: '20 1001234567' }, 'The phone number is invalid', 'رقم الجوال غير صحيح'],
      [{ user_name: '' }, 'The user name field is required', 'حقل اسم المستخدم مطلوب'],
    ];
    for (const [override, en, ar] of cases) {
      const r = await t.post('/user/register', { ...base, ...override });
      assert.equal(r.key, 'fail', JSON.stringify(override));
      assert.equal(r.msg, en);
      const rAr = await t.post('/user/register', { ...base, ...override }, { lang: 'ar' });
      assert.equal(rAr.msg, ar);
    }
    const rows = await t.app.deps.db.select().from(users).where(eq(users.phone, phone));
    assert.equal(rows.length, 0);
    assert.equal(await smsCount(t, phone), 0);
  });

  it('answers an unknown phone and a wrong password alike', async () => {
    const { phone } = await activeUser(t);
    const wrong = await t.post('/user/login', { country_code: '+966', phone, password: 'nope12345' });
    const unknown = await t.post('/user/login', { country_code: '+966', phone: freshPhone(), password: 'nope12345' });
    assert.equal(wrong.key, 'fail');
    assert.equal(unknown.key, 'fail');
    assert.equal(wrong.msg, unknown.msg);
    assert.equal(wrong.data, null);
    assert.equal(unknown.data, null);
  });

  it('refuses a provider token on customer calls, and a customer token on provider calls', async () => {
    const provider = await approvedProvider(t, '1', cityId);
    const r = await t.post('/user/show-profile', undefined, { token: provider.token });
    assert.equal(r.status, 200);
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'This is only available to customers');
    const user = await activeUser(t);
    const p = await t.post('/provider/profile', undefined, { token: user.token });
    assert.equal(p.key, 'fail');
    assert.equal(p.msg, 'This is only available to providers');
  });

  it('needs a session for the profile; Bearer null is a guest', async () => {
    const r = await t.post('/user/show-profile', undefined, { token: null });
    assert.equal(r.status, 200);
    assert.equal(r.key, 'unauthenticated');
    const bogus = await t.post('/user/update/profile', { user_name: 'x', email: 'x@example.com' }, { token: 'not-a-token' });
    assert.equal(bogus.key, 'unauthenticated');
  });

  it('signing out without a live session is not an error; JSON bodies work', async () => {
    const r = await t.post('/user/logout', undefined, { token: null });
    assert.equal(r.key, 'success');
    const phone = freshPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload: {
        user_name: 'Json',
        email: 'json@example.com',
        phone,
        country_code: '+966',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        is_conditions: 1,
      },
    });
    assert.equal(res.json().key, 'success', res.json().msg);
  });

  it('keeps the phone out of profile updates: another dial code is refused', async () => {
    const { token } = await activeUser(t);
    const r = await t.post('/user/update/profile', { user_name: 'Sara', email: 'sara@example.com', country_code: '+20' }, { token });
    assert.equal(r.key, 'fail');
    const still = await t.post('/user/show-profile', undefined, { token });
    assert.equal(still.key, 'success', 'a refused update does not revoke the token');
  });

  it('resends an activation code for an inactive account and refuses it for an active one', async () => {
    const phone = freshPhone();
    await t.post('/user/register', {
      user_name: 'Mona',
      email: 'mona@example.com',
      phone,
      country_code: '+966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
    });
    const first = await lastCode(t, phone);
    t.advance(61_000);
    const resend = await t.post('/user/code/send', { country_code: '+966', phone, type: 'active', device_id: 'x' });
    assert.equal(resend.key, 'success', resend.msg);
    const second = await lastCode(t, phone);
    // Only the newest code counts.
    if (first !== second) {
      const stale = await t.post('/user/active/account', { country_code: '+966', phone, code: first, type: 'active' });
      assert.equal(stale.key, 'fail');
    }
    const ok = await t.post('/user/active/account', { country_code: '+966', phone, code: second, type: 'active' });
    assert.equal(ok.key, 'success', ok.msg);
    t.advance(61_000);
    const again = await t.post('/user/code/send', { country_code: '+966', phone, type: 'active' });
    assert.equal(again.key, 'fail');
    assert.equal(again.msg, 'This account is already activated; you can log in');
    const unknown = await t.post('/user/code/send', { country_code: '+966', phone: freshPhone(), type: 'active' });
    assert.equal(unknown.key, 'fail');
  });

  it('sends a fresh activation code on login only when the last one is older than 60 s', async () => {
    const phone = freshPhone();
    await t.post('/user/register', {
      user_name: 'Noor',
      email: 'noor@example.com',
      phone,
      country_code: '+966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
    });
    assert.equal(await smsCount(t, phone), 1);
    t.advance(61_000);
    const r = await t.post('/user/login', { country_code: '+966', phone, password: PASSWORD });
    assert.equal(r.key, 'fail');
    assert.deepEqual(r.data, { needs_activation: true });
    assert.equal(await smsCount(t, phone), 2);
    // A wrong password never triggers a code.
    t.advance(61_000);
    await t.post('/user/login', { country_code: '+966', phone, password: 'wrong-pass1' });
    assert.equal(await smsCount(t, phone), 2);
  });
});
