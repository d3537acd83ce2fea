/**
 * The digital store (docs/product/store.md;
 * docs/legacy-client.md#ec-1-5, #ec-1-7, #ec-1-11): browsing store products, favourites, the cart and its
 * coupon, checkout, downloads, tax invoices, and the store owner's product calls.
 *
 * Shapes follow the existing client: lists are plain arrays at `data` except the category
 * list (paginated: docs/legacy-client.md#differences); `preview_files_attachments` is never empty on a listed
 * product (a product keeps at least one preview), so both of the existing client's reading
 * styles work; cart items carry the cart row id as `id` (sent back as `cart_id`) and
 * favourites the product id. Amounts are SR numbers (two decimals at most).
 */
import { z } from 'zod';
import { endpoint, fileSchema, idName, idSchema, noData, optText, paginated, text } from './common';
import { idParams, rateSchema } from './catalog';
import { productCardSchema } from './products';

export const PRODUCTS_PER_PAGE = 12;
/** Features a product may carry (docs/product/store.md#products). */
export const MAX_PRODUCT_FEATURES = 20;
/** Files of each kind (previews, downloads) a product may have. */
export const MAX_PRODUCT_FILES = 10;
/** Minutes a download link stays valid. */
export const DOWNLOAD_LINK_MINUTES = 15;
/** pay_type of /user/create-order (docs/product/payments-and-wallet.md#payment-methods): 1 wallet, 3 card. */
export const PAY_TYPE_WALLET = 1;
export const PAY_TYPE_CARD = 3;

// ---- requests ------------------------------------------------------------------------

export const productIdBody = z.object({ product_id: idSchema });
export const pageQuery = z.object({ page: idSchema.optional().catch(undefined) });

/** `name` per keystroke; a blank name gives the newest products. `category_id` narrows it (our client). */
export const productSearchBody = z.object({ name: optText(100), category_id: idSchema.optional(), page: idSchema.optional() });

/** 1 = high first, 0 = low first (docs/legacy-client.md#ec-1-5). */
const direction = z.number().int().min(0).max(1).optional();
export const productFilterBody = z.object({
  category_id: idSchema,
  rate: direction,
  price: direction,
  /** `features[]` repeated (bare brackets); a product must carry every chosen feature. */
  features: z.array(idSchema).max(MAX_PRODUCT_FEATURES).default([]),
  page: idSchema.optional(),
});

export const cartItemBody = z.object({ cart_id: idSchema });
/** The raw text the customer typed (sent unencoded; blank reads "required"). */
export const couponQuery = z.object({ coupon: text(50) });
export const createOrderBody = z.object({
  pay_type: z
    .number({ error: 'validation.pay_type' })
    .refine((v) => v === PAY_TYPE_WALLET || v === PAY_TYPE_CARD, { error: 'validation.pay_type' }),
  /** Possibly "" (no coupon). */
  coupon: optText(50),
});

/** Amount in SR: positive, at most two decimals. */
const amount = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
  .min(0)
  .max(1_000_000);
const anyFile = z.array(fileSchema).max(MAX_PRODUCT_FILES).default([]);
/** A new product needs at least one of these (docs/product/store.md#products: a product keeps at least one preview image). */
const atLeastOneFile = (error: string) => z.array(fileSchema, { error }).min(1, { error }).max(MAX_PRODUCT_FILES);

/**
 * POST /provider/products/store (and /update, with product_id). `discount_expire` arrives as
 * the browser wrote it (`2026-12-31`, `12/31/2026,`, `31/12/2026`, Arabic-Indic digits):
 * the server reads it (docs/legacy-client.md#ec-5-6). `features[0..n]` indexed.
 */
export const productForm = z.object({
  name: text(150),
  category_id: idSchema,
  features: z.array(idSchema).max(MAX_PRODUCT_FEATURES, { error: 'products.too_many_features' }).default([]),
  price: amount.refine((v) => v > 0, { error: 'validation.invalid' }),
  discount_percentage: amount.max(100, { error: 'products.discount_over_100' }).optional(),
  price_after_discount: amount.optional(),
  discount_expire: optText(40),
  description: text(5000),
  /** At least one preview image and one download file on a new product (`products.*_required`). */
  preview_files: atLeastOneFile('products.preview_required'),
  download_files: atLeastOneFile('products.download_required'),
});
/**
 * Update: the same fields; new files are added to the kept ones, so none is needed here — the
 * server refuses an update (and /images/delete) that would leave no preview or no download.
 */
export const productUpdateForm = productForm.extend({ product_id: idSchema, preview_files: anyFile, download_files: anyFile });
/** Exactly one of the two names an attachment of the product by its `name`. */
export const productImageDeleteBody = z.object({
  product_id: idSchema,
  preview_image: optText(255),
  download_image: optText(255),
});

export const invoiceParams = z.object({ kind: z.enum(['products', 'services']), id: idSchema });

