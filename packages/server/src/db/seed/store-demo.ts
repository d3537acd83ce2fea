/**
 * The store's demo data, written with the demo catalogue: the WELCOME10 coupon,
 * a charged wallet for the demo customer (so a wallet checkout works right away), and one
 * earlier purchase with its tax invoice and its store owner's credited due (so the files
 * page, an invoice and the owner's financials have something to show). Every other approved product is left for the customer to buy.
 */
import { eq } from 'drizzle-orm';
import { creditStoreOwners } from '../../modules/commerce/store-sales';
import { issueTaxInvoice } from '../../modules/commerce/tax-invoice';
import type { Db } from '../client';
import { coupons, productOrderItems, productOrders, products, userProducts, walletEntries, wallets } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_COUPON = { code: 'WELCOME10', type: 'percent' as const, value: 10, usageLimit: 100_000, minAmount: 0 };
/** Halalas on the demo customer's wallet. */
export const DEMO_WALLET_BALANCE = 5_000_00;

export async function seedStoreDemo(tx: Tx, customerId: number, boughtProductId: number | null, now: Date): Promise<void> {
  await tx.insert(coupons).values(DEMO_COUPON).onConflictDoNothing();

  await tx.insert(wallets).values({ ownerRole: 'user', ownerId: customerId, balance: DEMO_WALLET_BALANCE, updatedAt: now });
  await tx.insert(walletEntries).values({
    ownerRole: 'user',
    ownerId: customerId,
    kind: 'charge',
    amount: DEMO_WALLET_BALANCE,
    balanceAfter: DEMO_WALLET_BALANCE,
    referenceType: 'demo',
    descriptionAr: 'شحن المحفظة بالبطاقة',
    descriptionEn: 'Wallet charged by card',
    createdAt: new Date(now.getTime() - 3 * 86_400_000),
  });

  if (boughtProductId === null) return;
  const [p] = await tx.select().from(products).where(eq(products.id, boughtProductId));
  if (!p) return;
  const at = new Date(Math.floor((now.getTime() - 2 * 86_400_000) / 1000) * 1000);
  const price = p.priceAfterDiscount !== null && p.discountPercentage > 0 ? p.priceAfterDiscount : p.price;
  const vat = Math.round((price * 1500) / 10000);
  const commission = Math.round((price * 1000) / 10000);
  const [order] = await tx
    .insert(productOrders)
    .values({
      number: 'P-DEMO-00001',
      userId: customerId,
      status: 'paid',
      payType: 1,
      subtotal: price,
      vatAmount: vat,
      finalTotal: price + vat,
      paidAt: at,
      createdAt: at,
    })
    .returning();
  const items = await tx
    .insert(productOrderItems)
    .values({
      orderId: order!.id,
      productId: p.id,
      providerId: p.providerId,
      name: p.name,
      price: p.price,
      effectivePrice: price,
      netPrice: price,
      appRate: commission,
      providerDue: price - commission,
    })
    .returning();
  await tx.insert(userProducts).values({ userId: customerId, productId: p.id, orderId: order!.id, createdAt: at });
  // The store owner's due, credited as the paying transaction would have (store-sales.ts).
  await creditStoreOwners(tx as unknown as Db, order!, items, at);
  // The invoice the paying transaction would have issued (seller and rate from the settings).
  await issueTaxInvoice(tx as unknown as Db, {
    kind: 'products',
    orderId: order!.id,
    userId: customerId,
    providerIds: [p.providerId],
    lines: [{ name: p.name, quantity: 1, unitPrice: price, total: price }],
    discount: 0,
    subtotal: price,
    vatAmount: vat,
    total: price + vat,
    at,
  });
}
