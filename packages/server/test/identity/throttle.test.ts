import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';
import { activeUser, freshPhone, lastCode, PASSWORD } from './support';

describe('login throttling', () => {
  const t = useTestApp();

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

  it('slows one address down after 5 failures for a phone, with growing delays; the owner elsewhere signs in', async () => {
    const { phone } = await activeUser(t);
    for (let i = 0; i < 5; i++) {
      const r = await login(phone, 'wrong-pass1', '10.1.0.1');
      assert.equal(r.msg, 'The phone number or password is incorrect');
    }
    const slowed = await login(phone, PASSWORD, '10.1.0.1');
    assert.equal(slowed.key, 'fail');
    assert.equal(slowed.msg, 'Too many attempts, try again in 1 minute');
    const ar = await login(phone, PASSWORD, '10.1.0.1', 'ar');
    assert.equal(ar.msg, 'محاولات كثيرة، حاول مرة أخرى بعد دقيقة واحدة');
    // The owner, at another address, is not affected.
    assert.equal((await login(phone, PASSWORD, '10.1.1.1')).key, 'success');

    t.advance(61_000);
    assert.equal((await login(phone, 'wrong-pass1', '10.1.0.1')).key, 'fail');
    assert.equal((await login(phone, PASSWORD, '10.1.0.1')).msg, 'Too many attempts, try again in 2 minutes');
    t.advance(2 * 60_000 + 1_000);
    assert.equal((await login(phone, PASSWORD, '10.1.0.1')).key, 'success');
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
    assert.match((await login(phone, PASSWORD, '10.4.0.1')).msg, /^Too many attempts/);
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
    assert.equal((await login(phone, 'another789', '10.4.0.1')).key, 'success');
  });
});
