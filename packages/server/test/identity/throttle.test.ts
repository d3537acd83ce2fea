import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { activeUser, freshPhone, lastCode, PASSWORD } from './support';

describe('login throttling', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const login = (phone: string, password: string, ip = '10.0.0.1', lang: 'ar' | 'en' = 'en') =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: ip,
        headers: { lang },
        payload: { country_code: '+966', phone, password },
      })
      .then((r) => r.json() as { key: string; msg: string; data: unknown });

  it('locks a phone after 5 failures for 15 minutes, even with the right password', async () => {
    const { phone } = await activeUser(t);
    for (let i = 0; i < 5; i++) {
      const r = await login(phone, 'wrong-pass1', `10.1.0.${i}`);
      assert.equal(r.msg, 'The phone number or password is incorrect');
    }
    const locked = await login(phone, PASSWORD, '10.1.1.1');
    assert.equal(locked.key, 'fail');
    assert.equal(locked.msg, 'Too many attempts, try again in 15 minutes');
    const ar = await login(phone, PASSWORD, '10.1.1.1', 'ar');
    assert.equal(ar.msg, 'محاولات كثيرة، حاول مرة أخرى بعد 15 دقيقة');

    t.advance(10 * 60_000);
    assert.equal((await login(phone, PASSWORD, '10.1.1.1')).msg, 'Too many attempts, try again in 5 minutes');
    t.advance(5 * 60_000 + 1_000);
    assert.equal((await login(phone, PASSWORD, '10.1.1.1')).key, 'success');
  });

  it('a success clears the phone counter', async () => {
    const { phone } = await activeUser(t);
    for (let i = 0; i < 4; i++) await login(phone, 'wrong-pass1', '10.2.0.1');
    assert.equal((await login(phone, PASSWORD, '10.2.0.1')).key, 'success');
    for (let i = 0; i < 4; i++) await login(phone, 'wrong-pass1', '10.2.0.1');
    assert.equal((await login(phone, PASSWORD, '10.2.0.1')).key, 'success');
  });

  it('unknown phones count too, and one address is locked after 30 failures', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 30; i++) {
      const r = await login(freshPhone(), 'whatever1', ip);
      assert.equal(r.msg, 'The phone number or password is incorrect', `try ${i + 1}`);
    }
    const { phone } = await activeUser(t);
    const locked = await login(phone, PASSWORD, ip);
    assert.equal(locked.key, 'fail');
    assert.match(locked.msg, /^Too many attempts, try again in \d+ minutes$/);
    // Another address is not affected.
    assert.equal((await login(phone, PASSWORD, '10.3.0.2')).key, 'success');
    t.advance(15 * 60_000 + 1_000);
    assert.equal((await login(phone, PASSWORD, ip)).key, 'success');
  });

  it('a password reset lifts the phone lock', async () => {
    const { phone } = await activeUser(t);
    for (let i = 0; i < 5; i++) await login(phone, 'wrong-pass1', '10.4.0.1');
    assert.match((await login(phone, PASSWORD, '10.4.0.2')).msg, /^Too many attempts/);
    await t.post('/user/password/reset/send-code', { country_code: '+966', phone });
    const code = await lastCode(t, phone);
    const r = await t.post('/user/reset/password', {
      country_code: '+966',
      phone,
      code,
      password: 'another789',
      password_confirmation: 'another789',
    });
    assert.equal(r.key, 'success', r.msg);
    assert.equal((await login(phone, 'another789', '10.4.0.2')).key, 'success');
  });
});
