/** An app paying through the local Moyasar stand-in, with its log kept for the tests to read. */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { payments, walletEntries } from '../../src/db/schema';
import { makeProduct, makeProvider, makeStoreCategory } from '../commerce/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderWorld, type Party } from '../orders/support';
import { type MoyasarStandIn, startMoyasarStandIn } from '../stand-ins/moyasar';

export const PUBLIC_URL = 'http://souq.test';
export const WEBHOOK_PATH = '/api/v1/payments/moyasar/webhook';

export interface MoyasarWorld {
  t: TestApp;
  moyasar: MoyasarStandIn;
  /** The app's log lines so far (JSON). */
  log: string[];
  /** Opens a URL of our server as the browser would (GET), answering status and location. */
  open(url: string): Promise<{ status: number; location: string }>;
  /** POSTs a JSON body to a URL of our server, as Moyasar's notices do. */
  notify(url: string, body: unknown): Promise<number>;
  /** The customer pays on the stand-in's page and the browser follows back to our app. */
  pay(invoiceUrl: string): Promise<string>;
  payment(id: number): Promise<typeof payments.$inferSelect>;
  /** A customer's wallet balance, in halalas. */
  balance(userId: number): Promise<number>;
  walletEntries(userId: number, kind: 'charge' | 'refund'): Promise<(typeof walletEntries.$inferSelect)[]>;
  /** Puts one new store product of `price` SR in the customer's cart. */
  cartWith(buyer: { token: string }, price: number): Promise<void>;
  close(): Promise<void>;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  assert.equal(u.origin, PUBLIC_URL, `${url} leads to our server`);
  return u.pathname + u.search;
};

export async function moyasarWorld(env: Record<string, string> = {}): Promise<MoyasarWorld> {
  const log: string[] = [];
  let stores = 0;
  let t: TestApp | null = null;
  const notify = async (url: string, body: unknown) => {
    const res = await t!.app.inject({ method: 'POST', url: pathOf(url), payload: body as Record<string, unknown> });
    return res.statusCode;
  };
  const moyasar = await startMoyasarStandIn({ deliver: notify, webhookUrl: `${PUBLIC_URL}${WEBHOOK_PATH}` });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      PAYMENT_DRIVER: 'moyasar',
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
      MOYASAR_API_URL: moyasar.apiUrl,
      // Long enough for the stand-in on a loaded 2-core machine (300 ms made concurrent notices time out at load 12),
      // short enough for the timeout test's 5 s bound.
      MOYASAR_TIMEOUT_MS: '1500',
      ...env,
    },
    logStream: { write: (line) => void log.push(line) },
  });
  const app = t;
  const open = async (url: string) => {
    const res = await app.app.inject({ method: 'GET', url: pathOf(url) });
    return { status: res.statusCode, location: String(res.headers.location ?? '') };
  };
  return {
    t: app,
    moyasar,
    log,
    open,
    notify,
    async pay(invoiceUrl) {
      const back = await moyasar.payOnPage(invoiceUrl);
      assert.ok(back, 'the hosted page sends the customer back');
      const res = await open(back);
      assert.equal(res.status, 303);
      return res.location;
    },
    async payment(id) {
      const [row] = await app.app.deps.db.select().from(payments).where(eq(payments.id, id));
      return row!;
    },
    balance: (userId) => app.app.services.wallet.balance({ role: 'user', id: userId }),
    walletEntries: (userId, kind) =>
      app.app.deps.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, userId), eq(walletEntries.kind, kind))),
    async cartWith(buyer, price) {
      const db = app.app.deps.db;
      const owner = await makeProvider(db, `متجر ${++stores}`, { sectionId: 2 });
      const product = await makeProduct(db, owner.id, (await makeStoreCategory(db)).id, { name: `منتج ${stores}`, price });
      const added = await app.post('/user/cart/add', { product_id: product.id }, { token: buyer.token });
      assert.equal(added.key, 'success', added.msg);
    },
    async close() {
      await app.close();
      await moyasar.close();
    },
  };
}

/** The payment id our return URL carries back into the app. */
export const paymentIdOf = (location: string) => Number(new URL(location).searchParams.get('payment_id'));
export const statusOf = (location: string) => new URL(location).searchParams.get('payment_status');

export type OrderWorld = Awaited<ReturnType<typeof orderWorld>>;

/** The Moyasar world with the orders' builders and one customer. */
export async function moyasarOrders(
  customerName: string,
  env: Record<string, string> = {},
): Promise<{ w: MoyasarWorld; o: OrderWorld; customer: Party }> {
  const w = await moyasarWorld(env);
  const o = await orderWorld(w.t);
  return { w, o, customer: await o.user(customerName) };
}
