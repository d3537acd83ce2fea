import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories, features, services } from './lookups';
import { providers, users } from './identity';
import { createdAt, requiredRef } from './columns';

/** A service a provider offers: price in halalas, duration in days. */
export const providerServices = pgTable(
  'provider_services',
  {
    id: serial('id').primaryKey(),
    providerId: requiredRef('provider_id', () => providers.id),
    categoryId: requiredRef('category_id', () => categories.id),
    serviceId: requiredRef('service_id', () => services.id),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
    description: text('description').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    /** Copy of the provider's visibility (approved and active), kept by triggers (migration 0006). */
    listed: boolean('listed').notNull().default(false),
    /** Copy of providers.rate_avg, kept by triggers (migration 0006): the list's sort key. */
    providerRate: integer('provider_rate').notNull().default(0),
    /** Copy of providers.experience_id, kept by triggers (migration 0006): the list's experience filter. */
    providerExperienceId: integer('provider_experience_id'),
  },
  (t) => [
    uniqueIndex('provider_services_uq').on(t.providerId, t.serviceId),
    index('provider_services_service_idx').on(t.serviceId, t.price),
    // The provider list of a service in each sort order, read page by page from the index.
    index('provider_services_list_rate_idx').on(t.serviceId, t.providerRate.desc(), t.providerId).where(sql`${t.listed}`),
    index('provider_services_list_price_asc_idx').on(t.serviceId, t.price, t.providerRate.desc(), t.providerId).where(sql`${t.listed}`),
    index('provider_services_list_price_desc_idx')
      .on(t.serviceId, t.price.desc(), t.providerRate.desc(), t.providerId)
      .where(sql`${t.listed}`),
  ],
);

export const providerServiceImages = pgTable('provider_service_images', {
  id: serial('id').primaryKey(),
  providerServiceId: requiredRef('provider_service_id', () => providerServices.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  originalName: text('original_name').notNull().default(''),
});

export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    providerId: requiredRef('provider_id', () => providers.id),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    serviceId: integer('service_id').references(() => services.id),
    duration: integer('duration').notNull().default(0),
    price: integer('price').notNull().default(0),
    link: text('link').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('works_provider_idx').on(t.providerId)],
);

export const workImages = pgTable('work_images', {
  id: serial('id').primaryKey(),
  workId: requiredRef('work_id', () => works.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  originalName: text('original_name').notNull().default(''),
});

export const follows = pgTable(
  'follows',
  {
    userId: requiredRef('user_id', () => users.id),
    providerId: requiredRef('provider_id', () => providers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    providerId: requiredRef('provider_id', () => providers.id),
    categoryId: requiredRef('category_id', () => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    priceAfterDiscount: integer('price_after_discount'),
    discountExpire: date('discount_expire', { mode: 'string' }),
    isApproved: boolean('is_approved').notNull().default(false),
    downloadCount: integer('download_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    rateAvg: integer('rate_avg').notNull().default(0),
    rateCount: integer('rate_count').notNull().default(0),
    searchName: text('search_name').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.isApproved),
    index('products_provider_idx').on(t.providerId),
    // A store category's page (newest first) and its rating sort, read from the index, so a page of 100 000 products needs no sort.
    index('products_listed_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`${t.isApproved} and ${t.deletedAt} is null`),
    index('products_listed_rate_idx').on(t.categoryId, t.rateAvg.desc(), t.id).where(sql`${t.isApproved} and ${t.deletedAt} is null`),
    // A category's total from the index alone (migration 0022).
    index('products_listed_provider_idx').on(t.categoryId, t.providerId).where(sql`${t.isApproved} and ${t.deletedAt} is null`),
  ],
);

export const productFeatures = pgTable(
  'product_features',
  {
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    featureId: requiredRef('feature_id', () => features.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.featureId] }), index('product_features_feature_idx').on(t.featureId, t.productId)],
);

export const productFiles = pgTable(
  'product_files',
  {
    id: serial('id').primaryKey(),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['preview', 'download'] }).notNull(),
    file: text('file').notNull(),
    originalName: text('original_name').notNull().default(''),
  },
  (t) => [index('product_files_product_idx').on(t.productId, t.kind)],
);

