import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/config/i18n';
import { HeaderSearch } from './header-search';
import { createProductCard, createProvider, ok, renderPage, testApi } from '@souq/testing';

const answer = (q: string) => ({
  q,
  page: 1,
  services: { data: [{ id: 9, name: 'تصميم جرافيك', category: { id: 1, name: 'التصميم' } }], total: 1, has_more: false },
  providers: {
    data: [createProvider({ id: 7, name: 'أحمد العتيبي' }), createProvider({ id: 8, name: 'أحمد الزهراني' })],
    total: 2,
    has_more: false,
  },
  products: { data: [createProductCard({ id: 30, name: 'قالب هوية' })], total: null, has_more: false },
});
const none = (q: string) => ({
  q,
  page: 1,
  services: { data: [], total: 0, has_more: false },
  providers: { data: [], total: 0, has_more: false },
  products: { data: [], total: null, has_more: false },
});

describe('HeaderSearch (combobox with grouped suggestions)', () => {
  const api = testApi();
  beforeEach(() => {
    api.mock({ 'GET /user/search': (call) => ok(call.query.q === 'زززز' ? none(call.query.q) : answer(call.query.q ?? '')) });
  });

  it('suggests services, providers and products as you type, grouped, and opens the chosen one by keyboard', async () => {
    await renderPage(<HeaderSearch />);
    const box = screen.getByRole('combobox', { name: 'ابحث في سوق' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'احمد');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات البحث' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Debounced: one call for the whole word, not one per letter.
    expect(api.calls.filter((c) => c.path === '/user/search').map((c) => c.query.q)).toEqual(['احمد']);
    expect(within(list).getByRole('group', { name: 'الخدمات' })).toHaveTextContent('تصميم جرافيك');
    const providers = within(list).getByRole('group', { name: 'مقدمو الخدمة' });
    expect(
      within(providers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['أحمد العتيبي', 'أحمد الزهراني']);
    expect(within(list).getByRole('group', { name: 'المنتجات' })).toHaveTextContent('قالب هوية');
    expect(within(list).getByRole('option', { name: 'عرض كل النتائج عن «احمد»' })).toBeInTheDocument();

    // ↓ service, ↓ first provider, ↓ second, ↑ back to the first; aria-activedescendant follows.
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: /تصميم جرافيك/ }).id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = within(list).getByRole('option', { name: 'أحمد العتيبي' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/providerProfile/7');
  });

  it('↑ from the box wraps to "see all results"; Escape closes the list; Enter opens the results page', async () => {
    await renderPage(<HeaderSearch />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'تصميم');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'عرض كل النتائج عن «تصميم»' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('تصميم');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/search');
  });

  it('says so when nothing matches', async () => {
    await renderPage(<HeaderSearch />);
    await userEvent.type(screen.getByRole('combobox'), 'زززز');
    expect(await screen.findByRole('status')).toHaveTextContent('لا نتائج عن «زززز»، جرّب كلمة أخرى');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a suggestion opens it', async () => {
    await renderPage(<HeaderSearch />);
    await userEvent.type(screen.getByRole('combobox'), 'قالب');
    await userEvent.click(await screen.findByRole('option', { name: 'قالب هوية' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/providerProductDetails/30'));
  });
});
