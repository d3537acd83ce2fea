import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { payments, walletEntries, wallets } from '../../src/db/schema';
import { fail } from '../../src/lib/errors';
import { useTestApp } from '../helpers/test-app';
import { makeUser } from '../catalog/fixtures';

describe('money core: wallet ledger and sandbox card payments', () => {
  const t = useTestApp();
  let user: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let token: string;
  let otherToken: string;

  before(async () => {
    user = await makeUser(t.app.deps.db, 'سارة');
    other = await makeUser(t.app.deps.db, 'ماجد');
    token = await t.app.deps.tokens.issue('user', user.id);
    otherToken = await t.app.deps.tokens.issue('user', other.id);
  });

  const balance = async (tok = token) => (await t.post('/wallet/balance', undefined, { token: tok })).data;
  const ledgerSum = async (userId: number) => {
    const [row] = await t.app.deps.db
      .select({ s: sql<number>`coalesce(sum(${walletEntries.amount}),0)::int` })
      .from(walletEntries)
      .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, userId)));
    return Number(row!.s);
  };
  /** Opens the gateway page and submits a card: the redirect location. */
  const payOnPage = async (url: string, card: string) => {
    const path = new URL(url).pathname + new URL(url).search;
    const page = await t.app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card_number=${encodeURIComponent(card)}`,
    });
    return res;
  };

  it('a new wallet reads 0, and data is the number itself (existing client renders it)', async () => {
    const r = await t.post('/wallet/balance', undefined, { token });
    assert.equal(r.key, 'success');
    assert.equal(r.data, 0);
    assert.equal((await t.post('/wallet/balance', undefined, { token: null })).key, 'unauthenticated');
  });

  it('charging by card: the balance grows only when the sandbox settles; replays change nothing', async () => {
    const r = await t.post('/user/frontend-charge-wallet', { amount: '150.5' }, { token, lang: 'ar' });
    assert.equal(r.key, 'success', r.msg);
    assert.match(r.data.url, /^http:\/\/souq\.test\/api\/v1\/payments\/sandbox\/\d+\?token=/);
    assert.equal(await balance(), 0, 'nothing before settlement');
    const page = await t.app.inject({ method: 'GET', url: new URL(r.data.url).pathname + new URL(r.data.url).search });
    assert.match(page.body, /150\.50 ر\.س/);
    assert.match(page.body, /SR 150\.50/);
    assert.match(page.body, /dir="rtl"/);

    const res = await payOnPage(r.data.url, '4111 1111 1111 1111');
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, `http://souq.test/walletView?payment_id=${r.data.payment_id}&payment_status=paid`);
    assert.equal(await balance(), 150.5);
    // Replay (back button, double submit): same redirect, no second credit.
    const again = await payOnPage(r.data.url, '4111111111111111');
    assert.equal(again.statusCode, 303);
    assert.equal(await balance(), 150.5);
    assert.equal(await ledgerSum(user.id), 15050);
    const shown = await t.get(`/payments/${r.data.payment_id}`, { token });
    assert.equal(shown.data.status, 'paid');
    assert.equal(shown.data.amount, 150.5);
    // Someone else's payment is not theirs to read.
    const theirs = await t.get(`/payments/${r.data.payment_id}`, { token: otherToken });
    assert.equal(theirs.key, 'fail');
    assert.equal(theirs.data, null);
  });

  it('parallel settlements of one payment credit once', async () => {
    const r = await t.post('/user/frontend-charge-wallet', { amount: 10 }, { token: otherToken });
    const path = new URL(r.data.url).pathname + new URL(r.data.url).search;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'card_number=4111111111111111',
        }),
      ),
    );
    assert.ok(results.every((x) => x.statusCode === 303));
    assert.equal(await balance(otherToken), 10);
    assert.equal(await ledgerSum(other.id), 1000);
  });

  it('a declined card settles as declined for good; an unknown card leaves it pending; a wrong token is a 404', async () => {
    const r = await t.post('/user/frontend-charge-wallet', { amount: 40 }, { token });
    const bad = await payOnPage(r.data.url, '1234');
    assert.equal(bad.statusCode, 200);
    assert.match(bad.body, /Unknown test card/);
    const [pending] = await t.app.deps.db.select().from(payments).where(eq(payments.id, r.data.payment_id));
    assert.equal(pending!.status, 'pending');

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${r.data.payment_id}?token=guess`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4111111111111111',
    });
    assert.equal(forged.statusCode, 404);

    const declined = await payOnPage(r.data.url, '4000000000000002');
    assert.equal(declined.statusCode, 303);
    assert.match(String(declined.headers.location), /payment_status=declined$/);
    const retried = await payOnPage(r.data.url, '4111111111111111');
    assert.match(String(retried.headers.location), /payment_status=declined$/);
    assert.equal(await balance(), 150.5, 'unchanged');
  });

  it('bad amounts are a localized fail and start nothing', async () => {
    const [before] = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    for (const amount of ['', '0', '-5', 'abc', '1000000']) {
      const r = await t.post('/user/frontend-charge-wallet', { amount }, { token, lang: 'ar' });
      assert.equal(r.key, 'fail', amount);
      assert.match(r.msg, /[\u0600-\u06FF]/);
    }
    const [after] = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    assert.equal(after!.n, before!.n);
  });

  it('20 parallel spends for one order take the money once', async () => {
    const { wallet } = t.app.services;
    const owner = { role: 'user' as const, id: user.id };
    const start = await wallet.balance(owner);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        wallet.spend(owner, 5000, { referenceType: 'request_service', referenceId: 1, idemKey: 'pay:request_service:1' }),
      ),
    );
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    assert.equal(await wallet.balance(owner), start - 5000);
    assert.equal(await ledgerSum(user.id), start - 5000);
  });

  it('parallel spends of different orders never drive the wallet below zero', async () => {
    const { wallet } = t.app.services;
    const fresh = await makeUser(t.app.deps.db, 'ريم');
    const owner = { role: 'user' as const, id: fresh.id };
    await wallet.credit(owner, 10_000, 'adjustment', { idemKey: `seed:${fresh.id}` });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        wallet.spend(owner, 3000, { referenceType: 'request_service', referenceId: 100 + i, idemKey: `pay:rs:${100 + i}` }),
      ),
    );
    const okCount = results.filter((r) => r.status === 'fulfilled').length;
    assert.equal(okCount, 3);
    for (const r of results)
      if (r.status === 'rejected') assert.equal((r.reason as { messageKey: string }).messageKey, 'wallet.insufficient');
    assert.equal(await wallet.balance(owner), 1000);
    assert.equal(await ledgerSum(fresh.id), 1000);
    const [w] = await t.app.deps.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.ownerRole, 'user'), eq(wallets.ownerId, fresh.id)));
    assert.equal(w!.balance, 1000);
  });

  it("a paid payment its purpose refuses is refunded to the payer's wallet", async () => {
    const p = t.app.services.payments;
    p.onSettled('test_refused', async () => {
      throw fail('payments.not_found');
    });
    const fresh = await makeUser(t.app.deps.db, 'هند');
    const started = await p.start({
      payer: { role: 'user', id: fresh.id },
      purpose: 'test_refused',
      amount: 2500,
      referenceId: null,
      returnPath: '/x',
      baseUrl: 'http://souq.test',
    });
    const res = await payOnPage(started.url, '4111111111111111');
    assert.equal(res.statusCode, 303);
    assert.equal(await t.app.services.wallet.balance({ role: 'user', id: fresh.id }), 2500);
    const [row] = await t.app.deps.db.select().from(payments).where(eq(payments.id, started.id));
    assert.equal(row!.status, 'paid');
    assert.equal(row!.refundedToWallet, 2500);
  });
});
