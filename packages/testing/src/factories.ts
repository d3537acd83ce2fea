/**
 * Factories for the API's `data` shapes (existing-client.md), shared by every app's tests:
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
  price: number | null;
}

export const createProvider = (overrides: Partial<ProviderSummaryData> = {}): ProviderSummaryData => {
  const id = overrides.id ?? next();
  return { id, name: `مقدم خدمة ${id}`, image: `https://cdn.test/providers/${id}.jpg`, rate: 4.5, price: 150, ...overrides };
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
  { key: '+966', name: 'السعودية', code: 'SA', image: 'https://cdn.test/flags/sa.png', label: 'SA' },
  { key: '+971', name: 'الإمارات', code: 'AE', image: 'https://cdn.test/flags/ae.png', label: 'AE' },
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
  service: { id: 5, duration: 4, price: 250 },
  rate: 4.5,
  works: [createWork()],
  products: [createProduct()],
  section_type: 'bothProviders',
  services: [{ id: 5, name: 'تصميم شعار', price: 250, duration: 4 }],
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

/** A product card of the store lists (/user/products/best-seller …). */
export const createProductCard = (overrides: Record<string, unknown> = {}) => {
  const id = overrides.id ?? next();
  return {
    id,
    name: `منتج ${id}`,
    price: 150,
    has_discount: 0,
    price_after_discount: null,
    discount_percentage: null,
    rate: 4,
    preview_files_attachments: [{ name: 'p.png', link: `https://cdn.test/products/${id}.png` }],
    ...overrides,
  };
};

/** A category of /user/categories/service or /user/categories/store. */
export const createCategory = (overrides: Record<string, unknown> = {}) => {
  const id = overrides.id ?? next();
  return { id, name: `تصنيف ${id}`, image: `https://cdn.test/categories/${id}.png`, ...overrides };
};
