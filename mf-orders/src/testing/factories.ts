/**
 * Factories for the orders contracts (@souq/contracts `orders`, `rates`): complete objects in
 * the contract's shape, so the API client's contract check passes; override what a test is about.
 */
import type { Offer, OrderComplaint, UserOrderDetails, ProviderOrderDetails, UserOrderItem } from '@souq/contracts';

let seq = 500;
const next = () => {
  seq += 1;
  return seq;
};

/** An offer on an open request (`offers[]` of /user/request-service/show). */
export const createOffer = (overrides: Partial<Offer> = {}): Offer => {
  const id = overrides.id ?? next();
  return {
    id,
    price: 200,
    duration: 3,
    final_total: 230,
    provider: { id: 9, name: 'سارة المصممة', image: 'https://cdn.test/providers/9.jpg' },
    created_at: '2026-11-02T10:00:00Z',
    ...overrides,
  };
};

const orderBase = (id: number) => ({
  id,
  number: `R-${1000 + id}`,
  status: 'بانتظار عروض الأسعار',
  order_status: 1,
  stage: 'waiting_offers' as const,
  type: 'for_all' as const,
  is_negotiate: 0 as const,
  is_direct: false,
  service: 'تصميم شعار',
  service_id: 5,
  request_date: '2026-11-01',
  duration: 3 as number | null,
  price: null as number | null,
  from_price: 100 as number | null,
  to_price: 300 as number | null,
  tax_value: null as number | null,
  app_rate: null as number | null,
  final_total: null as number | null,
  details: 'أريد شعارًا لمقهى',
  attachments: [],
  delivery_files: [],
  room_id: null as number | null,
  offer_price_id: null as number | null,
  negotiate_id: null as number | null,
  paid_at: null as string | null,
  delivered_at: null as string | null,
  completed_at: null as string | null,
  auto_complete_at: null as string | null,
  is_rated: false,
  invoice: null as { kind: 'services'; id: number } | null,
  complaints: [] as OrderComplaint[],
});

/** `data` of /user/request-service/show: an open request collecting offers by default. */
export const createUserOrder = (overrides: Partial<UserOrderDetails> = {}): UserOrderDetails => {
  const id = overrides.id ?? next();
  return {
    ...orderBase(id),
    provider: { id: null, name: '', image: 'https://cdn.test/defaults/avatar.png' },
    offers: [],
    ...overrides,
  };
};

/** A priced order (price 200, VAT 30, commission 20, total 230) for the states after acceptance. */
export const pricedOrder = { price: 200, tax_value: 30, app_rate: 20, final_total: 230, duration: 3 } as const;

/** `data` of /provider/request-services/show: a direct request awaiting this provider by default. */
export const createProviderOrder = (overrides: Partial<ProviderOrderDetails> = {}): ProviderOrderDetails => {
  const id = overrides.id ?? next();
  return {
    ...orderBase(id),
    status: 'بانتظار موافقة مقدم الخدمة',
    stage: 'awaiting_provider',
    type: 'direct',
    is_direct: true,
    ...pricedOrder,
    client: { id: 7, name: 'سارة', image: 'https://cdn.test/defaults/avatar.png' },
    my_offer: null,
    provider_due: 180,
    ...overrides,
  };
};

/** An item of /user/request-service (the customer's lists). */
export const createUserOrderItem = (overrides: Partial<UserOrderItem> = {}): UserOrderItem => {
  const id = overrides.id ?? next();
  return {
    id,
    number: `R-${1000 + id}`,
    request_date: '2026-11-01',
    provider_name: '',
    service: 'تصميم شعار',
    status: 'بانتظار عروض الأسعار',
    order_status: 1,
    stage: 'waiting_offers',
    type: 'for_all',
    final_total: null,
    offers_count: 0,
    ...overrides,
  };
};

/** What a rating of /user/my-rates and /provider/my-rates has either way: given, on service order 11. */
const rateBase = (overrides: Record<string, unknown>) => ({
  id: (overrides.id as number | undefined) ?? next(),
  created_at: '2026-11-05',
  direction: 'given' as 'given' | 'received',
  request_service_id: 11 as number | null,
});

/** An item of GET /user/my-rates. */
export const createUserRate = (overrides: Record<string, unknown> = {}) => ({
  ...rateBase(overrides),
  value: 5,
  comment: 'عمل رائع',
  provider: { id: 9, name: 'سارة المصممة', image: 'https://cdn.test/providers/9.jpg' },
  product: null as { id: number; name: string } | null,
  ...overrides,
});

/** An item of GET /provider/my-rates. */
export const createProviderRate = (overrides: Record<string, unknown> = {}) => ({
  ...rateBase(overrides),
  value: 4,
  comment: 'عميل متعاون',
  user: { id: 7, name: 'سارة' },
  ...overrides,
});
