import { screen, within } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { type MockedApi, ok, renderPage } from '@souq/testing';
import { withAdminSession } from '@/testing/admin-session';
import { createDashboard } from '@/testing/factories';
import DashboardPage from './dashboard-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const session = withAdminSession();
let api: MockedApi;

/** The figures of the pending-settlements card, label → value, in reading order. */
const figures = async (cardLabel: string) => {
  const card = (await screen.findByText(cardLabel)).closest('.ad-stat') as HTMLElement;
  const terms = within(card)
    .getAllByRole('term')
    .map((e) => e.textContent);
  const values = within(card)
    .getAllByRole('definition')
    .map((e) => e.textContent);
  return { card, pairs: terms.map((term, i) => [term, values[i]]) };
};

describe('/admin dashboard: pending settlements', () => {
  it('shows how many requests and their total as two labelled figures (Arabic, amount isolated)', async () => {
    api = session.mock({ 'GET /admin/dashboard': ok(createDashboard({ pending_settlements: 1, pending_settlements_amount: 270 })) });
    await renderPage(<DashboardPage />);
    const { card, pairs } = await figures('طلبات تسوية معلقة');
    expect(pairs).toEqual([
      ['عدد الطلبات', '1'],
      ['إجمالي المبلغ', '270 ر.س'],
    ]);
    expect(card.querySelectorAll('bdi')).toHaveLength(2);
    expect(card.textContent).not.toContain('·');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/admin/settlements');
  });

  it('formats thousands and fractions per locale (English)', async () => {
    await i18n.changeLanguage('en');
    api = session.mock({ 'GET /admin/dashboard': ok(createDashboard({ pending_settlements: 1200, pending_settlements_amount: 15300.5 })) });
    await renderPage(<DashboardPage />);
    const { pairs } = await figures('Pending settlements');
    expect(pairs).toEqual([
      ['Requests', '1,200'],
      ['Total amount', '15,300.50 SR'],
    ]);
  });
});
