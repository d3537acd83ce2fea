import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/config/i18n';
import SearchPage from './search-page';
import { createProductCard, createProvider, ok, renderPage, testApi } from '@souq/testing';

const group = <T,>(data: T[], total: number | null = data.length, has_more = false) => ({ data, total, has_more });
const empty = { services: group([]), providers: group([]), products: group([], null) };

function answer(query: Record<string, string>) {
  const base = { q: query.q ?? '', page: Number(query.page ?? 1), ...empty };
  if (query.type === 'providers') {
    const page = Number(query.page ?? 1);
    return page === 1
      ? { ...base, providers: group([createProvider({ id: 7, name: 'أحمد العتيبي' })], 13, true) }
      : { ...base, providers: group([createProvider({ id: 19, name: 'أحمد الأخير' })], 13, false) };
  }
  if (query.type === 'products') return { ...base, products: group([createProductCard({ id: 30, name: 'قالب هوية' })], null) };
  if (query.type === 'services') return base;
  // The summary (no type): providers first with results.
  return {
    ...base,
    providers: group([createProvider({ id: 7, name: 'أحمد العتيبي' })], 13, true),
    products: group([createProductCard({ id: 30 })], null, true),
  };
}

describe('SearchPage (/search?q=)', () => {
  const api = testApi();
  beforeEach(() => {
    api.mock({ 'GET /user/search': (call) => ok(answer(call.query)) });
  });

  it('opens the first tab with results, counts in the labels, pages with previous/next', async () => {
    await renderPage(<SearchPage />, { path: '/search', url: '/search?q=احمد' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('نتائج البحث عن «\u2068احمد\u2069»');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['الخدمات (0)', 'مقدمو الخدمة (13)', 'المنتجات']);
    expect(screen.getByRole('tab', { name: 'مقدمو الخدمة (13)' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: /أحمد العتيبي/ })).toHaveAttribute('href', '/providerProfile/7');
    await userEvent.click(within(panel).getByRole('button', { name: 'الصفحة التالية' }));
    expect(await within(panel).findByRole('link', { name: /أحمد الأخير/ })).toBeInTheDocument();
    expect(api.calls.some((c) => c.query.type === 'providers' && c.query.page === '2')).toBe(true);
    expect(within(panel).getByRole('button', { name: 'الصفحة التالية' })).toBeDisabled();
  });

  it('switches tabs: products link to their page; an empty tab says what was searched', async () => {
    await renderPage(<SearchPage />, { path: '/search', url: '/search?q=احمد&type=services' });
    expect(await screen.findByText('لا توجد خدمات تطابق «احمد»')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'المنتجات' }));
    expect(await screen.findByRole('link', { name: /قالب هوية/ })).toHaveAttribute('href', '/providerProductDetails/30');
  });

  it('without a term asks for one and calls nothing', async () => {
    await renderPage(<SearchPage />, { path: '/search', url: '/search' });
    expect(await screen.findByText(/اكتب ما تبحث عنه/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
