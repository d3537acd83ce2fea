/**
 * Factories for the API's `data` shapes (docs/legacy-client.md), shared by every app's tests:
 * `createProvider({ name: 'x' })` gives a complete object with sensible defaults, and
 * `ok(createProvidersPage([...]))` the answer of a list call.
 */
let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

export interface ProviderSummaryData {
  id: number;
  name: string;
  image: string | null;
  rate: number;
  rates_count: number;
  price: number | null;
}

export const createProvider = (overrides: Partial<ProviderSummaryData> = {}): ProviderSummaryData => {
  const id = overrides.id ?? next();
  return {
    id,
    name: `مقدم خدمة ${id}`,
    image: `https://cdn.test/providers/${id}.jpg`,
    rate: 4.5,
    rates_count: 12,
    price: 150,
    ...overrides,
  };
};

export const createProviders = (count: number, overrides: Partial<ProviderSummaryData> = {}) =>
  Array.from({ length: count }, () => createProvider(overrides));

/** The list calls' `data`: `{ data, pagination, service_id }`. */
export const createProvidersPage = (
  items: ProviderSummaryData[],
  {
    total = items.length,
    perPage = 12,
    page = 1,
    serviceId = 5,
  }: { total?: number; perPage?: number; page?: number; serviceId?: number } = {},
) => ({
  data: items,
  pagination: { total_items: total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
  service_id: serviceId,
});

export const RANGE_PRICES = [
  { id: 1, from: 0, to: 100 },
  { id: 2, from: 100, to: 500 },
];

export const EXPERIENCES = [
  { id: 1, name: 'مبتدئ' },
  { id: 2, name: 'متوسط' },
  { id: 3, name: 'خبير' },
];

export const COUNTRIES = [
  { id: 1, key: '+966', name: 'السعودية', code: 'SA', image: 'https://cdn.test/flags/sa.png', label: 'SA' },
  { id: 2, key: '+971', name: 'الإمارات', code: 'AE', image: 'https://cdn.test/flags/ae.png', label: 'AE' },
];

export const createWork = (overrides: Record<string, unknown> = {}) => {
  const id = next();
  return {
    id,
    name: `عمل ${id}`,
    category: { id: 1, name: 'التصميم' },
    service: { id: 5, name: 'تصميم شعار' },
    link: 'https://example.com/work',
    duration: 3,
    price: 200,
    description: 'شعار لمتجر قهوة',
    attachments: [
      { name: 'a.jpg', link: `https://cdn.test/works/${id}-a.jpg` },
      { name: 'b.jpg', link: `https://cdn.test/works/${id}-b.jpg` },
    ],
    logo: { link: `https://cdn.test/works/${id}-a.jpg` },
    ...overrides,
  };
};

/** A product on a profile (`products[]` of /user/provider/show-profile). */
export const createProduct = (overrides: Record<string, unknown> = {}) => {
  const id = next();
  return {
    id,
    name: `منتج ${id}`,
    description: 'قالب عرض تقديمي',
    rate: 4,
    is_favorite: false,
    price: 100,
    price_after_discount: 80,
    has_discount: true,
    discount_percentage: 20,
    preview_files_attachments: [{ name: 'p.png', link: `https://cdn.test/products/${id}.png`, alt: '' }],
    download_count: 12,
    ...overrides,
  };
};

export const createProfile = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  name: 'سارة المصممة',
  image: 'https://cdn.test/providers/9.jpg',
  cv: 'مصممة هويات بصرية بخبرة عشر سنوات.',
  experience: 'خبير',
  is_follow: false,
  service: { id: 5, provider_service_id: 31, name: 'تصميم شعار', duration: 4, price: 250 },
  rate: 4.5,
  works: [createWork()],
  products: [createProduct()],
  section_type: 'bothProviders',
  services: [{ id: 5, provider_service_id: 31, name: 'تصميم شعار', price: 250, duration: 4 }],
  ...overrides,
});

export const createRate = (overrides: Record<string, unknown> = {}) => {
  const id = next();
  return { id, value: 5, comment: 'عمل رائع', created_at: '2025-01-10', user: { name: `عميل ${id}` }, ...overrides };
};

export const createServiceInfo = (overrides: Record<string, unknown> = {}) => ({
  id: 31,
  name: 'تصميم شعار',
  category: { id: 1, name: 'التصميم' },
  service: { id: 5, name: 'تصميم شعار' },
  provider: { id: 9, name: 'سارة المصممة', image: 'https://cdn.test/providers/9.jpg', rate: 4.5 },
  description: 'أصمم لك شعارًا احترافيًا مع ثلاث مراجعات.',
  duration: 4,
  price: 250,
  attachments: [
    { name: '1.jpg', link: 'https://cdn.test/services/1.jpg' },
    { name: '2.jpg', link: 'https://cdn.test/services/2.jpg' },
  ],
  ...overrides,
});

