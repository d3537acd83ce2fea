import { screen, waitFor, within } from '@testing-library/react';
import { deferred, fail, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { createUserOrderItem } from '@/testing/factories';
import UserOrderPage from './user-order-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();
beforeEach(() => signInAs('user'));

const renderList = (url = '/userOrder') => renderPage(<UserOrderPage />, { path: '/userOrder', url });
const statusesAsked = () => api.callsTo('POST', '/user/request-service').map((c) => c.body.status);

describe('/userOrder', () => {
  it('shows a skeleton while the first tab loads, then its orders', async () => {
    const answer = deferred();
    api.mock({ 'POST /user/request-service': answer.answer });
    await renderList();
    expect(await screen.findByTestId('orders-skeleton')).toHaveAttribute('aria-busy', 'true');
    answer.resolve(ok([createUserOrderItem({ id: 3, number: 'R-2003', offers_count: 2 })]));
    expect(await screen.findByText('R-2003')).toBeInTheDocument();
    expect(screen.queryByTestId('orders-skeleton')).not.toBeInTheDocument();
    expect(statusesAsked()).toEqual([1]);
  });

  it('links an open request collecting offers to the offers screen, anything else to the details', async () => {
    api.mock({
      'POST /user/request-service': ok([
        createUserOrderItem({ id: 3, number: 'R-2003', offers_count: 2 }),
        createUserOrderItem({ id: 4, number: 'R-2004', type: 'direct', stage: 'awaiting_provider', provider_name: 'سارة المصممة' }),
      ]),
    });
    await renderList();
    const open = await screen.findByRole('link', { name: 'فتح الطلب رقم R-2003' });
    expect(open).toHaveAttribute('href', '/orderSteps/3');
    expect(within(open.closest('article') as HTMLElement).getByText('عرضان')).toBeInTheDocument();
    const direct = screen.getByRole('link', { name: 'فتح الطلب رقم R-2004' });
    expect(direct).toHaveAttribute('href', '/userOrderDetails/4');
    expect(within(direct.closest('article') as HTMLElement).getByText('سارة المصممة')).toBeInTheDocument();
    // Dates read as dates.
    expect(screen.getAllByText('1 نوفمبر 2026')[0].tagName).toBe('TIME');
  });

  it('asks each tab for its status (1 to 4) and keeps the tab in the URL', async () => {
    api.mock({
      'POST /user/request-service': (call) =>
        ok(
          call.body.status === 3
            ? [
                createUserOrderItem({
                  id: 8,
                  number: 'R-2008',
                  order_status: 3,
                  stage: 'in_progress',
                  final_total: 230,
                  provider_name: 'سارة',
                }),
              ]
            : [],
        ),
    });
    const { router } = await renderList();
    const user = setupUser();
    await screen.findByText('لا توجد طلبات بعد');
    for (const [name, status] of [
      ['بانتظار الدفع', 2],
      ['الطلبات الحالية', 3],
      ['الطلبات المنتهية', 4],
    ] as const) {
      await user.click(await screen.findByRole('tab', { name }));
      await waitFor(() => expect(statusesAsked()).toContain(status));
      expect(router.state.location.search).toBe(`?status=${status}`);
      if (status === 3) {
        const link = await screen.findByRole('link', { name: 'فتح الطلب رقم R-2008' });
        expect(link).toHaveAttribute('href', '/userOrderDetails/8');
        expect(within(link.closest('article') as HTMLElement).getByLabelText('السعر 230 ريال سعودي')).toBeInTheDocument();
      }
    }
    expect(statusesAsked()).toEqual([1, 2, 3, 4]);
  });

  it('opens the tab named in the URL', async () => {
    api.mock({ 'POST /user/request-service': ok([]) });
    await renderList('/userOrder?status=4');
    await screen.findByText('لا توجد طلبات بعد');
    expect(statusesAsked()).toEqual([4]);
    expect(screen.getByRole('tab', { name: 'الطلبات المنتهية' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says the list could not be loaded (not "no orders") and retries', async () => {
    api.mock({ 'POST /user/request-service': [fail('خطأ'), ok([createUserOrderItem({ number: 'R-2010' })])] });
    await renderList();
    expect(await screen.findByText('تعذّر تحميل البيانات')).toBeInTheDocument();
    expect(screen.queryByText('لا توجد طلبات بعد')).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('R-2010')).toBeInTheDocument();
  });
});