// ---- responses ----------------------------------------------------------------------

const previewSchema = z.object({ name: z.string(), link: z.string(), alt: z.string() });
const fileLinkSchema = z.object({ name: z.string(), link: z.string() });

/** The category list adds `is_approved` (always true for customers). */
export const listedProductSchema = productCardSchema.extend({ is_approved: z.boolean() });
export type ListedProduct = z.infer<typeof listedProductSchema>;
export const productPageSchema = paginated(listedProductSchema).extend({ category: idName });
export type ProductPage = z.infer<typeof productPageSchema>;

const productProvider = z.object({ id: z.number().int(), name: z.string(), image: z.string(), rate: z.number() });

/** POST /user/products/show (and the provider's own view, below). */
export const productDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  price_after_discount: z.number(),
  has_discount: z.boolean(),
  discount_percentage: z.number(),
  /** YYYY-MM-DD, or '' without a discount (read with `.slice(0,10)`). */
  discount_expire: z.string(),
  download_count: z.number().int(),
  rate: z.number().int(),
  rates_count: z.number().int(),
  is_favorite: z.boolean(),
  is_in_cart: z.boolean(),
  /** The caller bought it (customers), or someone did (the owner: delete is refused). */
  is_purchased: z.boolean(),
  is_approved: z.boolean(),
  category: idName,
  features: z.array(idName),
  preview_files_attachments: z.array(previewSchema),
  provider: productProvider,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** POST /provider/products/show: the owner's product with its download files (editProviderProduct). */
export const ownProductSchema = productDetailsSchema.extend({
  download_files_attachments: z.array(fileLinkSchema),
  /** The percentage and price as stored, even after the discount's end (the edit form shows them). */
  stored_discount_percentage: z.number(),
  stored_price_after_discount: z.number(),
});

export const countSchema = z.object({ count: z.number().int() });

export const cartItemSchema = z.object({
  /** The cart row id (sent back as `cart_id`). */
  id: z.number().int(),
  product_id: z.number().int(),
  variant_name: z.string(),
  product_description: z.string(),
  /** The product's price. */
  variant_price: z.number(),
  /** The discounted price while a discount runs, else null. */
  discount_price: z.number().nullable(),
  /** What the item costs now (discount_price ?? variant_price). */
  effective_price: z.number(),
  currency: z.string(),
  /** Never empty (read `[0].link` unguarded). */
  preview_files_attachments: z.array(previewSchema),
});
export const cartGroupSchema = z.object({
  provider: z.object({ id: z.number().int(), image: z.string(), name: z.string(), description: z.string() }),
  provider_total_price: z.number(),
  items: z.array(cartItemSchema),
});
export const cartFinanceSchema = z.object({
  /** Sum of the items' effective prices. */
  subtotal: z.number(),
  coupon_discount: z.number(),
  /** subtotal − coupon_discount: the amount VAT is computed on. */
  total_products_amount: z.number(),
  vat_amount: z.number(),
  final_total: z.number(),
  currency: z.string(),
  /** The coupon applied, or null. */
  coupon: z.string().nullable(),
});
export type CartFinance = z.infer<typeof cartFinanceSchema>;
export const cartSchema = z.object({
  cart_items: z.array(cartGroupSchema),
  cart_finance: cartFinanceSchema,
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const couponInquirySchema = z.object({
  cart_finance: cartFinanceSchema,
  coupon: z.object({ code: z.string(), type: z.enum(['percent', 'fixed']), value: z.number() }),
});

/** Wallet: paid at once (`url` null). Card: `url` is the payment page; the order is paid when it settles. */
export const createOrderSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  paid: z.boolean(),
  url: z.string().nullable(),
  final_total: z.number(),
  /** The tax invoice (JSON) call for this order once paid. */
  invoice: z.object({ kind: z.literal('products'), id: z.number().int() }),
});

export const downloadItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rate: z.number().int(),
  provider: z.object({ id: z.number().int(), name: z.string() }),
  price: z.number(),
  price_after_discount: z.number(),
  has_discount: z.boolean(),
  /** What the buyer paid for it (SR, before VAT): after the product's discount and the order's coupon. */
  paid_price: z.number().default(0),
  /** null or non-empty (docs/legacy-client.md#ec-5-8). */
  preview_files_attachments: z.array(previewSchema).nullable(),
  /** The order that bought it, for its tax invoice. */
  order_id: z.number().int(),
  purchased_at: z.string(),
});

export const downloadFilesSchema = z.object({
  /** Links bound to the buyer, valid DOWNLOAD_LINK_MINUTES; each use is counted. */
  download_files_attachments: z.array(fileLinkSchema.extend({ expires_at: z.string() })),
});

