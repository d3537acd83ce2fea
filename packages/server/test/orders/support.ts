/** Builders for the orders tests: a service, customers and providers with tokens, requests in a given state. */
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { financialTransactions, requestServices, walletEntries } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { imageForm, makeCategory, makeProvider, makeService, makeUser, offer } from '../catalog/fixtures';

export { imageForm };

export interface Party {
  id: number;
  token: string;
}

export async function orderWorld(t: TestApp) {
  const db = t.app.deps.db;
  const cat = await makeCategory(db, 'تصميم', 'Design');
  const svc = await makeService(db, cat.id, 'شعارات', 'Logos');
  const other = await makeService(db, cat.id, 'هويات', 'Identities');
  const user = async (name: string): Promise<Party> => {
    const u = await makeUser(db, name);
    return { id: u.id, token: await t.app.deps.tokens.issue('user', u.id) };
  };
  const provider = async (name: string, price = 200, serviceId: 'main' | 'other' | 'none' = 'main'): Promise<Party> => {
    const p = await makeProvider(db, name);
    if (serviceId !== 'none') await offer(db, p.id, serviceId === 'main' ? svc : other, { price, duration: 4 });
    return { id: p.id, token: await t.app.deps.tokens.issue('provider', p.id) };
  };
  return { svc, other, user, provider };
}

export type OrderWorld = Awaited<ReturnType<typeof orderWorld>>;

/** The order world and one provider ('مزود') offering its main service at `price` SR. */
export async function worldWithProvider(t: TestApp, price = 100): Promise<{ w: OrderWorld; provider: Party }> {
  const w = await orderWorld(t);
  return { w, provider: await w.provider('مزود', price) };
}

/** POST /user/request-service/store: direct when providerId is given. */
export async function request(t: TestApp, customer: Party, serviceId: number, providerId?: number) {
  const fields: Record<string, string> = { details: 'أريد شعاراً لمتجري', service_id: String(serviceId) };
  if (providerId) fields.provider_id = String(providerId);
  else Object.assign(fields, { from_price: '100', to_price: '400', duration: '5' });
  const r = await t.post('/user/request-service/store', imageForm(fields), { token: customer.token });
  assert.equal(r.key, 'success', r.msg);
  return r.data.id as number;
}

/**
 * A completed order paid from the wallet, written directly: 230 SR = 200 price + 30 VAT,
 * commission 20, the provider's due 180 credited as one line.
 */
export async function completedPaidOrder(t: TestApp, o: { number: string; userId: number; providerId: number; serviceId: number }) {
  const db = t.app.deps.db;
  const [order] = await db
    .insert(requestServices)
    .values({
      number: o.number,
      userId: o.userId,
      providerId: o.providerId,
      serviceId: o.serviceId,
      type: 'direct',
      details: 'شعار',
      status: 4,
      stage: 'finished',
      price: 20000,
      taxValue: 3000,
      appRate: 2000,
      finalTotal: 23000,
      paidAt: new Date(),
      completedAt: new Date(),
      paymentMethod: 'wallet',
    })
    .returning();
  await db.insert(financialTransactions).values({
    providerId: o.providerId,
    requestServiceId: order!.id,
    number: o.number,
    price: 20000,
    appRate: 2000,
    taxValue: 3000,
    finalTotal: 23000,
    providerDue: 18000,
    paymentMethod: 'wallet',
  });
  return order!;
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.app.deps.db.select().from(requestServices).where(eq(requestServices.id, id));
  return row!;
}

export async function credit(t: TestApp, userId: number, sr: number) {
  await t.app.services.wallet.credit({ role: 'user', id: userId }, Math.round(sr * 100), 'adjustment', {
    idemKey: `test:${userId}:${Math.random()}`,
  });
}

export const balance = (t: TestApp, userId: number) => t.app.services.wallet.balance({ role: 'user', id: userId });

export async function paymentsOut(t: TestApp, userId: number) {
  const [row] = await t.app.deps.db
    .select({ s: sql<number>`coalesce(sum(${walletEntries.amount}),0)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, userId), eq(walletEntries.kind, 'payment')));
  return -Number(row!.s);
}

/** Opens a sandbox gateway page and submits a card; answers the redirect location. */
export async function payOnPage(t: TestApp, url: string, card = '4111111111111111') {
  const u = new URL(url);
  const res = await t.app.inject({
    method: 'POST',
    url: u.pathname + u.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card_number=${card}`,
  });
  assert.equal(res.statusCode, 303);
  return String(res.headers.location);
}

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function deliveryForm(id: number, n = 1) {
  return imageForm(
    { request_service_id: String(id) },
    Array.from({ length: n }, (_, i) => ({
      name: `final-${i + 1}.pdf`,
      buffer: pdf,
      type: 'application/pdf',
      field: `delivery_files[${i}]`,
    })),
  );
}

export const arabic = /[\u0600-\u06FF]/;
