import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';
import { activeUser, freshPhone, lastCode, PASSWORD, smsCount, useAccounts, wrongCode } from './support';

describe('phone change', () => {
  const t = useTestApp();
  const newAccount = useAccounts(t);

  for (const role of ['user', 'provider'] as const) {
    const account = () => newAccount(role);
    const profilePath = role === 'user' ? '/user/show-profile' : '/provider/profile';
    const device = { device_id: '111', device_type: 'web' };

    /** Steps 1-3: verify the current phone, then ask for a code on the new one. */
    async function toPendingChange(token: string, phone: string, newPhone: string) {
      const send = await t.post(
        `/${role}/phone/change/send/code`,
        { phone, country_code: '+966', type: 'change_phone', user_name: 'x', ...device },
        { token },
      );
      assert.equal(send.key, 'success', send.msg);
      const oldCode = await lastCode(t, phone);
      const first = await t.post(
        `/${role}/verify/code`,
        { country_code: '+966', phone, code: oldCode, type: 'change_phone', ...device },
        { token },
      );
      assert.equal(first.key, 'success', first.msg);
      assert.equal(first.msg, 'The code has been verified');
      const change = await t.post(
        `/${role}/phone/change`,
        { new_phone: newPhone, country_code: '+966', type: 'change_phone', user_name: 'x', phone, ...device },
        { token },
      );
      assert.equal(change.key, 'success', change.msg);
      return { oldCode, newCode: await lastCode(t, newPhone.replace(/^0/, '')) };
    }

    it(`${role}: the existing client's second pass sends the OLD phone with the code that went to the NEW phone`, async () => {
      const { token, phone } = await account();
      const newPhone = freshPhone();
      const { oldCode, newCode } = await toPendingChange(token, phone, newPhone);

      // The old phone's code does not complete the change.
      if (oldCode !== newCode) {
        const wrong = await t.post(`/${role}/verify/code`, { country_code: '+966', phone, code: oldCode, type: 'change_phone' }, { token });
        assert.equal(wrong.key, 'fail');
      }
      const done = await t.post(
        `/${role}/verify/code`,
        { country_code: '+966', phone, code: newCode, type: 'change_phone', ...device },
        { token },
      );
      assert.equal(done.key, 'success', done.msg);
      assert.equal(done.msg, 'Your phone number has been changed; please log in again');

      assert.equal((await t.post(profilePath, undefined, { token })).key, 'unauthenticated');
      assert.equal((await t.post(`/${role}/login`, { country_code: '+966', phone, password: PASSWORD })).key, 'fail');
      const login = await t.post(`/${role}/login`, { country_code: '+966', phone: newPhone, password: PASSWORD });
      assert.equal(login.key, 'success', login.msg);
      assert.equal(login.data.phone, newPhone);
    });

    it(`${role}: our client's second pass sends the new phone`, async () => {
      const { token, phone } = await account();
      const newPhone = freshPhone();
      const { newCode } = await toPendingChange(token, phone, `0${newPhone}`);
      const done = await t.post(
        `/${role}/verify/code`,
        { country_code: '+966', phone: newPhone, code: newCode, type: 'change_phone' },
        { token },
      );
      assert.equal(done.key, 'success', done.msg);
      assert.equal(done.msg, 'Your phone number has been changed; please log in again');
      const login = await t.post(`/${role}/login`, { country_code: '+966', phone: newPhone, password: PASSWORD });
      assert.equal(login.key, 'success');
      const p = await t.post(profilePath, undefined, { token: login.data.token });
      assert.equal(p.data.phone, newPhone);
    });

    it(`${role}: the new phone needs the verified current phone, must be valid, new and free`, async () => {
      const { token, phone } = await account();
      const other = await account();
      const early = await t.post(
        `/${role}/phone/change`,
        { new_phone: freshPhone(), country_code: '+966', phone, type: 'change_phone' },
        { token },
      );
      assert.equal(early.key, 'fail');
      assert.equal(early.msg, 'Verify the code sent to your phone first');

      const notMine = await t.post(`/${role}/phone/change/send/code`, { phone: other.phone, country_code: '+966' }, { token });
      assert.equal(notMine.msg, 'The phone number does not match your account');

      await t.post(`/${role}/phone/change/send/code`, { phone, country_code: '+966' }, { token });
      const code = await lastCode(t, phone);
      const wrong = await t.post(`/${role}/verify/code`, { country_code: '+966', phone, code: wrongCode(code) }, { token });
      assert.equal(wrong.key, 'fail');
      await t.post(`/${role}/verify/code`, { country_code: '+966', phone, code }, { token });

      const taken = await t.post(`/${role}/phone/change`, { new_phone: other.phone, country_code: '+966', phone }, { token });
      assert.equal(taken.msg, 'This phone number is already registered');
      const invalid = await t.post(`/${role}/phone/change`, { new_phone: '123', country_code: '+966', phone }, { token });
      assert.equal(invalid.msg, 'The phone number is invalid');
      const same = await t.post(`/${role}/phone/change`, { new_phone: phone, country_code: '+966', phone }, { token });
      assert.equal(same.msg, 'The new number is the same as your current one');
      const wrongOld = await t.post(
        `/${role}/phone/change`,
        { new_phone: freshPhone(), country_code: '+966', phone: other.phone },
        { token },
      );
      assert.equal(wrongOld.msg, 'The phone number does not match your account');

      // Nothing changed and the session is alive.
      const p = await t.post(profilePath, undefined, { token });
      assert.equal(p.data.phone, phone);
    });

    it(`${role}: restarting the flow drops the pending new phone`, async () => {
      const { token, phone } = await account();
      const newPhone = freshPhone();
      const { newCode } = await toPendingChange(token, phone, newPhone);
      t.advance(61_000);
      await t.post(`/${role}/phone/change/send/code`, { phone, country_code: '+966' }, { token });
      const stale = await t.post(`/${role}/verify/code`, { country_code: '+966', phone: newPhone, code: newCode }, { token });
      assert.equal(stale.key, 'fail');
      const p = await t.post(profilePath, undefined, { token });
      assert.equal(p.data.phone, phone);
    });
  }

  it('a phone taken by someone else between the steps is refused at the switch', async () => {
    const a = await activeUser(t);
    const newPhone = freshPhone();
    await t.post('/user/phone/change/send/code', { phone: a.phone, country_code: '+966' }, { token: a.token });
    await t.post('/user/verify/code', { country_code: '+966', phone: a.phone, code: await lastCode(t, a.phone) }, { token: a.token });
    await t.post('/user/phone/change', { new_phone: newPhone, country_code: '+966', phone: a.phone }, { token: a.token });
    const newCode = await lastCode(t, newPhone);
    await activeUser(t, { phone: newPhone });
    const r = await t.post('/user/verify/code', { country_code: '+966', phone: a.phone, code: newCode }, { token: a.token });
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'This phone number is already registered');
    assert.equal((await t.post('/user/show-profile', undefined, { token: a.token })).data.phone, a.phone);
  });

  it('sends the first code to the current phone only', async () => {
    const a = await activeUser(t);
    const before = await smsCount(t, a.phone);
    await t.post('/user/phone/change/send/code', { phone: a.phone, country_code: '+966' }, { token: a.token });
    assert.equal(await smsCount(t, a.phone), before + 1);
    const unauth = await t.post('/user/phone/change/send/code', { phone: a.phone, country_code: '+966' }, { token: null });
    assert.equal(unauth.key, 'unauthenticated');
  });
});
