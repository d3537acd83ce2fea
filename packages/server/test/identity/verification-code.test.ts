import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TestApp, useTestApp } from '../helpers/test-app';
import { freshPhone, lastCode, PASSWORD, registerCustomer, smsCount, wrongCode } from './support';

async function register(t: TestApp): Promise<string> {
  const phone = freshPhone();
  const r = await registerCustomer(t, phone);
  assert.equal(r.key, 'success', r.msg);
  return phone;
}

const activate = (t: TestApp, phone: string, code: string, lang: 'ar' | 'en' = 'en') =>
  t.post('/user/active/account', { country_code: '+966', phone, code, type: 'active' }, { lang });

describe('verification codes', () => {
  const t = useTestApp();

  it('locks a code after 5 wrong tries: the 6th try is refused even with the right code', async () => {
    const phone = await register(t);
    const code = await lastCode(t, phone);
    const bad = wrongCode(code);
    for (let i = 1; i <= 4; i++) {
      const r = await activate(t, phone, bad);
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, `The verification code is incorrect; attempts left: ${5 - i}`);
    }
    const fifth = await activate(t, phone, bad);
    assert.equal(fifth.msg, 'Too many wrong attempts; request a new code');
    const sixth = await activate(t, phone, code);
    assert.equal(sixth.key, 'fail');
    assert.equal(sixth.msg, 'Too many wrong attempts; request a new code');
    const ar = await activate(t, phone, code, 'ar');
    assert.equal(ar.msg, 'تم تجاوز عدد المحاولات المسموح بها، اطلب رمزاً جديداً');

    // A new code (after the 60 s wait) works.
    t.advance(61_000);
    const resend = await t.post('/user/code/send', { country_code: '+966', phone, type: 'active' });
    assert.equal(resend.key, 'success', resend.msg);
    const ok = await activate(t, phone, await lastCode(t, phone));
    assert.equal(ok.key, 'success', ok.msg);
  });

  it('a right code after some wrong ones still works', async () => {
    const phone = await register(t);
    const code = await lastCode(t, phone);
    for (let i = 0; i < 4; i++) await activate(t, phone, wrongCode(code));
    const ok = await activate(t, phone, code);
    assert.equal(ok.key, 'success', ok.msg);
  });

  it('expires a code after 10 minutes', async () => {
    const phone = await register(t);
    const code = await lastCode(t, phone);
    t.advance(11 * 60_000);
    const r = await activate(t, phone, code);
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'The verification code has expired; request a new one');
    const resend = await t.post('/user/code/send', { country_code: '+966', phone });
    assert.equal(resend.key, 'success');
    assert.equal((await activate(t, phone, await lastCode(t, phone))).key, 'success');
  });

  it('refuses a resend within 60 s with the seconds left, then sends after 61 s', async () => {
    const phone = await register(t);
    t.advance(20_000);
    const soon = await t.post('/user/code/send', { country_code: '+966', phone, type: 'active' });
    assert.equal(soon.key, 'fail');
    assert.equal(soon.msg, 'Please wait 40 seconds before requesting a new code');
    const soonAr = await t.post('/user/code/send', { country_code: '+966', phone }, { lang: 'ar' });
    assert.equal(soonAr.msg, 'يرجى الانتظار 40 ثانية قبل طلب رمز جديد');
    assert.equal(await smsCount(t, phone), 1);
    t.advance(41_000);
    const later = await t.post('/user/code/send', { country_code: '+966', phone, type: 'active' });
    assert.equal(later.key, 'success', later.msg);
    assert.equal(await smsCount(t, phone), 2);
  });

  it('texts a localized message through the SMS driver', async () => {
    const phone = freshPhone();
    await t.post(
      '/user/register',
      {
        user_name: 'Reem',
        email: 'reem@example.com',
        phone,
        country_code: '+966',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        is_conditions: '1',
      },
      { lang: 'ar' },
    );
    const code = await lastCode(t, phone);
    const outbox = t.app.deps.sms as unknown as { list(cc: string, p: string): Promise<{ body: string; code: string | null }[]> };
    const [msg] = await outbox.list('+966', phone);
    assert.equal(msg!.body, `رمز التحقق الخاص بك في سوق: ${code}`);
  });

  it('refuses a code that is not five digits', async () => {
    const phone = await register(t);
    const r = await activate(t, phone, '123');
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'The verification code must be 5 digits');
    // Arabic-Indic digits are read as digits.
    const code = await lastCode(t, phone);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    assert.equal((await activate(t, phone, arabic)).key, 'success');
  });

  it('slows the codes a phone can get after 3, without a lock', async () => {
    const phone = await register(t); // the registration code is not counted
    for (let i = 0; i < 3; i++) {
      t.advance(61_000);
      const r = await t.post('/user/code/send', { country_code: '+966', phone });
      assert.equal(r.key, 'success', `send ${i + 1}: ${r.msg}`);
    }
    t.advance(61_000);
    const slowed = await t.post('/user/code/send', { country_code: '+966', phone });
    assert.equal(slowed.key, 'fail');
    assert.equal(slowed.msg, 'Too many codes requested, try again in 1 minute');
    t.advance(60_000);
    assert.equal((await t.post('/user/code/send', { country_code: '+966', phone })).key, 'success');
  });
});