/** A product card (contracts `productCardSchema`): every product list answers with it. */
export const createProductCard = (overrides: Record<string, unknown> = {}) => {
  const id = (overrides.id as number | undefined) ?? next();
  return {
    id,
    name: `منتج ${id}`,
    description: 'قالب جاهز',
    rate: 4,
    is_favorite: false,
    price: 150,
    price_after_discount: 150,
    has_discount: false,
    discount_percentage: 0,
    download_count: 0,
    preview_files_attachments: [{ name: 'p.png', link: `https://cdn.test/products/${id}.png`, alt: '' }],
    ...overrides,
  };
};

/** A store owner's own product (contracts `ownProductCardSchema`: /provider/products, /provider/downloads). */
export const createOwnProductCard = (overrides: Record<string, unknown> = {}) =>
  createProductCard({ is_approved: true, is_purchased: false, rejection_reason: null, ...overrides });

/** A category of /user/categories/service or /user/categories/store. */
export const createCategory = (overrides: Record<string, unknown> = {}) => {
  const id = (overrides.id as number | undefined) ?? next();
  return { id, name: `تصنيف ${id}`, image: `https://cdn.test/categories/${id}.png`, ...overrides };
};

/** A sub-service of /user/categories/{id}/services (`category` is the category's name). */
export const createSubService = (overrides: Record<string, unknown> = {}) => {
  const id = (overrides.id as number | undefined) ?? next();
  return { id, name: `خدمة ${id}`, category: 'التصميم', ...overrides };
};

/** A notification of /{user|provider}/notifications. */
export const createNotification = (overrides: Record<string, unknown> = {}) => {
  const id = (overrides.id as number | undefined) ?? next();
  return {
    id,
    body: `إشعار ${id}`,
    type: 'other',
    created_at: '2026-11-01',
    data: { type: 'other', request_service_id: null },
    ...overrides,
  };
};

/** `data` of a paginated list. */
export const createPage = <T>(items: T[], { total = items.length, perPage = 10, page = 1 } = {}) => ({
  data: items,
  pagination: { total_items: total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
});

/** A request in the provider's lists (/provider/request-services). */
export const createProviderRequest = (overrides: Record<string, unknown> = {}) => {
  const id = (overrides.id as number | undefined) ?? next();
  return {
    id,
    number: `R-${1000 + id}`,
    request_date: '2026-11-01',
    client_name: 'عميل',
    status: 'بانتظار عرض السعر',
    order_status: 1,
    type: 'direct',
    ...overrides,
  };
};

/** A customer's session (/user/login, /user/active/account, /user/update/profile). */
export const createUserSession = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  user_name: 'سارة',
  email: 'sara@example.com',
  phone: '501234567',
  country_code: '+966',
  token: 'tok-user',
  ...overrides,
});

/** A provider's session (/provider/login, /provider/active/account once approved). */
export const createProviderSession = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'متجر النور',
  phone: '501234567',
  email: 'noor@example.com',
  country_code: '+966',
  image: 'https://cdn.test/providers/3.jpg',
  city: { id: 1, name: 'الرياض' },
  section: { id: 2, name: 'متجر' },
  token: 'tok-provider',
  ...overrides,
});

/** `data` of GET /settings (both languages, as the server sends them). */
export const createSettings = (overrides: Record<string, unknown> = {}) => ({
  footer_logo: 'https://cdn.test/logo.png',
  footer_description_ar: 'سوق يجمع العملاء ومقدمي الخدمات',
  footer_description_en: 'Souq connects customers and providers',
  google_play_link: 'https://play.test/souq',
  app_store_link: 'https://apps.test/souq',
  about_content_ar: 'عن سوق',
  about_content_en: 'About Souq',
  about_image: 'https://cdn.test/about.jpg',
  terms_ar: 'الشروط',
  terms_en: 'Terms',
  open_settlement: false,
  tax_rate: 15,
  commission_rate: 10,
  ...overrides,
});

/** `data` of POST /user/request-service/store. */
export const createStoredRequest = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  number: 'R-1001',
  type: 'for_all',
  ...overrides,
});

/** `data` of GET /invoices/{kind}/{id}: a simplified tax invoice. */
export const createTaxInvoice = (overrides: Record<string, unknown> = {}) => ({
  number: 'INV-2026-000091',
  issued_at: '2026-11-20T10:00:00.000Z',
  seller_name: 'سوق',
  vat_number: '300000000000003',
  lines: [{ name: 'قالب متجر', quantity: 1, unit_price: 150, total: 150 }],
  discount: 0,
  subtotal: 150,
  vat_rate: 15,
  vat_amount: 22.5,
  total: 172.5,
  qr: 'AQ==',
  pdf_url: 'https://souq.test/api/v1/invoices/products/91.pdf?token=x',
  ...overrides,
});