/** Ratings: user→provider, provider→user, user→product. One per rater and target (and order). */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    raterRole: text('rater_role', { enum: ['user', 'provider'] }).notNull(),
    raterId: integer('rater_id').notNull(),
    targetType: text('target_type', { enum: ['provider', 'user', 'product'] }).notNull(),
    targetId: integer('target_id').notNull(),
    requestServiceId: integer('request_service_id'),
    value: integer('value').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('rates_target_idx').on(t.targetType, t.targetId, t.createdAt),
    // One rating per order and side (migration 0012).
    uniqueIndex('rates_order_rater_uq').on(t.requestServiceId, t.raterRole).where(sql`${t.requestServiceId} is not null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientRole: text('recipient_role', { enum: ['user', 'provider'] }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    type: text('type').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    requestServiceId: integer('request_service_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientRole, t.recipientId, t.createdAt)],
);

/** Service requests (orders). States: docs/architecture.md#service-request-states. */
export const requestServices = pgTable(
  'request_services',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: requiredRef('user_id', () => users.id),
    /** Set for direct requests, and for open requests once an offer is chosen. */
    providerId: integer('provider_id').references(() => providers.id),
    serviceId: requiredRef('service_id', () => services.id),
    type: text('type', { enum: ['direct', 'for_all'] }).notNull(),
    details: text('details').notNull(),
    fromPrice: integer('from_price'),
    toPrice: integer('to_price'),
    duration: integer('duration'),
    status: integer('status').notNull().default(1),
    /** Fine-grained label: waiting_offers, awaiting_provider, accepted, negotiating, invoice_issued, in_progress, delivered, finished, cancelled, refused. */
    stage: text('stage').notNull(),
    isNegotiate: boolean('is_negotiate').notNull().default(false),
    offerPriceId: integer('offer_price_id'),
    price: integer('price'),
    taxValue: integer('tax_value'),
    appRate: integer('app_rate'),
    finalTotal: integer('final_total'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** How it was paid (migration 0012): card or wallet. */
    paymentMethod: text('payment_method', { enum: ['card', 'wallet'] }),
    /** The order's chat room, once one is opened (negotiation). */
    roomId: integer('room_id'),
    /** The open negotiation invoice to pay, if any. */
    negotiateId: integer('negotiate_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_services_user_idx').on(t.userId, t.status),
    index('request_services_provider_idx').on(t.providerId, t.status),
    index('request_services_service_idx').on(t.serviceId, t.status),
  ],
);

export const requestServiceFiles = pgTable('request_service_files', {
  id: serial('id').primaryKey(),
  requestServiceId: requiredRef('request_service_id', () => requestServices.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['attachment', 'delivery'] }).notNull(),
  file: text('file').notNull(),
  originalName: text('original_name').notNull().default(''),
});

export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  /** Who filed it: a guest (general complaint or contact form), a user or a provider. */
  byRole: text('by_role', { enum: ['guest', 'user', 'provider'] }).notNull(),
  byId: integer('by_id'),
  userName: text('user_name'),
  countryCode: text('country_code'),
  phone: text('phone'),
  reason: text('reason'),
  complaint: text('complaint').notNull(),
  /** complaint (the forms), contact (the contact-us form: `reason` holds its own type). */
  type: text('type').notNull().default('complaint'),
  providerId: integer('provider_id'),
  requestServiceId: integer('request_service_id'),
  /** A store order (cart checkout) the complaint is about (migration 0023). */
  productOrderId: integer('product_order_id'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  status: text('status').notNull().default('open'),
  /** The admin's resolution: answer, refunded halalas, who and when. */
  answer: text('answer'),
  refundAmount: integer('refund_amount'),
  resolvedBy: integer('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Vocabulary of the searchable texts (normalized words of provider names, offer
 * descriptions and product names), kept by triggers (migration search_words_index). A
 * misspelt query word is matched against these few words, then searched exactly —
 * instead of comparing it with every name (modules/catalog/provider-search.repository.ts).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