/** A provider's product list (providerProducts) and download report (reportsView). */
export const ownProductCardSchema = productCardSchema.extend({
  is_approved: z.boolean(),
  is_purchased: z.boolean(),
  /** Why the administrator refused the product; null unless refused (an edit sends it back to review and clears it). */
  rejection_reason: z.string().nullable(),
});

export const invoiceSchema = z.object({
  number: z.string(),
  /** ISO 8601 time of issue (the QR's tag 3). */
  issued_at: z.string(),
  seller_name: z.string(),
  vat_number: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit_price: z.number(), total: z.number() })),
  discount: z.number(),
  subtotal: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  total: z.number(),
  /** The ZATCA QR payload: TLV tags 1–5, base64. */
  qr: z.string(),
  /** The bilingual PDF, a link valid for a while that works without a header. */
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// ---- endpoints ------------------------------------------------------------------------

export const commerce = {
  // Browsing (guests send `Bearer null`).
  categoryProducts: endpoint({
    method: 'GET',
    path: '/user/category/:id/products',
    params: idParams,
    query: pageQuery,
    response: productPageSchema,
  }),
  searchProducts: endpoint({
    method: 'POST',
    path: '/user/products/search',
    body: productSearchBody,
    response: z.array(productCardSchema),
  }),
  filterProducts: endpoint({
    method: 'POST',
    path: '/user/products/fillter',
    body: productFilterBody,
    response: z.array(productCardSchema),
  }),
  showProduct: endpoint({ method: 'POST', path: '/user/products/show', body: productIdBody, response: productDetailsSchema }),
  similarProducts: endpoint({ method: 'GET', path: '/user/products/:id/similar', params: idParams, response: z.array(productCardSchema) }),
  productRates: endpoint({ method: 'GET', path: '/rates/products/:id', params: idParams, response: z.array(rateSchema) }),

  // Favourites.
  favorites: endpoint({ method: 'GET', path: '/user/favorites', roles: ['user'], response: z.array(productCardSchema) }),
  addFavorite: endpoint({ method: 'POST', path: '/user/favorites/store', roles: ['user'], body: productIdBody, response: countSchema }),
  removeFavorite: endpoint({ method: 'POST', path: '/user/favorites/delete', roles: ['user'], body: productIdBody, response: countSchema }),

  // Cart and checkout.
  addToCart: endpoint({ method: 'POST', path: '/user/cart/add', roles: ['user'], body: productIdBody, response: countSchema }),
  cart: endpoint({ method: 'GET', path: '/user/cart/get', roles: ['user'], response: cartSchema }),
  removeCartItem: endpoint({ method: 'POST', path: '/user/cart/remove-item', roles: ['user'], body: cartItemBody, response: countSchema }),
  inquiryCoupon: endpoint({
    method: 'GET',
    path: '/user/cart/inquiry-coupon',
    roles: ['user'],
    query: couponQuery,
    response: couponInquirySchema,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/user/create-order',
    roles: ['user'],
    body: createOrderBody,
    response: createOrderSchema,
  }),

  // Purchased files.
  downloads: endpoint({ method: 'GET', path: '/user/downloads', roles: ['user'], response: z.array(downloadItemSchema) }),
  downloadFiles: endpoint({
    method: 'POST',
    path: '/user/products/download-files',
    roles: ['user'],
    body: productIdBody,
    response: downloadFilesSchema,
  }),

  /** The tax invoice of a paid order of either kind (the buyer's, or the seller's for their order). */
  invoice: endpoint({
    method: 'GET',
    path: '/invoices/:kind/:id',
    roles: ['user', 'provider'],
    params: invoiceParams,
    response: invoiceSchema,
  }),

  // The store owner's products.
  providerProducts: endpoint({ method: 'GET', path: '/provider/products', roles: ['provider'], response: z.array(ownProductCardSchema) }),
  storeProduct: endpoint({
    method: 'POST',
    path: '/provider/products/store',
    roles: ['provider'],
    body: productForm,
    response: z.object({ id: z.number().int(), is_approved: z.boolean() }),
  }),
  showOwnProduct: endpoint({
    method: 'POST',
    path: '/provider/products/show',
    roles: ['provider'],
    body: productIdBody,
    response: ownProductSchema,
  }),
  updateProduct: endpoint({
    method: 'POST',
    path: '/provider/products/update',
    roles: ['provider'],
    body: productUpdateForm,
    response: z.object({ id: z.number().int(), is_approved: z.boolean() }),
  }),
  deleteProduct: endpoint({
    method: 'POST',
    path: '/provider/products/delete',
    roles: ['provider'],
    body: productIdBody,
    response: noData,
  }),
  deleteProductFile: endpoint({
    method: 'POST',
    path: '/provider/products/images/delete',
    roles: ['provider'],
    body: productImageDeleteBody,
    response: noData,
  }),
  providerDownloads: endpoint({ method: 'GET', path: '/provider/downloads', roles: ['provider'], response: z.array(ownProductCardSchema) }),
};
