/**
 * A paid store order credits its store owners' due (docs/architecture.md#money: commission and VAT on
 * the effective, discounted and after-coupon price). A digital product is delivered at once,
 * so the sale is credited at payment, inside the paying transaction: one financial
 * transaction per store owner of the order (kind `order`, linked by `product_order_id`),
 * summing that owner's lines — price = net price, app_rate, provider_due as the lines were
 * priced at checkout; the order's VAT is shared over the owners in proportion to their net
 * prices (largest remainder, so the rows add up to the order's VAT exactly). The unique
 * (product_order_id, provider_id) index makes a second credit of the same order a no-op.
 * Also used by the demo seed for its earlier purchase.
 */
import { PAY_TYPE_CARD } from '@souq/contracts';
import type { Db } from '../../db/client';
import { financialTransactions } from '../../db/schema';
import type { ProductOrder, ProductOrderItem } from './store-orders.repository';
import { share } from './pricing';

type SaleOrder = Pick<ProductOrder, 'id' | 'number' | 'payType' | 'vatAmount'>;
type SaleItem = Pick<ProductOrderItem, 'providerId' | 'netPrice' | 'appRate' | 'providerDue'>;

/** Each store owner's row for `order` (halalas), by provider id. */
export function storeSales(order: SaleOrder, items: SaleItem[], at: Date): (typeof financialTransactions.$inferInsert)[] {
  const byOwner = new Map<number, { net: number; appRate: number; due: number }>();
  for (const i of items) {
    const s = byOwner.get(i.providerId) ?? { net: 0, appRate: 0, due: 0 };
    s.net += i.netPrice;
    s.appRate += i.appRate;
    s.due += i.providerDue;
    byOwner.set(i.providerId, s);
  }
  const owners = [...byOwner.entries()].sort(([a], [b]) => a - b);
  const taxes = share(
    order.vatAmount,
    owners.map(([, s]) => s.net),
  );
  return owners.map(([providerId, s], i) => ({
    providerId,
    productOrderId: order.id,
    requestServiceId: null,
    number: order.number,
    price: s.net,
    appRate: s.appRate,
    taxValue: taxes[i] ?? 0,
    finalTotal: s.net + (taxes[i] ?? 0),
    providerDue: s.due,
    paymentMethod: order.payType === PAY_TYPE_CARD ? ('card' as const) : ('wallet' as const),
    kind: 'order' as const,
    createdAt: at,
  }));
}

/** Credits the store owners of a paid order once; returns how many rows were new. */
export async function creditStoreOwners(tx: Db, order: SaleOrder, items: SaleItem[], at: Date): Promise<number> {
  const rows = storeSales(order, items, at);
  if (!rows.length) return 0;
  const written = await tx.insert(financialTransactions).values(rows).onConflictDoNothing().returning({ id: financialTransactions.id });
  return written.length;
}
