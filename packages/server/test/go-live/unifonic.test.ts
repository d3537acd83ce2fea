/**
 * Verification codes through the Unifonic stand-in: the documented form fields, the text in
 * the person's language, retries with backoff, a localized fail after the last try, and the
 * code never in the log.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { useUnifonicApp } from '../helpers/unifonic-app';
import { freshPhone, registerCustomer } from '../identity/support';

const BACKOFF_MS = 40;
const TIMEOUT_MS = 250;

describe('go live: verification codes through Unifonic (stand-in)', () => {
  const u = useUnifonicApp({
    UNIFONIC_SENDER_ID: 'Souq',
    UNIFONIC_BACKOFF_MS: String(BACKOFF_MS),
    UNIFONIC_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const log = u.log;

  const register = (phone: string, lang: 'ar' | 'en') => registerCustomer(u.t, phone, lang);
  const codeIn = (body: string) => /\d{5,6}/.exec(body)?.[0] ?? '';

  it('posts the documented form fields, with the text in the person’s language', async () => {
    const from = u.sms.received.length;
    const phone = freshPhone();
    const r = await register(phone, 'ar');
    assert.equal(r.key, 'success', r.msg);
    const [ar] = u.sms.received.slice(from);
    assert.ok(ar);
    assert.match(ar.contentType ?? '', /^application\/x-www-form-urlencoded/);
    assert.equal(ar.fields.AppSid, u.sms.appSid);
    assert.equal(ar.fields.SenderID, 'Souq');
    assert.equal(ar.fields.Recipient, `966${phone}`, 'international digits without +');
    assert.match(ar.fields.Body!, /^رمز التحقق/);
    assert.ok(codeIn(ar.fields.Body!));

    const en = await register(freshPhone(), 'en');
    assert.equal(en.key, 'success', en.msg);
    assert.match(u.sms.received.at(-1)!.fields.Body!, /^Your Souq verification code: \d{5,6}$/);
    // The code that was texted activates the account.
    const active = await u.t.post('/user/active/account', { country_code: '+966', phone, code: codeIn(ar.fields.Body!), type: 'active' });
    assert.equal(active.key, 'success', active.msg);
  });

  it('success:false and transport errors are retried with a growing backoff', async () => {
    const from = u.sms.received.length;
    u.sms.script('fail', 'drop', 500);
    const r = await register(freshPhone(), 'en');
    assert.equal(r.key, 'success', r.msg);
    const tries = u.sms.received.slice(from);
    assert.equal(tries.length, 4);
    const gaps = tries.slice(1).map((x, i) => x.at - tries[i]!.at);
    assert.ok(gaps[0]! >= BACKOFF_MS - 5, `first wait ${gaps[0]}`);
    assert.ok(gaps[1]! >= 2 * BACKOFF_MS - 5, `second wait ${gaps[1]}`);
    assert.ok(gaps[2]! >= 4 * BACKOFF_MS - 5, `third wait ${gaps[2]}`);
    // An attempt that never answers is given up after its timeout, then retried.
    u.sms.script('hang');
    assert.equal((await register(freshPhone(), 'en')).key, 'success');
  });

  it('after the last try: a localized fail, never a success, and the code never in the log', async () => {
    const from = u.sms.received.length;
    u.sms.script('fail', 'drop', 'hang', 'fail');
    const started = Date.now();
    const en = await register(freshPhone(), 'en');
    assert.equal(en.key, 'fail');
    assert.equal(en.msg, 'Could not send the code, try again');
    assert.ok(Date.now() - started < TIMEOUT_MS * 4 + BACKOFF_MS * 7 + 2000);
    assert.equal(u.sms.received.length - from, 4, 'one try and 3 more');

    u.sms.script('fail', 'fail', 'fail', 'fail');
    const ar = await register(freshPhone(), 'ar');
    assert.equal(ar.key, 'fail');
    assert.equal(ar.msg, 'تعذر إرسال الرمز، حاول مرة أخرى');

    const lines = log.join('\n');
    assert.match(lines, /SMS not sent/);
    assert.match(lines, /errorCode ER-01/);
    // A code standing alone (timestamps and pids are longer runs of digits, or other numbers).
    for (const r of u.sms.received)
      assert.doesNotMatch(lines, new RegExp(`(?<!\\d)${codeIn(r.fields.Body!)}(?!\\d)`), 'a texted code is in the log');
  });
});
