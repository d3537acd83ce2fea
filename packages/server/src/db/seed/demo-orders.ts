/**
 * Demo orders: the demo customer (500000001) has an order in every state with
 * the demo freelancer سارة (500000101) — open requests with offers, a direct request awaiting
 * her, an accepted one awaiting payment, a negotiation with an invoice in its chat room, one
 * in progress, one delivered, two finished (one rated both ways, one not yet rated) and a
 * cancelled one (the paid ones by card; the store's demo charges the wallet) — plus her
 * financial transactions and the notifications of those steps. Written inside seedDemo's transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { percentOf } from '../../lib/money';
import { requestNumber } from '../../lib/request-number';
import { issueTaxInvoice } from '../../modules/commerce/tax-invoice';
import type { Storage } from '../../modules/storage/storage';
import type { Db } from '../client';
import {
  chatMessages,
  chatRooms,
  financialTransactions,
  negotiations,
  notifications,
  offerPrices,
  providers,
  rates,
  requestServiceFiles,
  requestServices,
  services,
} from '../schema';
import { coverPng } from './art/covers';
import { productPdf } from './art/pdf';
import { uploadPdf } from './upload';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DemoOrderIds {
  customerId: number;
  /** سارة: the demo freelancer. */
  providerId: number;
  /** A second provider of logo design (quotes the open request too). */
  otherProviderId: number;
  logoServiceId: number;
  socialServiceId: number;
  identityServiceId: number;
}

const DAY = 86_400_000;
const TAX_BP = 1500;
const COMMISSION_BP = 1000;
const amounts = (price: number) => {
  const taxValue = percentOf(price, TAX_BP);
  const appRate = percentOf(price, COMMISSION_BP);
  return { price, taxValue, appRate, finalTotal: price + taxValue };
};

