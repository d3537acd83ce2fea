/**
 * What the admin console shows on a fresh demo: besides the waiting provider
 * ماجد and the two waiting products of demo-data, an open complaint of the demo customer about a paid order of سارة, and a pending
 * settlement of أمل (a finished order of hers, her bank account, the request). Written
 * inside seedDemo's transaction, after seedDemoOrders.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { percentOf } from '../../lib/money';
import { requestNumber } from '../../lib/request-number';
import type { Db } from '../client';
import { complaints, financialTransactions, providerBankAccounts, requestServices, settlementRequests } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 86_400_000;

export interface AdminDemoIds {
  customerId: number;
  otherCustomerId: number;
  saraId: number;
  amalId: number;
  serviceId: number;
}

export async function seedAdminDemo(tx: Tx, ids: AdminDemoIds, now: Date) {
  // An open complaint about سارة's latest paid order.
  const [paid] = await tx
    .select({ id: requestServices.id })
    .from(requestServices)
    .where(and(eq(requestServices.userId, ids.customerId), eq(requestServices.providerId, ids.saraId), isNotNull(requestServices.paidAt)))
    .orderBy(desc(requestServices.paidAt))
    .limit(1);
  if (paid)
    await tx.insert(complaints).values({
      byRole: 'user',
      byId: ids.customerId,
      reason: 'جودة التسليم',
      complaint: 'استلمت ملفات الشعار لكن ينقصها ملف المصدر المتفق عليه، أرجو استرداد جزء من المبلغ.',
      type: 'complaint',
      providerId: ids.saraId,
      requestServiceId: paid.id,
      createdAt: new Date(now.getTime() - DAY / 2),
    });

  // A finished order of أمل, credited to her, and her settlement request for it.
  const price = 30_000;
  const taxValue = percentOf(price, 1500);
  const appRate = percentOf(price, 1000);
  const done = new Date(now.getTime() - 3 * DAY);
  const [order] = await tx
    .insert(requestServices)
    .values({
      number: `seed-admin-${now.getTime()}`,
      userId: ids.otherCustomerId,
      providerId: ids.amalId,
      serviceId: ids.serviceId,
      type: 'direct',
      details: 'تصميم هوية لمقهى مختص',
      duration: 5,
      status: 4,
      stage: 'finished',
      price,
      taxValue,
      appRate,
      finalTotal: price + taxValue,
      paymentMethod: 'card',
      paidAt: new Date(done.getTime() - 5 * DAY),
      deliveredAt: new Date(done.getTime() - DAY),
      completedAt: done,
      createdAt: new Date(done.getTime() - 6 * DAY),
    })
    .returning({ id: requestServices.id });
  if (!order) throw new Error('seed: admin demo order');
  const number = requestNumber(order.id);
  await tx.update(requestServices).set({ number }).where(eq(requestServices.id, order.id));
  await tx.insert(providerBankAccounts).values({
    providerId: ids.amalId,
    bankName: 'مصرف الراجحي',
    holderName: 'أمل الشهري',
    accountNumber: '608010167519',
    iban: 'SA0380000000608010167519',
  });
  const [settlement] = await tx
    .insert(settlementRequests)
    .values({ providerId: ids.amalId, amount: price - appRate, createdAt: new Date(now.getTime() - DAY) })
    .returning({ id: settlementRequests.id });
  await tx.insert(financialTransactions).values({
    providerId: ids.amalId,
    requestServiceId: order.id,
    number,
    price,
    appRate,
    taxValue,
    finalTotal: price + taxValue,
    providerDue: price - appRate,
    paymentMethod: 'card',
    settlementRequestId: settlement?.id ?? null,
    createdAt: done,
  });
}
