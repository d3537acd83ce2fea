/**
 * Accounts, as an attacker at other addresses would try them: password reset takeover, the
 * owner's lockout, a squatted phone, SMS cost, code guessing and phone enumeration. Every
 * call names its client address (app.inject's remoteAddress).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app';
import {
  activeUser,
  approvedProvider,
  ensureLookups,
  freshPhone,
  lastCode,
  PASSWORD,
  PNG,
  providerForm,
  smsCount,
  wrongCode,
} from '../identity/support';

const OWNER = '10.20.0.1';
const ATTACKER = '10.20.9.9';
const NEW_PASSWORD = 'owner-new-77';

describe('security: accounts', () => {
  const t = useTestApp();
  let cityId: number;
  before(async () => {
    cityId = (await ensureLookups(t)).cityId;
  });

  const from = (remoteAddress: string, userAgent = 'owner-browser') => ({ remoteAddress, headers: { 'user-agent': userAgent } });
  const reset = (role: string, phone: string, extra: Record<string, string>, at = from(OWNER)) =>
    t.post(
      `/${role}/reset/password`,
      { country_code: '+966', phone, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...extra },
      at,
    );
  const login = (role: string, phone: string, password: string, ip = OWNER) =>
    t.post(`/${role}/login`, { country_code: '+966', phone, password }, { remoteAddress: ip });

  /** Owner asks for a reset code and verifies it; returns the reset token. */
  async function verifiedReset(role: string, phone: string, at = from(OWNER)): Promise<string> {
    assert.equal((await t.post(`/${role}/password/reset/send-code`, { country_code: '+966', phone }, at)).key, 'success');
    const v = await t.post(`/${role}/password/reset/verify-code`, { country_code: '+966', phone, code: await lastCode(t, phone) }, at);
    assert.equal(v.key, 'success', v.msg);
    assert.match(v.data.reset_token, /^[\w-]{40,}$/);
    return v.data.reset_token;
  }

  for (const role of ['user', 'provider'] as const) {
    const account = () => (role === 'user' ? activeUser(t) : approvedProvider(t, '1', cityId));
    const profile = role === 'user' ? '/user/show-profile' : '/provider/profile';

    it(`${role}: after the owner verified a reset code, another address without the token is refused`, async () => {
      const { phone, token } = await account();
      await verifiedReset(role, phone);
      const stranger = await reset(role, phone, {}, from(ATTACKER));
      assert.equal(stranger.key, 'fail');
      assert.equal(stranger.msg, 'Verify the code sent to your phone first');
      const otherBrowser = await reset(role, phone, {}, from(OWNER, 'another-browser'));
      assert.equal(otherBrowser.key, 'fail', 'the same address with another User-Agent is refused too');
      assert.equal((await login(role, phone, PASSWORD)).key, 'success', 'nothing changed');
      assert.equal((await t.post(profile, {}, { token })).key, 'success');
    });

    it(`${role}: the reset token sets the password once, and every session ends`, async () => {
      const { phone, token } = await account();
      const resetToken = await verifiedReset(role, phone);
      const r = await reset(role, phone, { reset_token: resetToken }, from('10.20.0.2', 'phone-app'));
      assert.equal(r.key, 'success', r.msg);
      assert.equal((await t.post(profile, {}, { token })).key, 'unauthenticated', 'the old session ended');
      const again = await reset(role, phone, { reset_token: resetToken, password: 'third-pass-9', password_confirmation: 'third-pass-9' });
      assert.equal(again.key, 'fail');
      assert.equal(again.msg, 'This password reset has expired or was already used; request a new code');
      assert.equal((await login(role, phone, NEW_PASSWORD)).key, 'success');
    });

    it(`${role}: the existing client (no token) may finish from the verifying browser, once, within 5 minutes`, async () => {
      const { phone } = await account();
      await verifiedReset(role, phone);
      assert.equal((await reset(role, phone, {})).key, 'success');
      assert.equal((await reset(role, phone, { password: 'third-pass-9', password_confirmation: 'third-pass-9' })).key, 'fail');

      const late = await account();
      await verifiedReset(role, late.phone);
      t.advance(5 * 60_000 + 1000);
      assert.equal((await reset(role, late.phone, {})).msg, 'Verify the code sent to your phone first');
    });

    it(`${role}: a reset token expires after 10 minutes and is bound to its phone`, async () => {
      const a = await account();
      const b = await account();
      const tokenA = await verifiedReset(role, a.phone);
      assert.equal((await reset(role, b.phone, { reset_token: tokenA })).key, 'fail', "another phone's token");
      t.advance(10 * 60_000 + 1000);
      assert.equal((await reset(role, a.phone, { reset_token: tokenA })).key, 'fail');
    });
  }

  it('a stranger failing logins from one address does not lock the owner out elsewhere (users, providers, admins)', async () => {
    const user = await activeUser(t);
    const provider = await approvedProvider(t, '1', cityId);
    for (let i = 0; i < 10; i++) {
      await login('user', user.phone, `wrong-${i}xx`, ATTACKER);
      await login('provider', provider.phone, `wrong-${i}xx`, ATTACKER);
      await t.post('/admin/login', { email: 'admin@souq.sa', password: `wrong-${i}xx` }, { remoteAddress: ATTACKER });
    }
    assert.match((await login('user', user.phone, PASSWORD, ATTACKER)).msg, /^Too many attempts/);
    assert.equal((await login('user', user.phone, PASSWORD, OWNER)).key, 'success');
    assert.equal((await login('provider', provider.phone, PASSWORD, OWNER)).key, 'success');
    const admin = await t.post('/admin/login', { email: 'admin@souq.sa', password: 'Admin@12345' }, { remoteAddress: OWNER });
    assert.equal(admin.key, 'success', admin.msg);
  });

  it('reset codes asked from ten addresses slow the phone down but the owner still gets a code within minutes', async () => {
    const { phone } = await activeUser(t);
    for (let i = 0; i < 10; i++) {
      t.advance(61_000);
      await t.post('/user/password/reset/send-code', { country_code: '+966', phone }, { remoteAddress: `10.21.0.${i}` });
    }
    let waited = 0;
    let sent = await t.post('/user/password/reset/send-code', { country_code: '+966', phone }, from(OWNER));
    while (sent.key !== 'success' && waited < 15) {
      assert.match(sent.msg, /^Too many codes requested, try again in/);
      t.advance(60_000);
      waited += 1;
      sent = await t.post('/user/password/reset/send-code', { country_code: '+966', phone }, from(OWNER));
    }
    assert.equal(sent.key, 'success', `still refused after ${waited} minutes: ${sent.msg}`);
    const v = await t.post(
      '/user/password/reset/verify-code',
      { country_code: '+966', phone, code: await lastCode(t, phone) },
      from(OWNER),
    );
    assert.equal(v.key, 'success', v.msg);
    assert.equal((await reset('user', phone, { reset_token: v.data.reset_token })).key, 'success');
  });

  it('reclaiming a never-activated registration by reset clears what the registrant set', async () => {
    const phone = freshPhone();
    const squat = await t.post(
      '/user/register',
      {
        user_name: 'SQUATTER',
        email: 'squatter@evil.example',
        phone,
        country_code: '+966',
        password: 'squat-pass1',
        password_confirmation: 'squat-pass1',
        is_conditions: '1',
      },
      { remoteAddress: ATTACKER },
    );
    assert.equal(squat.key, 'success', squat.msg);
    t.advance(61_000);
    const resetToken = await verifiedReset('user', phone);
    assert.equal((await reset('user', phone, { reset_token: resetToken })).key, 'success');
    const session = await login('user', phone, NEW_PASSWORD);
    assert.equal(session.key, 'success', session.msg);
    const me = await t.post('/user/show-profile', {}, { token: session.data.token });
    assert.notEqual(me.data.user_name, 'SQUATTER');
    assert.notEqual(me.data.email, 'squatter@evil.example');
    assert.equal(me.data.email, '');
    assert.equal((await login('user', phone, 'squat-pass1', ATTACKER)).key, 'fail');
  });

  it('a provider registration squatted with a photo is cleared and unapproved when the owner reclaims it', async () => {
    const phone = freshPhone();
    const squat = await t.post(
      '/provider/register',
      providerForm(
        {
          name: 'SQUATTER',
          phone,
          country_code: '966',
          email: 'squatter@evil.example',
          city_id: String(cityId),
          section_id: '1',
          password: 'squat-pass1',
          password_confirmation: 'squat-pass1',
          is_conditions: '1',
        },
        new File([PNG], 'me.png', { type: 'image/png' }),
      ),
      { remoteAddress: ATTACKER },
    );
    assert.equal(squat.key, 'success', squat.msg);
    t.advance(61_000);
    const resetToken = await verifiedReset('provider', phone);
    assert.equal((await reset('provider', phone, { reset_token: resetToken })).key, 'success');
    const session = await login('provider', phone, NEW_PASSWORD);
    assert.equal(session.key, 'fail', 'waits for approval again');
    const row = await t.app.services.providers.profile(squat.data.id, {
      lang: 'en',
      baseUrl: 'http://souq.test',
      ip: OWNER,
      userAgent: '',
    });
    assert.notEqual(row.name, 'SQUATTER');
    assert.equal(row.email, '');
    assert.doesNotMatch(row.image, /\/uploads\/providers\//);
    assert.equal(row.city.id, null);
  });

  it('one address may cause 10 text messages an hour; other addresses are not affected', async () => {
    // The production limit (tests otherwise raise it: every inject comes from one address).
    const c = await createTestApp({ env: { SMS_PER_ADDRESS_PER_HOUR: '10' } });
    try {
      await smsPerAddress(c);
    } finally {
      await c.close();
    }
  });

  async function smsPerAddress(t: TestApp) {
    const ip = '10.22.0.1';
    const register = (phone: string, remoteAddress: string) =>
      t.post(
        '/user/register',
        {
          user_name: 'Cost',
          email: `c${phone}@example.com`,
          phone,
          country_code: '+966',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          is_conditions: '1',
        },
        { remoteAddress },
      );
    for (let i = 0; i < 10; i++) assert.equal((await register(freshPhone(), ip)).key, 'success', `registration ${i + 1}`);
    const phone = freshPhone();
    const eleventh = await register(phone, ip);
    assert.equal(eleventh.key, 'fail');
    assert.match(eleventh.msg, /^Too many codes requested, try again in/);
    assert.equal(await smsCount(t, phone), 0);
    // Every kind of code counts: a reset code from that address is refused too.
    const { phone: known } = await activeUser(t, {}, { remoteAddress: '10.22.0.3' });
    assert.equal(
      (await t.post('/user/password/reset/send-code', { country_code: '+966', phone: known }, { remoteAddress: ip })).key,
      'fail',
    );
    assert.equal((await register(freshPhone(), '10.22.0.2')).key, 'success');
    t.advance(60 * 60_000 + 1000);
    assert.equal((await register(freshPhone(), ip)).key, 'success');
  }

  it('one address may try 10 wrong codes a day for a phone, whatever the codes; the owner elsewhere may still verify', async () => {
    const { phone } = await activeUser(t);
    let tried = 0;
    for (let round = 0; round < 3 && tried < 10; round++) {
      t.advance(61 * 60_000);
      assert.equal((await t.post('/user/password/reset/send-code', { country_code: '+966', phone }, from(OWNER))).key, 'success');
      const code = await lastCode(t, phone);
      for (let i = 0; i < 4 && tried < 10; i++, tried++) {
        const r = await t.post('/user/password/reset/verify-code', { country_code: '+966', phone, code: wrongCode(code) }, from(ATTACKER));
        assert.match(r.msg, /^The verification code is incorrect/);
      }
    }
    const code = await lastCode(t, phone);
    const capped = await t.post('/user/password/reset/verify-code', { country_code: '+966', phone, code }, from(ATTACKER));
    assert.equal(capped.key, 'fail');
    assert.match(capped.msg, /^Too many wrong codes for this number, try again in/);
    const owner = await t.post('/user/password/reset/verify-code', { country_code: '+966', phone, code }, from(OWNER));
    assert.equal(owner.key, 'success', owner.msg);
  });

  it('reset send-code answers alike, in comparable time, for a known and an unknown phone', async () => {
    const timed = async (phone: string, i: number) => {
      const started = performance.now();
      const r = await t.post('/user/password/reset/send-code', { country_code: '+966', phone }, { remoteAddress: `10.23.0.${i}` });
      return { ms: performance.now() - started, key: r.key, msg: r.msg };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { phone } = await activeUser(t);
      const a = await timed(phone, i);
      const b = await timed(freshPhone(), i + 100);
      assert.deepEqual([b.key, b.msg], [a.key, a.msg]);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2]!;
    const [k, u] = [median(known), median(unknown)];
    assert.ok(u >= k * 0.5 && u <= k * 2, `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    const ar = await t.post(
      '/user/password/reset/send-code',
      { country_code: '+966', phone: freshPhone() },
      { lang: 'ar', remoteAddress: '10.23.1.1' },
    );
    assert.equal(ar.msg, 'تم إرسال رمز التحقق إلى جوالك');
  });
});
