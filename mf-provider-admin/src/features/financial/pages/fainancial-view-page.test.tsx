import { screen, waitFor, within } from '@testing-library/react';
import { createSettings, deferred, fail, ok, renderPage, setupUser, testApi } from '@souq/testing';
import { signInProviderEachTest } from '@/testing/provider-session';
import FainancialViewPage from './fainancial-view-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const tx = {
  id: 1,
  number: 'RS-1001',
  created_at: '2026-11-20T10:00:00Z',
  app_rate: 20,
  tax_value: 30,
  final_total: 230,
  provider_due: 180,
  payment_method: 'بطاقة',
  request_service_id: 5,
};
const money = (over: Record<string, unknown> = {}) => ({
  transactions: [tx],
  total_transactions: 230,
  total_due: 180,
  pending_settlement: null,
  ...over,
});

const api = testApi();
signInProviderEachTest('freelancer');

const render = () => renderPage(<FainancialViewPage />, { path: '/fainancialView' });

describe('/fainancialView', () => {
  it('shows the table and totals, asks before requesting the whole due, then shows it pending', async () => {
    const first = deferred();
    api.mock({
      'GET /settings': ok(createSettings({ open_settlement: true })),
      'GET /provider/financial/transactions': [
        first.answer,
        ok(money({ total_due: 0, pending_settlement: { id: 3, amount: 180, created_at: '2026-11-25T09:00:00Z' } })),
      ],
      'POST /provider/request/settlement': ok(null, 'تم إرسال الطلب'),
    });
    const page = await render();
    await waitFor(() => expect(document.querySelector('.souq-placeholder, .souq-placeholder-lines')).toBeInTheDocument());
    first.resolve(ok(money()));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('RS-1001')).toBeInTheDocument();
    expect(within(table).getByText('بطاقة')).toBeInTheDocument();
    expect(within(table).getByText('20 نوفمبر 2026')).toBeInTheDocument();
    expect(within(screen.getByText('المستحق لك').parentElement as HTMLElement).getByLabelText('السعر 180 ريال سعودي')).toBeInTheDocument();
    expect(within(table).getByLabelText('السعر 180 ريال سعودي')).toBeInTheDocument();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'طلب تسوية' }));
    expect(api.callsTo('POST', '/provider/request/settlement')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/request/settlement')[0]?.body).toEqual({ amount: 180 }));
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تم إرسال الطلب' }));
    expect(await screen.findByText('قيد المراجعة')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'طلب تسوية' })).not.toBeInTheDocument();
  });

  it('hides the settlement button when settlements are closed or nothing is there, and says so when empty', async () => {
    api.mock({
      'GET /settings': ok(createSettings({ open_settlement: true })),
      'GET /provider/financial/transactions': ok(money({ transactions: [], total_transactions: 0, total_due: 0 })),
    });
    await render();
    expect(await screen.findByText('لا توجد معاملات مالية بعد')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'طلب تسوية' })).not.toBeInTheDocument();
  });

  it('shows the server refusal of a settlement', async () => {
    api.mock({
      'GET /settings': ok(createSettings({ open_settlement: true })),
      'GET /provider/financial/transactions': ok(money()),
      'POST /provider/request/settlement': fail('أضف حسابًا بنكيًا أولًا'),
    });
    const page = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'طلب تسوية' }));
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'error', message: 'أضف حسابًا بنكيًا أولًا' }));
  });

  it('labels a refund line with its order and reason, shows the due as the sum of the due lines and why a request was sent back', async () => {
    const refund = {
      ...tx,
      id: 2,
      number: 'RS-1002',
      app_rate: 0,
      tax_value: 0,
      final_total: -50,
      provider_due: -39.13,
      payment_method: 'المحفظة',
      kind: 'refund',
      reason: 'تأخر التسليم',
    };
    api.mock({
      'GET /settings': ok(createSettings({ open_settlement: true })),
      'GET /provider/financial/transactions': ok(
        money({
          transactions: [refund, { ...tx, provider_due: 639 }],
          total_due: 599.87,
          returned_settlement: {
            id: 4,
            amount: 639,
            number: 'RS-1002',
            refund: 39.13,
            reason: 'تأخر التسليم',
            created_at: '2026-11-25T09:00:00Z',
          },
        }),
      ),
    });
    await render();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('RS-1002').closest('tr') as HTMLElement;
    expect(within(row).getByText('استرداد')).toBeInTheDocument();
    expect(within(row).getByText('السبب: تأخر التسليم')).toBeInTheDocument();
    expect(within(row).getByLabelText('السعر \u200e-39.13 ريال سعودي')).toBeInTheDocument();
    expect(within(table).getAllByText('مستحق')).toHaveLength(2);
    expect(screen.getByText('مجموع سطرين بحالة «مستحق»')).toBeInTheDocument();
    const returned = screen.getByText(/أُعيد طلب التسوية بمبلغ 639/).closest('[role="status"]') as HTMLElement;
    expect(within(returned).getByText('RS-1002')).toBeInTheDocument();
    expect(within(returned).getByText('سبب الاسترداد: تأخر التسليم')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'طلب تسوية' })).toBeInTheDocument();
  });

  it('explains a negative due and offers no settlement', async () => {
    api.mock({
      'GET /settings': ok(createSettings({ open_settlement: true })),
      'GET /provider/financial/transactions': ok(
        money({
          transactions: [
            { ...tx, id: 2, number: 'RS-1002', final_total: -46, provider_due: -36, kind: 'refund' },
            { ...tx, settlement: 'paid' },
          ],
          total_due: -36,
        }),
      ),
    });
    await render();
    expect(await screen.findByRole('note')).toHaveTextContent('المستحق سالب لأن استردادًا');
    expect(screen.getByText('مجموع سطر واحد بحالة «مستحق»')).toBeInTheDocument();
    expect(screen.getByText('مدفوع')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'طلب تسوية' })).not.toBeInTheDocument();
  });
});