export async function seedDemoOrders(tx: Tx, storage: Storage, ids: DemoOrderIds) {
  const now = Date.now();
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY - hours * 3_600_000);
  const { customerId: userId, providerId } = ids;

  async function order(o: Partial<typeof requestServices.$inferInsert> & { serviceId: number; details: string; createdAt: Date }) {
    const [row] = await tx
      .insert(requestServices)
      .values({ number: `seed-${Math.random()}`, userId, type: 'direct', status: 1, stage: 'awaiting_provider', ...o })
      .returning({ id: requestServices.id });
    const id = row!.id;
    const number = requestNumber(id);
    await tx.update(requestServices).set({ number }).where(eq(requestServices.id, id));
    return { id, number };
  }
  const notify = async (
    role: 'user' | 'provider',
    recipientId: number,
    requestServiceId: number,
    ar: string,
    en: string,
    createdAt: Date,
    type = 'request_service',
    read = true,
  ) => {
    await tx.insert(notifications).values({
      recipientRole: role,
      recipientId,
      type,
      bodyAr: ar,
      bodyEn: en,
      requestServiceId,
      createdAt,
      readAt: read ? createdAt : null,
    });
  };
  const deliveryFile = async (title: string) => {
    const pdf = await productPdf({ title, cover: coverPng({ title, tagline: 'Souq', icon: 'pen-tool', variant: 2 }) });
    return uploadPdf(storage, 'deliveries', pdf, `${title}.pdf`);
  };

  // 1. Open request with two offers (status 1, offers screen).
  const open = await order({
    type: 'for_all',
    stage: 'waiting_offers',
    serviceId: ids.logoServiceId,
    details: 'أحتاج شعاراً لمقهى مختص باسم «حبّة»، بألوان دافئة وطابع عصري.',
    fromPrice: 20_000,
    toPrice: 50_000,
    duration: 6,
    createdAt: at(1, 5),
  });
  await tx.insert(offerPrices).values([
    {
      requestServiceId: open.id,
      providerId,
      price: 32_000,
      duration: 5,
      description: 'ثلاثة مقترحات وتعديلات غير محدودة',
      createdAt: at(1, 3),
    },
    { requestServiceId: open.id, providerId: ids.otherProviderId, price: 27_500, duration: 4, createdAt: at(1, 1) },
  ]);
  await notify(
    'user',
    userId,
    open.id,
    `وصلك عرض سعر جديد على طلبك ${open.number}`,
    `New price offer on your request ${open.number}`,
    at(1, 3),
    'offer_price_added',
    false,
  );

  // 2. Open request nobody quoted yet: new for سارة (home widget).
  const fresh = await order({
    type: 'for_all',
    stage: 'waiting_offers',
    serviceId: ids.socialServiceId,
    details: 'عشرة تصاميم لإطلاق متجر عطور على إنستغرام وسناب شات.',
    fromPrice: 10_000,
    toPrice: 30_000,
    duration: 4,
    createdAt: at(0, 6),
  });
  await notify(
    'provider',
    providerId,
    fresh.id,
    `طلب خدمة مفتوح جديد رقم ${fresh.number}، أضف عرض سعرك`,
    `New open request ${fresh.number}: send your price offer`,
    at(0, 6),
    'request_service',
    false,
  );

  // 3. Direct request awaiting سارة (status 1).
  const direct = await order({
    serviceId: ids.logoServiceId,
    providerId,
    details: 'شعار لمكتب محاماة: رصين وبسيط باللونين الكحلي والذهبي.',
    price: 35_000,
    duration: 5,
    createdAt: at(0, 3),
  });
  await notify(
    'provider',
    providerId,
    direct.id,
    `لديك طلب خدمة جديد رقم ${direct.number}`,
    `New service request ${direct.number}`,
    at(0, 3),
    'request_service',
    false,
  );

  // 4. Accepted, awaiting payment (status 2).
  const acceptedA = amounts(18_000);
  const accepted = await order({
    serviceId: ids.socialServiceId,
    providerId,
    stage: 'accepted',
    status: 2,
    details: 'تصاميم لحملة اليوم الوطني لمتجر ملابس.',
    duration: 3,
    ...acceptedA,
    createdAt: at(2),
  });
  await notify(
    'user',
    userId,
    accepted.id,
    `قبلت سارة طلبك ${accepted.number}، يمكنك الدفع الآن`,
    `Sara accepted your request ${accepted.number}: you can pay now`,
    at(1, 20),
    'request_service',
    false,
  );

  // 5. Negotiation with an invoice in the chat room (status 2, invoice issued).
  const invA = amounts(100_000);
  const negotiated = await order({
    serviceId: ids.identityServiceId,
    providerId,
    stage: 'invoice_issued',
    status: 2,
    isNegotiate: true,
    details: 'هوية بصرية كاملة لعلامة قهوة مختصة، مع دليل استخدام.',
    duration: 10,
    ...invA,
    createdAt: at(4),
  });
  const [room] = await tx
    .insert(chatRooms)
    .values({ userId, providerId, requestServiceId: negotiated.id, createdAt: at(3, 20) })
    .returning({ id: chatRooms.id });
  const [neg] = await tx
    .insert(negotiations)
    .values({
      requestServiceId: negotiated.id,
      providerId,
      userId,
      roomId: room!.id,
      duration: 10,
      serviceDetails: 'الشعار، الألوان، الخطوط، بطاقات العمل، ودليل الهوية',
      ...invA,
      createdAt: at(3, 2),
    })
    .returning({ id: negotiations.id });
  await tx.update(requestServices).set({ roomId: room!.id, negotiateId: neg!.id }).where(eq(requestServices.id, negotiated.id));
  const invoice = {
    negotiateId: neg!.id,
    requestServiceId: negotiated.id,
    price: invA.price,
    duration: 10,
    taxValue: invA.taxValue,
    finalTotal: invA.finalTotal,
  };
  const messages = [
    {
      senderRole: 'user' as const,
      senderId: userId,
      type: 'text' as const,
      body: 'مرحباً سارة، هل يمكن أن تشمل الهوية تصميم أكواب القهوة؟',
      createdAt: at(3, 19),
    },
    {
      senderRole: 'provider' as const,
      senderId: providerId,
      type: 'text' as const,
      body: 'أهلاً بك! نعم، سأضيف تصميم الأكواب والأكياس. سأرسل لك الفاتورة الآن.',
      createdAt: at(3, 4),
    },
    {
      senderRole: 'provider' as const,
      senderId: providerId,
      type: 'invoice' as const,
      body: JSON.stringify({
        negotaite_id: neg!.id,
        negotiate_id: neg!.id,
        request_service_id: negotiated.id,
        price: invA.price / 100,
        duration: 10,
        tax_value: invA.taxValue / 100,
        final_total: invA.finalTotal / 100,
      }),
      invoice,
      createdAt: at(3, 2),
    },
  ];
  let lastId = 0;
  for (const m of messages) {
    const [row] = await tx
      .insert(chatMessages)
      .values({ roomId: room!.id, ...m })
      .returning({ id: chatMessages.id });
    lastId = row!.id;
  }
  await tx
    .update(chatRooms)
    .set({ lastMessageId: lastId, lastMessageAt: at(3, 2), providerReadId: lastId })
    .where(eq(chatRooms.id, room!.id));
  await notify(
    'user',
    userId,
    negotiated.id,
    `أصدرت سارة فاتورة تفاوض للطلب ${negotiated.number}`,
    `Sara issued a negotiation invoice for request ${negotiated.number}`,
    at(3, 2),
  );

  // 6–9. Paid orders: in progress, delivered, finished and rated, finished not yet rated.
  const paid = async (
    o: { serviceId: number; details: string; price: number; duration: number; daysAgo: number },
    stage: 'in_progress' | 'delivered' | 'finished',
  ) => {
    const a = amounts(o.price);
    const created = at(o.daysAgo);
    const paidAt = at(o.daysAgo - 0.5);
    const deliveredAt = stage === 'in_progress' ? null : at(Math.max(o.daysAgo - 3, 0), 2);
    const completedAt = stage === 'finished' ? at(Math.max(o.daysAgo - 4, 0)) : null;
    const r = await order({
      serviceId: o.serviceId,
      providerId,
      type: 'direct',
      status: stage === 'finished' ? 4 : 3,
      stage,
      details: o.details,
      duration: o.duration,
      ...a,
      paymentMethod: 'card',
      paidAt,
      deliveredAt,
      completedAt,
      createdAt: created,
    });
    const [svc] = await tx.select({ nameAr: services.nameAr }).from(services).where(eq(services.id, o.serviceId));
    await issueTaxInvoice(tx as unknown as Db, {
      kind: 'services',
      orderId: r.id,
      userId,
      providerIds: [providerId],
      lines: [{ name: svc!.nameAr, quantity: 1, unitPrice: a.price, total: a.price }],
      discount: 0,
      subtotal: a.price,
      vatAmount: a.taxValue,
      total: a.finalTotal,
      at: paidAt,
    });
    await notify(
      'provider',
      providerId,
      r.id,
      `تم دفع الطلب ${r.number}، يمكنك البدء في التنفيذ`,
      `Order ${r.number} has been paid: you can start work`,
      paidAt,
    );
    if (deliveredAt) {
      await tx.insert(requestServiceFiles).values({
        requestServiceId: r.id,
        kind: 'delivery',
        file: await deliveryFile(`delivery-${r.number}`),
        originalName: `${r.number}.pdf`,
      });
      await notify(
        'user',
        userId,
        r.id,
        `سلّمت سارة الطلب ${r.number}، راجع الملفات وأكد الاكتمال`,
        `Sara delivered order ${r.number}: review the files and confirm`,
        deliveredAt,
        'request_service',
        stage !== 'delivered',
      );
    }
    if (completedAt) {
      await tx.insert(financialTransactions).values({
        providerId,
        requestServiceId: r.id,
        number: r.number,
        price: a.price,
        appRate: a.appRate,
        taxValue: a.taxValue,
        finalTotal: a.finalTotal,
        providerDue: a.price - a.appRate,
        paymentMethod: 'card',
        createdAt: completedAt,
      });
      await notify(
        'provider',
        providerId,
        r.id,
        `اكتمل الطلب ${r.number} وأضيف مستحقك إلى المعاملات المالية`,
        `Order ${r.number} is complete; your due was added to your transactions`,
        completedAt,
      );
    }
    return { ...r, completedAt };
  };
  await paid(
    { serviceId: ids.logoServiceId, details: 'إعادة تصميم شعار متجر حلويات منزلية.', price: 35_000, duration: 5, daysAgo: 2 },
    'in_progress',
  );
  await paid(
    { serviceId: ids.socialServiceId, details: 'تصاميم رمضانية لحسابات متجر تمور.', price: 18_000, duration: 3, daysAgo: 4 },
    'delivered',
  );
  const rated = await paid(
    { serviceId: ids.logoServiceId, details: 'شعار لتطبيق توصيل طلبات.', price: 35_000, duration: 5, daysAgo: 12 },
    'finished',
  );
  await paid(
    { serviceId: ids.socialServiceId, details: 'منشورات تعريفية لإطلاق متجر إلكتروني.', price: 18_000, duration: 3, daysAgo: 9 },
    'finished',
  );
  await tx.insert(rates).values([
    {
      raterRole: 'user',
      raterId: userId,
      targetType: 'provider',
      targetId: providerId,
      requestServiceId: rated.id,
      value: 5,
      comment: 'التزام بالموعد وجودة عالية، أنصح بها',
      createdAt: rated.completedAt ?? at(8),
    },
    {
      raterRole: 'provider',
      raterId: providerId,
      targetType: 'user',
      targetId: userId,
      requestServiceId: rated.id,
      value: 5,
      comment: 'عميل متعاون وواضح في متطلباته',
      createdAt: rated.completedAt ?? at(8),
    },
  ]);
  await tx.execute(sql`
    update ${providers} set
      rate_avg = coalesce((select round(avg(value) * 100)::int from ${rates} where target_type = 'provider' and target_id = ${providerId} and value > 0), 0),
      rate_count = (select count(*)::int from ${rates} where target_type = 'provider' and target_id = ${providerId} and value > 0)
    where id = ${providerId}`);

  // 10. Cancelled before payment.
  await order({
    serviceId: ids.logoServiceId,
    providerId,
    status: 4,
    stage: 'cancelled',
    details: 'شعار لفعالية رياضية (ألغيت الفعالية).',
    price: 35_000,
    duration: 5,
    cancelledAt: at(6),
    createdAt: at(7),
  });
}
