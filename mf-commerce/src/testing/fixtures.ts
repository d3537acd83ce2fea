/** Store answers in the shape of `@souq/contracts` (the API client checks every answer against it in tests). */
import { createPage, createProductCard } from '@souq/testing';

export { createProductCard };

export const createCategoryPage = (
  items: ReturnType<typeof createProductCard>[],
  { total = items.length, page = 1, name = 'القوالب' } = {},
) => {
  const base = createPage(
    items.map((p) => ({ ...p, is_approved: true })),
    { total, perPage: 12, page },
  );
  return { ...base, category: { id: 3, name } };
};

export const createProductDetails = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'قالب متجر إلكتروني',
  description: 'قالب جاهز لمتجر إلكتروني بتصميم عربي.',
  price: 200,
  price_after_discount: 150,
  has_discount: true,
  discount_percentage: 25,
  discount_expire: '2026-12-31',
  download_count: 14,
  rate: 4,
  rates_count: 3,
  is_favorite: false,
  is_in_cart: false,
  is_purchased: false,
  is_approved: true,
  category: { id: 3, name: 'القوالب' },
  features: [{ id: 1, name: 'قابل للتعديل' }],
  preview_files_attachments: [1, 2, 3, 4, 5].map((i) => ({ name: `${i}.png`, link: `https://cdn.test/p/${i}.png`, alt: '' })),
  provider: { id: 12, name: 'متجر نورة', image: 'https://cdn.test/providers/12.png', rate: 4.5 },
  ...overrides,
});

export const createCartItem = (overrides: Record<string, unknown> = {}) => ({
  id: 501,
  product_id: 7,
  variant_name: 'قالب متجر',
  product_description: 'قالب جاهز',
  variant_price: 200,
  discount_price: 150,
  effective_price: 150,
  currency: 'SAR',
  preview_files_attachments: [{ name: 'p.png', link: 'https://cdn.test/p.png', alt: '' }],
  ...overrides,
});

export const createFinance = (overrides: Record<string, unknown> = {}) => ({
  subtotal: 250,
  coupon_discount: 0,
  total_products_amount: 250,
  vat_amount: 37.5,
  final_total: 287.5,
  currency: 'SAR',
  coupon: null,
  ...overrides,
});

/** Two stores: Noura's template (150 after discount) and Omar's logo (100). */
export const createCart = (overrides: Record<string, unknown> = {}) => ({
  cart_items: [
    {
      provider: { id: 12, image: 'https://cdn.test/providers/12.png', name: 'متجر نورة', description: 'قوالب' },
      provider_total_price: 150,
      items: [createCartItem()],
    },
    {
      provider: { id: 13, image: 'https://cdn.test/providers/13.png', name: 'متجر عمر', description: 'شعارات' },
      provider_total_price: 100,
      items: [
        createCartItem({
          id: 502,
          product_id: 8,
          variant_name: 'شعار جاهز',
          variant_price: 100,
          discount_price: null,
          effective_price: 100,
        }),
      ],
    },
  ],
  cart_finance: createFinance(),
  count: 2,
  ...overrides,
});

export const emptyCart = () => ({
  cart_items: [],
  cart_finance: createFinance({ subtotal: 0, total_products_amount: 0, vat_amount: 0, final_total: 0 }),
  count: 0,
});

export const createDownloadItem = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'قالب متجر',
  description: 'قالب جاهز',
  rate: 4,
  provider: { id: 12, name: 'متجر نورة' },
  price: 200,
  price_after_discount: 150,
  has_discount: true,
  paid_price: 150,
  preview_files_attachments: [{ name: 'p.png', link: 'https://cdn.test/p.png', alt: '' }],
  order_id: 91,
  purchased_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** `data` of GET /invoices/{kind}/{id} (shared with mf-orders). */
export { createTaxInvoice as createInvoice } from '@souq/testing';
