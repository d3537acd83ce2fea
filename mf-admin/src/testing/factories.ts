/** Admin API answers shaped exactly as the contract says (the client parses them in tests). */
import type { AdminAccount, AdminComplaint, AdminDashboard, AdminSettlement, Pagination } from '@souq/contracts';

export const page = <T>(data: T[], overrides: Partial<Pagination> = {}) => ({
  data,
  pagination: { total_items: data.length, per_page: 15, current_page: 1, last_page: 1, ...overrides },
});

export const createAdminAccount = (overrides: Partial<AdminAccount> = {}): AdminAccount => ({
  id: 1,
  name: 'مدير المنصة',
  email: 'admin@souq.sa',
  totp_enabled: false,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const createCategory = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name_ar: 'تصميم',
  name_en: 'Design',
  sort: 0,
  is_hidden: false,
  image: null as string | null,
  ...overrides,
});

export const createComplaint = (overrides: Partial<AdminComplaint> = {}): AdminComplaint => ({
  id: 7,
  type: 'complaint',
  about: 'order',
  by: { role: 'user', id: 3, name: 'نورة' },
  country_code: '966',
  phone: '500000001',
  reason: 'تأخر التسليم',
  complaint: 'لم يصل العمل في الموعد',
  images: [],
  provider: { id: 4, name: 'سارة' },
  order: { id: 12, kind: 'service', number: 'SR-000012', final_total: 230, refunded: 30, paid: true },
  status: 'open',
  answer: null,
  refund_amount: null,
  resolved_by: null,
  resolved_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const totals = { sales: 0, vat: 0, commission: 0, orders: 0 };
export const createDashboard = (counts: Partial<AdminDashboard['counts']> = {}): AdminDashboard => ({
  counts: {
    customers: 0,
    providers: 0,
    new_customers_week: 0,
    new_customers_month: 0,
    new_providers_week: 0,
    new_providers_month: 0,
    providers_awaiting: 0,
    products_awaiting: 0,
    open_complaints: 0,
    pending_settlements: 0,
    pending_settlements_amount: 0,
    ...counts,
  },
  orders_by_state: [],
  money: { week: totals, month: totals },
  series: [],
});

export const createSettlement = (overrides: Partial<AdminSettlement> = {}): AdminSettlement => ({
  id: 5,
  provider: { id: 4, name: 'سارة', phone: '966500000004' },
  amount: 639,
  status: 'pending',
  reference: null,
  reason: null,
  bank: { bank_name: 'الأهلي', bank_username: 'حساب التسوية', bank_account: '1234567890', bank_iban: 'SA0380000000608010167519' },
  created_at: '2026-11-25T09:00:00.000Z',
  settled_at: null,
  current_due: 639,
  returned_by: null,
  ...overrides,
});
