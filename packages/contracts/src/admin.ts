/**
 * Platform administration (docs/architecture.md#admin-api): the admin console's calls under
 * /admin. Every call but login needs an admin token; a customer's or provider's token, no
 * token, or a suspended admin's answers `unauthenticated`. Lists take `page`, `q`, `status`
 * and answer `{ data: [], pagination }`. Money is in SR (two decimals), times are ISO 8601
 * strings (the console formats them per locale), rates are percentages.
 *
 * Catalogue and content kinds share one table-driven definition (`ADMIN_CATALOGUE`): each
 * kind has a form schema (create; the update takes any part of it) and an item schema, and
 * the same four calls.
 */
import { z } from 'zod';
import {
  attachmentSchema,
  emailSchema,
  endpoint,
  fileSchema,
  idName,
  idSchema,
  noData,
  optText,
  pageSchema,
  paginated,
  text,
} from './common';

// ---- shared shapes -------------------------------------------------------------------

/** A six-digit authenticator (TOTP) code. */
export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.otp' });

export const adminLoginForm = z.object({
  email: emailSchema,
  // Not trimmed: a password is compared exactly as typed.
  password: z.string().min(1).max(256),
  /** Required once the admin has enrolled a second factor. */
  otp: otpSchema.optional(),
});

/**
 * `data` of a failed login that needs the second factor: the password was right, the `otp`
 * is missing (`otp_required`) or wrong. The console then asks for the code.
 */
export const adminLoginFailData = z.object({ otp_required: z.literal(true) }).nullable();

export const adminAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  totp_enabled: z.boolean(),
  status: z.enum(['active', 'suspended']),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** `page` (1 when absent), free-text `q` (names, phones, numbers), `status` (per list). */
export const adminListQuery = z.object({ page: pageSchema, q: optText(100), status: optText(40) });
export type AdminListQuery = z.input<typeof adminListQuery>;

const idParams = z.object({ id: idSchema });
const reasonForm = z.object({ reason: text(1000) });
const optionalReasonForm = z.object({ reason: optText(1000) });
/** A person as the console shows them in a row. */
const person = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });

// ---- providers, customers, products ----------------------------------------------------

