import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { type MockedApi, ok, renderPage, setupUser } from '@souq/testing';
import type { AdminAuditEntry } from '@souq/contracts';
import { withAdminSession } from '@/testing/admin-session';
import { createAdminAccount, page } from '@/testing/factories';
import AuditLogPage from './audit-log-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const session = withAdminSession();
let api: MockedApi;

const entry = (id: number, adminId: number, name: string): AdminAuditEntry => ({
  id,
  admin: { id: adminId, name, email: `${adminId}@souq.sa` },
  action: 'settings.update',
  target_type: 'settings',
  target_id: null,
  before: null,
  after: { commission_rate: 12 },
  ip: '127.0.0.1',
  created_at: '2026-11-20T10:00:00.000Z',
});

const admins = ok(
  page([
    createAdminAccount({ id: 1, name: 'مدير المنصة', email: 'admin@souq.sa' }),
    createAdminAccount({ id: 2, name: 'سلمى', email: 'salma@souq.sa' }),
  ]),
);
const lastQuery = () => api.callsTo('GET', '/admin/audit-log').at(-1)?.query;

/** Types a day into a RangePicker input and confirms it (what a keyboard user does). */
async function typeDay(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('/admin/audit-log filters', () => {
  it('filters by admin and by a range of days, sent as admin_id, from and to, each going back to page 1', async () => {
    api = session.mock({
      'GET /admin/admins': admins,
      'GET /admin/audit-log': (call) =>
        ok(page(call.query.admin_id === '2' ? [entry(9, 2, 'سلمى')] : [entry(8, 1, 'مدير المنصة'), entry(9, 2, 'سلمى')])),
    });
    await renderPage(<AuditLogPage />);
    expect(await screen.findAllByText('مدير المنصة')).not.toHaveLength(0);
    expect(lastQuery()).toEqual({ page: '1' });

    const user = setupUser();
    await user.click(screen.getByLabelText('المشرف'));
    await user.click(await screen.findByTitle('سلمى (salma@souq.sa)'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', admin_id: '2' }));
    await waitFor(() => expect(screen.queryByText('مدير المنصة', { selector: 'td' })).not.toBeInTheDocument());

    const [from, to] = await screen.findAllByPlaceholderText(/من تاريخ|إلى تاريخ/);
    await typeDay(from!, '2026-11-01');
    await typeDay(to!, '2026-11-20');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', admin_id: '2', from: '2026-11-01', to: '2026-11-20' }));
  });

  it("names each record and the action filter in the page language, never the server's type", async () => {
    const on = (id: number, action: string, target_type: string, target_id: number | null) => ({
      ...entry(id, 1, 'مدير المنصة'),
      action,
      target_type,
      target_id,
    });
    api = session.mock({
      'GET /admin/admins': admins,
      'GET /admin/audit-log': ok(
        page([
          on(1, 'settlement.pay', 'settlement', 7),
          on(2, 'catalogue.create', 'cities', 3),
          on(3, 'settings.update', 'settings', null),
        ]),
      ),
    });
    await renderPage(<AuditLogPage />);
    expect(await screen.findByRole('cell', { name: 'تسوية #7' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'مدينة #3' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(screen.queryByText(/settlement|cities/)).not.toBeInTheDocument();
    expect(screen.getByText('كل العمليات')).toBeInTheDocument();
    expect(screen.getByLabelText('العملية')).toBeInTheDocument();
  });

  it('says in words what an entry changed: named fields, old and new values, no raw JSON keys', async () => {
    api = session.mock({
      'GET /admin/admins': admins,
      'GET /admin/audit-log': ok(
        page([
          {
            ...entry(5, 1, 'مدير المنصة'),
            action: 'settlement.pay',
            target_type: 'settlement',
            target_id: 7,
            before: { id: 7, amount: 27000, status: 'pending', reference: null, createdAt: '2026-11-20T10:00:00.000Z' },
            after: { id: 7, amount: 27000, status: 'paid', reference: 'TR-1001', createdAt: '2026-11-20T10:00:00.000Z' },
          },
        ]),
      ),
    });
    await renderPage(<AuditLogPage />);
    await setupUser().click(await screen.findByRole('button', { name: /expand|توسيع|Expand row/i }));
    const changes = await screen.findByText('الحالة');
    const list = changes.closest('dl') as HTMLElement;
    expect(list).toHaveTextContent('الحالة');
    expect(list).toHaveTextContent('بانتظار الموافقة');
    expect(list).toHaveTextContent('مدفوعة');
    expect(list).toHaveTextContent('رقم الحوالة');
    expect(list).toHaveTextContent('TR-1001');
    // Unchanged fields and the row's own columns are not listed; no JSON key or brace shows.
    expect(list).not.toHaveTextContent('المبلغ');
    expect(list.textContent).not.toMatch(/status|reference|createdAt|[{}"]/);
  });

  it('labels the filters in English', async () => {
    await i18n.changeLanguage('en');
    api = session.mock({ 'GET /admin/admins': admins, 'GET /admin/audit-log': ok(page([entry(8, 1, 'Platform admin')])) });
    await renderPage(<AuditLogPage />);
    expect(await screen.findByLabelText('Admin')).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('From')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('To')).toBeInTheDocument();
    expect(screen.getByText('All admins')).toBeInTheDocument();
  });
});
