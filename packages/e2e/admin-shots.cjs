// Screenshots of the admin console (mf-admin) in ar/en at 390/1280, with the admin API mocked
// at the browser edge (page.route) where the server does not answer yet.
// usage: node admin-shots.cjs <baseUrl> <outDir> [real]
const { chromium } = require('@playwright/test');
const [base, out, real] = process.argv.slice(2);
const pg = (data, total = data.length) => ({
  data,
  pagination: { total_items: total, per_page: 15, current_page: 1, last_page: Math.ceil(total / 15) || 1 },
});
const now = '2026-11-25T10:00:00.000Z';
const day = (i) => new Date(Date.UTC(2026, 10, 12 + i)).toISOString().slice(0, 10);
const FIX = {
  'GET /admin/me': { id: 1, name: 'مدير المنصة', email: 'admin@souq.sa', totp_enabled: false, status: 'active', created_at: now },
  'GET /admin/dashboard': {
    counts: {
      customers: 1250,
      providers: 310,
      new_customers_week: 42,
      new_customers_month: 180,
      new_providers_week: 7,
      new_providers_month: 25,
      providers_awaiting: 4,
      products_awaiting: 2,
      open_complaints: 3,
      pending_settlements: 5,
      pending_settlements_amount: 12450.5,
    },
    orders_by_state: [
      { kind: 'service', state: 'new', label: 'جديد', count: 12 },
      { kind: 'service', state: 'in_progress', label: 'قيد التنفيذ', count: 30 },
      { kind: 'service', state: 'done', label: 'مكتمل', count: 120 },
      { kind: 'store', state: 'paid', label: 'مدفوع', count: 64 },
    ],
    money: {
      week: { sales: 18400, vat: 2760, commission: 1840, orders: 44 },
      month: { sales: 80200.25, vat: 12030, commission: 8020, orders: 190 },
    },
    series: Array.from({ length: 14 }, (_, i) => ({
      date: day(i),
      new_customers: ((i * 7) % 11) + 2,
      new_providers: i % 3,
      orders: ((i * 5) % 13) + 3,
      sales: ((i * 1300) % 5200) + 900,
    })),
  },
  'GET /admin/providers': pg([
    {
      id: 9,
      name: 'ماجد العمري',
      email: 'majed@souq.sa',
      country_code: '966',
      phone: '500000199',
      image: null,
      city: 'الدمام',
      section_id: 1,
      is_active: true,
      is_approved: false,
      status: 'pending',
      rejection_reason: null,
      suspension_reason: null,
      rate: 0,
      orders_count: 0,
      created_at: now,
      approved_at: null,
      suspended_at: null,
    },
    {
      id: 10,
      name: 'استوديو الخط',
      email: null,
      country_code: '966',
      phone: '500000201',
      image: null,
      city: 'الرياض',
      section_id: 2,
      is_active: true,
      is_approved: false,
      status: 'pending',
      rejection_reason: null,
      suspension_reason: null,
      rate: 0,
      orders_count: 0,
      created_at: now,
      approved_at: null,
      suspended_at: null,
    },
  ]),
  'GET /admin/products': pg([
    {
      id: 3,
      name: 'قالب سيرة ذاتية',
      description: 'قالب احترافي بصيغة Word',
      price: 69,
      price_after_discount: null,
      category: { id: 1, name: 'قوالب' },
      provider: { id: 4, name: 'استوديو الخط' },
      status: 'pending',
      rejection_reason: null,
      previews: ['/images/placeholder.png'],
      files: [{ name: 'cv.docx', link: '#' }],
      sales_count: 0,
      created_at: now,
    },
  ]),
  'GET /admin/users': pg([]),
  'GET /admin/complaints': pg([
    {
      id: 7,
      type: 'complaint',
      about: 'order',
      by: { role: 'user', id: 3, name: 'نورة' },
      country_code: '966',
      phone: '500000001',
      reason: 'تأخر التسليم',
      complaint: 'لم يصل العمل في الموعد المتفق عليه',
      images: [],
      provider: { id: 4, name: 'سارة' },
      order: { id: 12, number: 'SR-000012', final_total: 230, refunded: 0, paid: true },
      status: 'open',
      answer: null,
      refund_amount: null,
      resolved_by: null,
      resolved_at: null,
      created_at: now,
    },
  ]),
  'GET /admin/settlements': pg([
    {
      id: 2,
      provider: { id: 4, name: 'سارة', phone: '500000002' },
      amount: 1450,
      status: 'pending',
      reference: null,
      reason: null,
      bank: { bank_name: 'الراجحي', bank_username: 'سارة أحمد', bank_account: '123456789', bank_iban: 'SA0380000000608010167519' },
      created_at: now,
      settled_at: null,
    },
  ]),
  'GET /admin/categories': pg([
    { id: 1, name_ar: 'تصميم', name_en: 'Design', sort: 1, is_hidden: false, image: null },
    { id: 2, name_ar: 'برمجة', name_en: 'Programming', sort: 2, is_hidden: true, image: null },
  ]),
  'GET /admin/audit-log': pg([
    {
      id: 1,
      admin: { id: 1, name: 'مدير المنصة', email: 'admin@souq.sa' },
      action: 'provider.approve',
      target_type: 'provider',
      target_id: 9,
      before: { status: 'pending' },
      after: { status: 'approved' },
      ip: null,
      created_at: now,
    },
    {
      id: 2,
      admin: { id: 1, name: 'مدير المنصة', email: 'admin@souq.sa' },
      action: 'catalogue.create',
      target_type: 'categories',
      target_id: 3,
      before: null,
      after: { name_ar: 'قسم', name_en: 'Category' },
      ip: null,
      created_at: now,
    },
  ]),
  'GET /admin/settings': {
    about_content_ar: 'نبذة',
    about_content_en: 'About',
    terms_ar: 'الشروط',
    terms_en: 'Terms',
    footer_description_ar: 'سوق',
    footer_description_en: 'Souq',
    app_store_link: '',
    google_play_link: '',
    seller_name_ar: 'شركة سوق',
    seller_name_en: 'Souq Co.',
    vat_number: '300000000000003',
    tax_rate: 15,
    commission_rate: 10,
    open_settlement: true,
  },
  'GET /admin/admins': pg([{ id: 1, name: 'مدير المنصة', email: 'admin@souq.sa', totp_enabled: false, status: 'active', created_at: now }]),
  'GET /admin/orders': pg([]),
};
const PAGES = [
  ['login', '/admin/login', false],
  ['dashboard', '/admin', true],
  ['providers', '/admin/providers', true],
  ['products', '/admin/products', true],
  ['customers', '/admin/customers', true],
  ['complaints', '/admin/complaints', true],
  ['settlements', '/admin/settlements', true],
  ['categories', '/admin/catalogue/categories', true],
  ['settings', '/admin/settings', true],
  ['audit', '/admin/audit-log', true],
  ['accounts', '/admin/accounts', true],
];
(async () => {
  let token = 'shot-token';
  if (real) {
    const res = await fetch(`${base}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@souq.sa', password: 'Admin@12345' }),
    });
    token = (await res.json()).data.token;
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
  for (const lang of ['ar', 'en']) {
    for (const width of [390, 1280]) {
      for (const [name, path, signedIn] of PAGES) {
        if (only && !only.includes(name)) continue;
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        page.on('pageerror', (e) => console.log(name, 'pageerror:', e.message.slice(0, 200)));
        if (!real) {
          await page.route('**/api/v1/admin/**', (route) => {
            const url = new URL(route.request().url());
            const key = `${route.request().method()} ${url.pathname.replace('/api/v1', '')}`;
            const data = FIX[key];
            if (data === undefined) return route.continue();
            return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ key: 'success', msg: '', data }) });
          });
        }
        await page.addInitScript(
          ([l, s, tok]) => {
            localStorage.setItem('locale', l);
            localStorage.setItem('lang', l);
            if (s) {
              localStorage.setItem('admin_token', tok);
              localStorage.setItem('admin_id', '1');
              localStorage.setItem('admin_name', 'مدير المنصة');
              localStorage.setItem('admin_email', 'admin@souq.sa');
            }
          },
          [lang, signedIn, token],
        );
        await page.goto(base + path, { waitUntil: 'networkidle' });
        await page
          .locator('h1')
          .first()
          .waitFor({ timeout: 30000 })
          .catch(() => console.log(name, 'no h1'));
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(800);
        if (name === 'complaints')
          await page
            .locator('.ant-table-row-expand-icon')
            .first()
            .click()
            .catch(() => {});
        await page.waitForTimeout(300);
        const file = `${out}/${name}-${lang}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file, await page.evaluate(() => document.documentElement.dir));
        await page.close();
      }
    }
  }
  await browser.close();
})();