export const ADMIN_PROVIDER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const adminProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  country_code: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  city: z.string().nullable(),
  /** 1 freelancer, 2 store owner, null both. */
  section_id: z.number().int().nullable(),
  /** Phone verified. */
  is_active: z.boolean(),
  is_approved: z.boolean(),
  status: z.enum(ADMIN_PROVIDER_STATUSES),
  rejection_reason: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  /** Average rating 0..5. */
  rate: z.number(),
  orders_count: z.number().int(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;

export const ADMIN_USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  country_code: z.string(),
  phone: z.string(),
  /** active: phone verified; inactive: not yet; suspended: by an admin. */
  status: z.enum(ADMIN_USER_STATUSES),
  suspension_reason: z.string().nullable(),
  wallet_balance: z.number(),
  orders_count: z.number().int(),
  created_at: z.string(),
  suspended_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_PRODUCT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  price_after_discount: z.number().nullable(),
  category: idName,
  provider: idName,
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  rejection_reason: z.string().nullable(),
  /** Preview images (URLs). */
  previews: z.array(z.string()),
  /** The files a buyer downloads (admin-only links). */
  files: z.array(attachmentSchema),
  sales_count: z.number().int(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

// ---- orders ------------------------------------------------------------------------------

/** service: a service request (request_services); store: a cart checkout (product_orders). */
export const ADMIN_ORDER_KINDS = ['service', 'store'] as const;
export const adminOrderQuery = adminListQuery.extend({ kind: z.enum(ADMIN_ORDER_KINDS).default('service') });
export const adminOrderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADMIN_ORDER_KINDS),
  number: z.string(),
  /** service: the stage (orders ORDER_STAGES); store: pending | paid | failed. */
  status: z.string(),
  /** `status` in the request's language. */
  status_label: z.string(),
  customer: person,
  /** service: the provider; store: the first line's store (see `items`). */
  provider: person.nullable(),
  /** service: the service's name; store: the products' names. */
  title: z.string(),
  final_total: z.number().nullable(),
  vat: z.number().nullable(),
  commission: z.number().nullable(),
  payment_method: z.enum(['card', 'wallet']).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderDetailsSchema = adminOrderSchema.extend({
  details: z.string(),
  price: z.number().nullable(),
  coupon_discount: z.number(),
  items: z.array(z.object({ name: z.string(), price: z.number(), provider: idName, provider_due: z.number() })),
  files: z.array(attachmentSchema),
  complaints: z.array(z.object({ id: z.number().int(), status: z.string(), created_at: z.string() })),
  /** The customer's wallet entries about this order (payments, refunds). */
  wallet_entries: z.array(z.object({ id: z.number().int(), kind: z.string(), amount: z.number(), created_at: z.string() })),
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

// ---- complaints ----------------------------------------------------------------------------

export const ADMIN_COMPLAINT_STATUSES = ['open', 'refunded', 'released', 'closed'] as const;
export const ADMIN_COMPLAINT_ABOUT = ['order', 'provider', 'general', 'contact'] as const;
export const adminComplaintSchema = z.object({
  id: z.number().int(),
  /** complaint (the complaint forms) | contact (the contact-us form; its own type is in `reason`). */
  type: z.string(),
  /**
   * About an order (service or store), a provider, a general complaint (the public complaint
   * form), or a contact-us message. Only an order's complaint can be refunded or released.
   */
  about: z.enum(ADMIN_COMPLAINT_ABOUT),
  by: z.object({ role: z.enum(['guest', 'user', 'provider']), id: z.number().int().nullable(), name: z.string() }),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  reason: z.string().nullable(),
  complaint: z.string(),
  images: z.array(z.string()),
  provider: idName.nullable(),
  order: z
    .object({
      id: z.number().int(),
      /** service: a service request; store: a cart checkout of digital products. */
      kind: z.enum(ADMIN_ORDER_KINDS),
      number: z.string(),
      final_total: z.number().nullable(),
      refunded: z.number(),
      paid: z.boolean(),
    })
    .nullable(),
  status: z.enum(ADMIN_COMPLAINT_STATUSES),
  answer: z.string().nullable(),
  refund_amount: z.number().nullable(),
  resolved_by: idName.nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

/**
 * refund: to the customer's wallet, the whole paid total or `amount` (SR) of it, taken off
 * the provider's due (a store order: off each store owner's due by their share); release:
 * the payment stays with the provider; close: an answer only (required). Refund and release
 * apply to a complaint about a paid order only (a contact message or a general complaint is
 * closed with an answer).
 */
export const adminResolveComplaintForm = z.object({
  action: z.enum(['refund', 'release', 'close']),
  amount: z.number().positive().optional(),
  answer: optText(2000),
});

// ---- settlements ----------------------------------------------------------------------------

export const ADMIN_SETTLEMENT_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const adminSettlementSchema = z.object({
  id: z.number().int(),
  provider: person,
  amount: z.number(),
  status: z.enum(ADMIN_SETTLEMENT_STATUSES),
  /** The bank transfer's reference (paid). */
  reference: z.string().nullable(),
  /** Why it was refused (rejected). */
  reason: z.string().nullable(),
  bank: z.object({ bank_name: z.string(), bank_username: z.string(), bank_account: z.string(), bank_iban: z.string() }).nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** The provider's due now (SR): every line not yet paid out, to compare with `amount` before paying. */
  current_due: z.number().default(0),
  /** Sent back by a refund that came after it: the refund's order, amount and the administrator's answer (in `reason`). */
  returned_by: z.object({ number: z.string(), refund: z.number() }).nullable().default(null),
});
export type AdminSettlement = z.infer<typeof adminSettlementSchema>;

// ---- dashboard --------------------------------------------------------------------------------

const moneyTotals = z.object({ sales: z.number(), vat: z.number(), commission: z.number(), orders: z.number().int() });
export const adminDashboardSchema = z.object({
  counts: z.object({
    customers: z.number().int(),
    providers: z.number().int(),
    new_customers_week: z.number().int(),
    new_customers_month: z.number().int(),
    new_providers_week: z.number().int(),
    new_providers_month: z.number().int(),
    providers_awaiting: z.number().int(),
    products_awaiting: z.number().int(),
    open_complaints: z.number().int(),
    pending_settlements: z.number().int(),
    pending_settlements_amount: z.number(),
  }),
  /** Service orders by stage and store orders by status, labels in the request's language. */
  orders_by_state: z.array(z.object({ kind: z.enum(ADMIN_ORDER_KINDS), state: z.string(), label: z.string(), count: z.number().int() })),
  /** Paid orders of both kinds: the last 7 days and the last 30 days. */
  money: z.object({ week: moneyTotals, month: moneyTotals }),
  /** The last 14 days (oldest first), for charts. */
  series: z.array(
    z.object({
      date: z.string(),
      new_customers: z.number().int(),
      new_providers: z.number().int(),
      orders: z.number().int(),
      sales: z.number(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ---- audit log ----------------------------------------------------------------------------------

/** What the audit log records (`action`), for the console's filter and labels. */
export const ADMIN_AUDIT_ACTIONS = [
  'admin.login',
  'admin.logout',
  'admin.create',
  'admin.suspend',
  'admin.reinstate',
  'admin.totp_enable',
  'provider.approve',
  'provider.reject',
  'provider.suspend',
  'provider.reinstate',
  'user.suspend',
  'user.reinstate',
  'product.approve',
  'product.reject',
  'complaint.resolve',
  'settlement.pay',
  'settlement.reject',
  'catalogue.create',
  'catalogue.update',
  'catalogue.delete',
  'settings.update',
  'export.download',
  'release.register',
  'release.activate',
  'release.rollback',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const adminAuditQuery = adminListQuery.extend({
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
  admin_id: idSchema.optional(),
  /** provider | user | product | complaint | settlement | admin | settings | a catalogue kind */
  target_type: optText(40),
  /** YYYY-MM-DD, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  /** The record before and after (null when created / deleted / not a record). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

// ---- remote releases ------------------------------------------------------------------------------

/** A remote's federation name (`mf_orders`). */
export const remoteNameSchema = z.string().regex(/^mf_[a-z_]{1,40}$/, { error: 'validation.invalid' });
/** `0.4.0+abc1234`, with a build counter when the tree had changes (`0.4.0+abc1234.3`). */
export const releaseVersionSchema = z.string().regex(/^[0-9A-Za-z.+-]{1,80}$/, { error: 'validation.invalid' });

export const remoteReleaseSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  version: z.string(),
  commit: z.string(),
  built_at: z.string(),
  /** Shared singleton → the version this release was built with. */
  shared: z.record(z.string(), z.string()),
  manifest_url: z.string(),
  created_at: z.string(),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

export const RELEASE_SWITCH_ACTIONS = ['activate', 'rollback'] as const;
export const releaseSwitchSchema = z.object({
  /** Null: back to the build the server started with. */
  version: z.string().nullable(),
  action: z.enum(RELEASE_SWITCH_ACTIONS),
  /** Null when the command line switched it without a running server. */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});

/** One remote: its releases (newest first), the live one (null: the build `npm start` made) and its switches. */
export const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: z.string().nullable(),
  releases: z.array(remoteReleaseSchema),
  switches: z.array(releaseSwitchSchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

export const registerReleaseForm = z.object({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  commit: z.string().trim().min(1).max(64),
  built_at: z.iso.datetime({ offset: true }),
  shared: z.record(z.string().max(100), z.string().max(100)).default({}),
  /** false: recorded for preview, not made live. */
  activate: z.boolean().default(true),
});
export const activateReleaseForm = z.object({ remote: remoteNameSchema, version: releaseVersionSchema });
export const rollbackReleaseForm = z.object({ remote: remoteNameSchema });

// ---- settings ---------------------------------------------------------------------------------

const url = z.union([z.url().max(500), z.literal('')]);
export const adminSettingsSchema = z.object({
  about_content_ar: z.string(),
  about_content_en: z.string(),
  terms_ar: z.string(),
  terms_en: z.string(),
  footer_description_ar: z.string(),
  footer_description_en: z.string(),
  app_store_link: z.string(),
  google_play_link: z.string(),
  /** Seller on tax invoices and its VAT number (15 digits, 3…3). */
  seller_name_ar: z.string(),
  seller_name_en: z.string(),
  vat_number: z.string(),
  /** Percent, e.g. 15. */
  tax_rate: z.number(),
  /** Percent of the order the platform keeps, e.g. 10. */
  commission_rate: z.number(),
  /** Providers may request settlements. */
  open_settlement: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
/** Any part of the settings; both languages of a text are required together only if sent. */
export const adminSettingsForm = z
  .object({
    about_content_ar: text(20000),
    about_content_en: text(20000),
    terms_ar: text(20000),
    terms_en: text(20000),
    footer_description_ar: text(2000),
    footer_description_en: text(2000),
    app_store_link: url,
    google_play_link: url,
    seller_name_ar: text(200),
    seller_name_en: text(200),
    vat_number: z
      .string()
      .trim()
      .regex(/^3\d{13}3$/, { error: 'validation.vat_number' }),
    tax_rate: z.number().min(0).max(100),
    commission_rate: z.number().min(0).max(100),
    open_settlement: z.boolean(),
  })
  .partial();

// ---- catalogue and content (table-driven) -------------------------------------------------------

const names = { name_ar: text(150), name_en: text(150) };
/** `sort`: position in its list (ascending); `is_hidden`: kept but not shown to customers. */
const placement = { sort: z.number().int().min(0).max(100000).default(0), is_hidden: z.boolean().default(false) };
const placed = { id: z.number().int(), sort: z.number().int(), is_hidden: z.boolean() };
const namedItem = { ...placed, name_ar: z.string(), name_en: z.string() };
/** An uploaded image (multipart); absent on update keeps the current one. */
const image = fileSchema.optional();

/** Per kind: the create form and the item the lists answer. */
export const ADMIN_CATALOGUE = {
  /** Service categories (freelance services). */
  categories: { form: z.object({ ...names, ...placement, image }), item: z.object({ ...namedItem, image: z.string().nullable() }) },
  /** Sub-services of a service category. */
  services: {
    form: z.object({ ...names, ...placement, category_id: idSchema }),
    item: z.object({ ...namedItem, category: idName }),
  },
  /** Store (digital product) categories. */
  'store-categories': {
    form: z.object({ ...names, ...placement, image }),
    item: z.object({ ...namedItem, image: z.string().nullable() }),
  },
  features: { form: z.object({ ...names, ...placement }), item: z.object(namedItem) },
  /** Price ranges of the filters (SR). */
  'range-prices': {
    form: z.object({
      ...names,
      ...placement,
      type: z.enum(['service', 'store']).default('service'),
      from_price: z.number().min(0),
      to_price: z.number().min(0),
    }),
    item: z.object({ ...namedItem, type: z.enum(['service', 'store']), from_price: z.number(), to_price: z.number() }),
  },
  experiences: { form: z.object({ ...names, ...placement }), item: z.object(namedItem) },
  cities: { form: z.object({ ...names, ...placement }), item: z.object(namedItem) },
  /** Home slider images; the names are the image's alternative text. */
  sliders: {
    form: z.object({ ...names, ...placement, image, link: optText(500) }),
    item: z.object({ ...namedItem, image: z.string(), link: z.string().nullable() }),
  },
  partners: { form: z.object({ ...names, ...placement, image }), item: z.object({ ...namedItem, image: z.string() }) },
  /** Social links of the footer; `icon` is the icon's key (e.g. x, instagram, whatsapp). */
  socials: {
    form: z.object({ ...names, ...placement, icon: text(50), link: z.url().max(500) }),
    item: z.object({ ...namedItem, icon: z.string(), link: z.string() }),
  },
  /** `is_hidden` disables a coupon; `value`: percent (1..100) or SR (fixed). */
  coupons: {
    form: z.object({
      ...names,
      ...placement,
      code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9_-]{3,30}$/, { error: 'validation.coupon_code' }),
      type: z.enum(['percent', 'fixed']),
      value: z.number().positive(),
      expires_at: z.iso.date().nullable().optional(),
      usage_limit: z.number().int().positive().nullable().optional(),
      min_amount: z.number().min(0).default(0),
    }),
    item: z.object({
      ...namedItem,
      code: z.string(),
      type: z.enum(['percent', 'fixed']),
      value: z.number(),
      expires_at: z.string().nullable(),
      usage_limit: z.number().int().nullable(),
      used_count: z.number().int(),
      min_amount: z.number(),
    }),
  },
} as const;
export type AdminCatalogueKind = keyof typeof ADMIN_CATALOGUE;
export const ADMIN_CATALOGUE_KINDS = Object.keys(ADMIN_CATALOGUE) as AdminCatalogueKind[];
export type AdminCatalogueItem<K extends AdminCatalogueKind> = z.infer<(typeof ADMIN_CATALOGUE)[K]['item']>;
export type AdminCatalogueForm<K extends AdminCatalogueKind> = z.input<(typeof ADMIN_CATALOGUE)[K]['form']>;

/** `status` of a catalogue list: visible | hidden; services also take `category_id`. */
export const adminCatalogueQuery = adminListQuery.extend({ category_id: idSchema.optional() });

function catalogueEndpoints<K extends AdminCatalogueKind>(kind: K) {
  const { form, item } = ADMIN_CATALOGUE[kind];
  const base = `/admin/${kind}` as const;
  return {
    list: endpoint({ method: 'GET', path: base, roles: ['admin'], query: adminCatalogueQuery, response: paginated(item) }),
    create: endpoint({ method: 'POST', path: base, roles: ['admin'], body: form, response: item }),
    update: endpoint({
      method: 'POST',
      path: `${base}/:id/update`,
      roles: ['admin'],
      params: idParams,
      body: form.partial(),
      response: item,
    }),
    remove: endpoint({ method: 'POST', path: `${base}/:id/delete`, roles: ['admin'], params: idParams, response: noData }),
  };
}
type CatalogueEndpoints = { [K in AdminCatalogueKind]: ReturnType<typeof catalogueEndpoints<K>> };

/** The four calls of each catalogue kind: `adminCatalogue.categories.create` … */
export const adminCatalogue = Object.fromEntries(ADMIN_CATALOGUE_KINDS.map((k) => [k, catalogueEndpoints(k)])) as CatalogueEndpoints;

// ---- exports ------------------------------------------------------------------------------------

/**
 * CSV downloads (UTF-8 with a BOM so Excel shows Arabic), answered as `text/csv` files, not in
 * the envelope (a failure still answers the envelope). Same query as the lists, plus a date range.
 */
export const ADMIN_EXPORTS = ['orders', 'transactions', 'settlements'] as const;
export type AdminExportKind = (typeof ADMIN_EXPORTS)[number];
export const adminExportPath = (kind: AdminExportKind) => `/admin/exports/${kind}.csv` as const;
export const adminExportQuery = z.object({
  q: optText(100),
  status: optText(40),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AdminExportQuery = z.input<typeof adminExportQuery>;

// ---- the calls ------------------------------------------------------------------------------------

const list = <T extends z.ZodType>(path: string, item: T) =>
  endpoint({ method: 'GET', path, roles: ['admin'], query: adminListQuery, response: paginated(item) });
/** A POST on one record (`:id`) without a body, or with one. */
const act = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({ method: 'POST', path, roles: ['admin'], params: idParams, response });
const actWith = <B extends z.ZodType, R extends z.ZodType>(path: string, body: B, response: R) =>
  endpoint({ method: 'POST', path, roles: ['admin'], params: idParams, body, response });

export const admin = {
  login: endpoint({
    method: 'POST',
    path: '/admin/login',
    body: adminLoginForm,
    response: z.object({ token: z.string(), admin: adminAccountSchema }),
  }),
  logout: endpoint({ method: 'POST', path: '/admin/logout', roles: ['admin'], response: noData }),
  /** The signed-in admin. */
  me: endpoint({ method: 'GET', path: '/admin/me', roles: ['admin'], response: adminAccountSchema }),
  /** Starts (or restarts, until confirmed) enrolment: the secret for an authenticator app. */
  totpEnrol: endpoint({
    method: 'POST',
    path: '/admin/totp/enrol',
    roles: ['admin'],
    response: z.object({ secret: z.string(), otpauth_url: z.string() }),
  }),
  /** A code from the app turns the second factor on; sign-in then needs `otp`. */
  totpConfirm: endpoint({
    method: 'POST',
    path: '/admin/totp/confirm',
    roles: ['admin'],
    body: z.object({ otp: otpSchema }),
    response: adminAccountSchema,
  }),

  admins: list('/admin/admins', adminAccountSchema),
  createAdmin: endpoint({
    method: 'POST',
    path: '/admin/admins',
    roles: ['admin'],
    body: z.object({ name: text(100), email: emailSchema, password: z.string().min(8).max(256) }),
    response: adminAccountSchema,
  }),
  suspendAdmin: act('/admin/admins/:id/suspend', adminAccountSchema),
  reinstateAdmin: act('/admin/admins/:id/reinstate', adminAccountSchema),

  dashboard: endpoint({ method: 'GET', path: '/admin/dashboard', roles: ['admin'], response: adminDashboardSchema }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    roles: ['admin'],
    query: adminAuditQuery,
    response: paginated(adminAuditEntrySchema),
  }),

  /** `status`: one of ADMIN_PROVIDER_STATUSES. */
  providers: list('/admin/providers', adminProviderSchema),
  approveProvider: act('/admin/providers/:id/approve', adminProviderSchema),
  /** The reason is sent to the provider by SMS. */
  rejectProvider: actWith('/admin/providers/:id/reject', reasonForm, adminProviderSchema),
  /** Revokes the provider's tokens at once; sign-in is refused until reinstated. */
  suspendProvider: actWith('/admin/providers/:id/suspend', optionalReasonForm, adminProviderSchema),
  reinstateProvider: act('/admin/providers/:id/reinstate', adminProviderSchema),

  /** Customers; `status`: one of ADMIN_USER_STATUSES. */
  users: list('/admin/users', adminUserSchema),
  suspendUser: actWith('/admin/users/:id/suspend', optionalReasonForm, adminUserSchema),
  reinstateUser: act('/admin/users/:id/reinstate', adminUserSchema),

  /** `status`: one of ADMIN_PRODUCT_STATUSES (pending first is the approval queue). */
  products: list('/admin/products', adminProductSchema),
  approveProduct: act('/admin/products/:id/approve', adminProductSchema),
  rejectProduct: actWith('/admin/products/:id/reject', reasonForm, adminProductSchema),

  orders: endpoint({
    method: 'GET',
    path: '/admin/orders',
    roles: ['admin'],
    query: adminOrderQuery,
    response: paginated(adminOrderSchema),
  }),
  order: endpoint({
    method: 'GET',
    path: '/admin/orders/:id',
    roles: ['admin'],
    params: idParams,
    query: z.object({ kind: z.enum(ADMIN_ORDER_KINDS).default('service') }),
    response: adminOrderDetailsSchema,
  }),

  /** `status`: one of ADMIN_COMPLAINT_STATUSES. */
  complaints: list('/admin/complaints', adminComplaintSchema),
  complaint: endpoint({ method: 'GET', path: '/admin/complaints/:id', roles: ['admin'], params: idParams, response: adminComplaintSchema }),
  resolveComplaint: actWith('/admin/complaints/:id/resolve', adminResolveComplaintForm, adminComplaintSchema),

  /** `status`: one of ADMIN_SETTLEMENT_STATUSES; pending first. */
  settlements: list('/admin/settlements', adminSettlementSchema),
  paySettlement: actWith('/admin/settlements/:id/pay', z.object({ reference: text(100) }), adminSettlementSchema),
  /** The due is restored: the provider may ask again. */
  rejectSettlement: actWith('/admin/settlements/:id/reject', reasonForm, adminSettlementSchema),

  /** Every remote with its releases, the live one and who switched when. */
  releases: endpoint({ method: 'GET', path: '/admin/releases', roles: ['admin'], response: z.array(remoteReleasesSchema) }),
  /** Records a release whose files are in place under the releases folder; makes it live unless `activate` is false. */
  registerRelease: endpoint({
    method: 'POST',
    path: '/admin/releases',
    roles: ['admin'],
    body: registerReleaseForm,
    response: remoteReleasesSchema,
  }),
  activateRelease: endpoint({
    method: 'POST',
    path: '/admin/releases/activate',
    roles: ['admin'],
    body: activateReleaseForm,
    response: remoteReleasesSchema,
  }),
  /** Back to the release that was live before the current one. */
  rollbackRelease: endpoint({
    method: 'POST',
    path: '/admin/releases/rollback',
    roles: ['admin'],
    body: rollbackReleaseForm,
    response: remoteReleasesSchema,
  }),

  settings: endpoint({ method: 'GET', path: '/admin/settings', roles: ['admin'], response: adminSettingsSchema }),
  updateSettings: endpoint({
    method: 'POST',
    path: '/admin/settings',
    roles: ['admin'],
    body: adminSettingsForm,
    response: adminSettingsSchema,
  }),
};

/** Every catalogue call as one flat group (for the `endpoints` registry). */
export const adminCatalogueEndpoints = Object.fromEntries(
  ADMIN_CATALOGUE_KINDS.flatMap((k) => Object.entries(adminCatalogue[k]).map(([name, e]) => [`${k}.${name}`, e])),
);
