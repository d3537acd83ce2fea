import { screen, within } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { ok, renderPage, setupUser } from '@souq/testing';
import { withAdminSession } from '@/testing/admin-session';
import { createSettlement, page } from '@/testing/factories';
import SettlementsPage from './settlements-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const session = withAdminSession();

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('/admin/settlements: the due now beside each request, and why a request was sent back', () => {
  it('shows the provider’s current due beside a pending request, warns when it differs, and says it again before paying', async () => {
    session.mock({
      'GET /admin/settlements': ok(
        page([
          createSettlement({ id: 1, provider: { id: 4, name: 'سارة', phone: null }, amount: 639, current_due: 639 }),
          createSettlement({ id: 2, provider: { id: 5, name: 'أمل', phone: null }, amount: 270, current_due: 230.87 }),
        ]),
      ),
    });
    await renderPage(<SettlementsPage />);
    const same = await rowOf('سارة');
    expect(within(same).getAllByText('639 ر.س')).toHaveLength(2);
    expect(within(same).queryByText('لا يطابق مبلغ الطلب')).not.toBeInTheDocument();
    const differs = await rowOf('أمل');
    expect(within(differs).getByText('230.87 ر.س')).toBeInTheDocument();
    expect(within(differs).getByText('لا يطابق مبلغ الطلب')).toBeInTheDocument();
    await setupUser().click(within(differs).getByRole('button', { name: 'تم الدفع' }));
    expect(await screen.findByText('تسجيل دفع تسوية أمل بمبلغ 270 ر.س (المستحق الآن 230.87 ر.س)')).toBeInTheDocument();
  });

  it('shows a request sent back by a refund with the refund’s order, amount and reason (English)', async () => {
    await i18n.changeLanguage('en');
    session.mock({
      'GET /admin/settlements': ok(
        page([
          createSettlement({
            status: 'rejected',
            amount: 639,
            current_due: 599.87,
            reason: 'Delivered late',
            returned_by: { number: 'SR-000047', refund: 39.13 },
          }),
        ]),
      ),
    });
    await renderPage(<SettlementsPage />);
    const row = await rowOf('The settlement request of 639 SR was sent back');
    expect(within(row).getByText('SR-000047')).toBeInTheDocument();
    expect(within(row).getByText(/taking 39\.13 \S+ off the due/)).toBeInTheDocument();
    expect(within(row).getByText('Refund reason: Delivered late')).toBeInTheDocument();
    expect(within(row).getByText(/^599\.87 /)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });
});
