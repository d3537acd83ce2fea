/**
 * Simplified tax invoices (ZATCA phase 1 QR) for paid orders of either kind: store orders
 * (`products`) and service orders (`services`). Issued inside the paying
 * transaction: the number is gapless (invoice_counters row locked until commit) and the
 * unique (kind, order_id) index makes a second issue for the same order fail, so an order
 * gets exactly one.
 */
import type { Db } from '../../db/client';
import { zatcaQr } from '../../lib/zatca';
import { toSR } from '../../lib/money';
import { createStoreOrdersRepository, type InvoiceRow, type StoreOrdersRepository } from './store-orders.repository';
import { rateBasisPoints } from '../settings/settings';

/** Defaults when the settings do not name the seller (the platform sells as a marketplace). */
export const DEFAULT_SELLER = { ar: 'منصة سوق للخدمات الرقمية', en: 'Souq Digital Services Platform' };
export const DEFAULT_VAT_NUMBER = '300000000000003';

const money = (h: number) => toSR(h).toFixed(2);

/** The seller named on invoices (settings, else the defaults). */
export async function invoiceSeller(r: StoreOrdersRepository) {
  const [ar, en, vat] = await Promise.all([r.setting('seller_name_ar'), r.setting('seller_name_en'), r.setting('vat_number')]);
  return { ar: ar || DEFAULT_SELLER.ar, en: en || DEFAULT_SELLER.en, vatNumber: vat || DEFAULT_VAT_NUMBER };
}

/** Amounts in halalas. */
export interface TaxInvoiceInput {
  kind: 'products' | 'services';
  orderId: number;
  userId: number;
  /** Store owners (products) or the provider (services) the order pays: they may read it too. */
  providerIds: number[];
  lines: { name: string; quantity: number; unitPrice: number; total: number }[];
  discount: number;
  subtotal: number;
  vatAmount: number;
  total: number;
  at: Date;
}

/** Writes the invoice in `tx` (the paying transaction). */
export async function issueTaxInvoice(tx: Db, i: TaxInvoiceInput): Promise<InvoiceRow> {
  const r = createStoreOrdersRepository(tx);
  const s = await invoiceSeller(r);
  const taxBp = rateBasisPoints('tax_rate', await r.setting('tax_rate'));
  const seq = await r.nextInvoiceSeq();
  const issuedAt = new Date(Math.floor(i.at.getTime() / 1000) * 1000);
  return r.insertInvoice({
    seq,
    number: `INV-${String(seq).padStart(6, '0')}`,
    kind: i.kind,
    orderId: i.orderId,
    userId: i.userId,
    providerIds: [...new Set(i.providerIds)],
    sellerName: s.ar,
    vatNumber: s.vatNumber,
    lines: i.lines,
    discount: i.discount,
    subtotal: i.subtotal,
    vatRate: taxBp,
    vatAmount: i.vatAmount,
    total: i.total,
    qr: zatcaQr({
      sellerName: s.ar,
      vatNumber: s.vatNumber,
      timestamp: issuedAt.toISOString().replace('.000Z', 'Z'),
      total: money(i.total),
      vat: money(i.vatAmount),
    }),
    issuedAt,
  });
}
