/**
 * The digital store's own tables: favourites, the cart, coupons, product orders
 * and their lines, what each customer owns, and tax invoices (for product and service
 * orders alike). Products themselves live in catalog.ts. Amounts in halalas.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { providers, users } from './identity';
import { createdAt, requiredRef } from './columns';

export const favorites = pgTable(
  'favorites',
  {
    userId: requiredRef('user_id', () => users.id),
    productId: requiredRef('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** One row per product in a customer's cart (digital products: no quantity). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    productId: requiredRef('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_product_uq').on(t.userId, t.productId)],
);

/**
 * Coupons: `percent` (value = whole percent, 1–100) or `fixed` (value in halalas); valid
 * until `expires_at` (null: no end), at most `usage_limit` paid orders (null: no limit), on
 * carts of at least `min_amount` halalas. `used_count` grows once per paid order.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-case, as typed by the administrator; looked up case-insensitively. */
    code: text('code').notNull(),
    type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    minAmount: integer('min_amount').notNull().default(0),
    nameAr: text('name_ar').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Disabled by the admin: not accepted at checkout. */
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.type} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_usage_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * A checkout of the cart. `pending` until paid (a card payment settles later), then `paid`;
 * `failed` when the card was declined. Totals are fixed when the order is created, from the
 * server's prices at that moment.
 */
export const productOrders = pgTable(
  'product_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: requiredRef('user_id', () => users.id),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    /** 1 wallet, 3 card. */
    payType: integer('pay_type').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    subtotal: integer('subtotal').notNull(),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    vatAmount: integer('vat_amount').notNull(),
    finalTotal: integer('final_total').notNull(),
    /** The payment's reference in the card gateway, when paid by card. */
    paymentRef: text('payment_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('product_orders_user_idx').on(t.userId, t.status)],
);

/** A product of an order, with its price as charged and the split between platform and store owner. */
export const productOrderItems = pgTable(
  'product_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => productOrders.id, { onDelete: 'cascade' }),
    productId: requiredRef('product_id', () => products.id),
    providerId: requiredRef('provider_id', () => providers.id),
    name: text('name').notNull(),
    /** The product's list price. */
    price: integer('price').notNull(),
    /** After the product's own discount. */
    effectivePrice: integer('effective_price').notNull(),
    /** This line's share of the coupon discount. */
    couponShare: integer('coupon_share').notNull().default(0),
    /** effectivePrice − couponShare: what VAT and commission are computed on. */
    netPrice: integer('net_price').notNull(),
    appRate: integer('app_rate').notNull(),
    providerDue: integer('provider_due').notNull(),
  },
  (t) => [index('product_order_items_order_idx').on(t.orderId), index('product_order_items_provider_idx').on(t.providerId)],
);

/** What a customer owns: one row per product bought (a paid order writes them). */
export const userProducts = pgTable(
  'user_products',
  {
    userId: requiredRef('user_id', () => users.id),
    productId: requiredRef('product_id', () => products.id),
    orderId: requiredRef('order_id', () => productOrders.id),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('user_products_product_idx').on(t.productId)],
);

/**
 * Simplified tax invoices, one per paid order of either kind (`products`: product_orders,
 * `services`: request_services). `seq` is gapless (taken from invoice_counters in the paying
 * transaction); the number is built from it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    seq: integer('seq').notNull().unique(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: ['products', 'services'] }).notNull(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    /** Store owners (products) or the provider (services) the order pays. */
    providerIds: jsonb('provider_ids').$type<number[]>().notNull().default([]),
    sellerName: text('seller_name').notNull(),
    vatNumber: text('vat_number').notNull(),
    /** [{ name, quantity, unitPrice, total }] in halalas. */
    lines: jsonb('lines').$type<{ name: string; quantity: number; unitPrice: number; total: number }[]>().notNull(),
    discount: integer('discount').notNull().default(0),
    subtotal: integer('subtotal').notNull(),
    vatRate: integer('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    total: integer('total').notNull(),
    qr: text('qr').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.kind, t.orderId), index('invoices_user_idx').on(t.userId)],
);

/** The last invoice number handed out (one row, name = 'invoice'). */
export const invoiceCounters = pgTable('invoice_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Short-lived links that work without a header (migration 0014): a buyer's download of one
 * product file (`download`; `owner_download` for its store owner; ref = product_files.id)
 * or a tax invoice's printable page
 * (`invoice`, ref = invoices.id). Only the sha256 of the token is kept; `uses` counts
 * each download through the link.
 */
export const accessLinks = pgTable(
  'access_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['download', 'owner_download', 'invoice'] }).notNull(),
    userId: integer('user_id').notNull(),
    refId: integer('ref_id').notNull(),
    productId: integer('product_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('access_links_expires_idx').on(t.expiresAt)],
);
