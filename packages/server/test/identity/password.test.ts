import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';
import { activeUser, freshPhone, lastCode, PASSWORD, smsCount, useAccounts, wrongCode } from './support';

const NEW_PASSWORD = 'brandNew456';

describe('password change and reset', () => {
  const t = useTestApp();
  const newAccount = useAccounts(t);

  for (const role of ['user', 'provider'] as const) {
    const account = () => newAccount(role);
    const login = (phone: string, password: string) => t.post(`/${role}/login`, { country_code: '+966', phone, password });

    it(`${role}: change password needs a verified code and signs out every session`, async () => {
      const { token, phone } = await account();
      const second = (await login(phone, PASSWORD)).data.token as string;

      // Without a verified code: refused.
      const early = await t.post(
        `/${role}/password/update`,
        { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token },
      );
      assert.equal(early.key, 'fail');
      assert.equal(early.msg, 'Verify the code sent to your phone first');

      // Only the signed-in account's own phone.
      const other = await t.post(
        `/${role}/password/change/send-code`,
        { country_code: '+966', phone: freshPhone(), type: 'change_password' },
        { token },
      );
      assert.equal(other.key, 'fail');
      assert.equal(other.msg, 'The phone number does not match your account');

      const send = await t.post(
        `/${role}/password/change/send-code`,
        { phone, country_code: '+966', type: 'change_password', device_id: '111', device_type: 'web' },
        { token },
      );
      assert.equal(send.key, 'success', send.msg);
      const code = await lastCode(t, phone);
      const bad = await t.post(
        `/${role}/password/change/verify-code`,
        { country_code: '+966', phone, code: wrongCode(code), type: 'change_password' },
        { token },
      );
      assert.equal(bad.key, 'fail');
      const verify = await t.post(
        `/${role}/password/change/verify-code`,
        { country_code: '+966', phone, code, type: 'change_password' },
        { token },
      );
      assert.equal(verify.key, 'success', verify.msg);

      const wrongOld = await t.post(
        `/${role}/password/update`,
        { old_password: 'not-it-123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token },
      );
      assert.equal(wrongOld.msg, 'The current password is incorrect');
      const mismatch = await t.post(
        `/${role}/password/update`,
        { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'other' },
        { token },
      );
      assert.equal(mismatch.msg, 'The password confirmation does not match');

      const upd = await t.post(
        `/${role}/password/update`,
        { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, country_code: '+966', phone },
        { token },
      );
      assert.equal(upd.key, 'success', upd.msg);
      for (const tk of [token, second]) {
        const p = await t.post(role === 'user' ? '/user/show-profile' : '/provider/profile', undefined, { token: tk });
        assert.equal(p.key, 'unauthenticated');
      }
      assert.equal((await login(phone, PASSWORD)).key, 'fail');
      const fresh = await login(phone, NEW_PASSWORD);
      assert.equal(fresh.key, 'success', fresh.msg);

      // The verification was used up.
      const again = await t.post(
        `/${role}/password/update`,
        { old_password: NEW_PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
        { token: fresh.data.token },
      );
      assert.equal(again.msg, 'Verify the code sent to your phone first');
    });

    it(`${role}: a verified change_password code is good for 10 minutes`, async () => {
      const { token, phone } = await account();
      await t.post(`/${role}/password/change/send-code`, { country_code: '+966', phone }, { token });
      await t.post(`/${role}/password/change/verify-code`, { country_code: '+966', phone, code: await lastCode(t, phone) }, { token });
      t.advance(11 * 60_000);
      const late = await t.post(
        `/${role}/password/update`,
        { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token },
      );
      assert.equal(late.msg, 'Verify the code sent to your phone first');
    });

    it(`${role}: reset with the code`, async () => {
      const { token, phone } = await account();
      const send = await t.post(`/${role}/password/reset/send-code`, {
        phone,
        country_code: '+966',
        type: 'reset_password',
        device_type: 'web',
        device_id: 'fcm',
      });
      assert.equal(send.key, 'success', send.msg);
      const code = await lastCode(t, phone);
      const wrong = await t.post(`/${role}/reset/password`, {
        country_code: '+966',
        phone,
        code: wrongCode(code),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      assert.equal(wrong.key, 'fail');
      assert.equal((await login(phone, PASSWORD)).key, 'success', 'a refused reset changes nothing');
      const r = await t.post(`/${role}/reset/password`, {
        country_code: '+966',
        phone,
        code,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      assert.equal(r.key, 'success', r.msg);
      assert.equal(
        (await t.post(role === 'user' ? '/user/show-profile' : '/provider/profile', undefined, { token })).key,
        'unauthenticated',
      );
      assert.equal((await login(phone, NEW_PASSWORD)).key, 'success');
      const reuse = await t.post(`/${role}/reset/password`, {
        country_code: '+966',
        phone,
        code,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      assert.equal(reuse.key, 'fail');
    });

    it(`${role}: reset without a code right after verify-code, once`, async () => {
      const { phone } = await account();
      await t.post(`/${role}/password/reset/send-code`, { phone, country_code: '+966' });
      const noVerify = await t.post(`/${role}/reset/password`, {
        country_code: '+966',
        phone,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      assert.equal(noVerify.key, 'fail');
      assert.equal(noVerify.msg, 'Verify the code sent to your phone first');

      const v = await t.post(`/${role}/password/reset/verify-code`, {
        country_code: '+966',
        phone,
        code: await lastCode(t, phone),
        type: 'reset_password',
        device_id: 'fcm',
        device_type: 'web',
      });
      assert.equal(v.key, 'success', v.msg);
      // The existing provider screen: no code, no token (docs/legacy-client.md#ec-1-9).
      const r = await t.post(`/${role}/reset/password`, {
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        country_code: '+966',
        phone,
        device_id: '111',
        device_type: 'web',
      });
      assert.equal(r.key, 'success', r.msg);
      assert.equal((await login(phone, NEW_PASSWORD)).key, 'success');

      const twice = await t.post(`/${role}/reset/password`, {
        country_code: '+966',
        phone,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      assert.equal(twice.key, 'fail', 'the verification is used up');
      assert.equal((await login(phone, NEW_PASSWORD)).key, 'success');
    });

    it(`${role}: a reset verification expires after 10 minutes`, async () => {
      const { phone } = await account();
      await t.post(`/${role}/password/reset/send-code`, { phone, country_code: '+966' });
      await t.post(`/${role}/password/reset/verify-code`, { country_code: '+966', phone, code: await lastCode(t, phone) });
      t.advance(10 * 60_000 + 1_000);
      const r = await t.post(`/${role}/reset/password`, {
        country_code: '+966',
        phone,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      assert.equal(r.msg, 'Verify the code sent to your phone first');
    });

    it(`${role}: reset for an unknown phone answers as for a known one, and texts nothing`, async () => {
      const phone = freshPhone();
      const r = await t.post(`/${role}/password/reset/send-code`, { phone, country_code: '+966' });
      assert.equal(r.key, 'success');
      assert.equal(r.msg, 'A verification code has been sent to your phone');
      assert.equal(await smsCount(t, phone), 0);
    });
  }

  it('a reset code of one role does not reset the other role with the same phone', async () => {
    const user = await activeUser(t);
    await t.post('/user/password/reset/send-code', { phone: user.phone, country_code: '+966' });
    await t.post('/user/password/reset/verify-code', { country_code: '+966', phone: user.phone, code: await lastCode(t, user.phone) });
    const r = await t.post('/provider/reset/password', {
      country_code: '+966',
      phone: user.phone,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    assert.equal(r.key, 'fail');
  });
});
