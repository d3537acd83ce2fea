import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@souq/ui/testing';
import '../i18n';
import { ServiceCategories } from './service-categories';

describe('ServiceCategories (home widget)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('shows the empty state when there are no categories', async () => {
    api = fakeApi({ 'GET /user/categories/service': [] });
    renderWithProviders(<ServiceCategories />);
    expect(screen.getByTestId('categories-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('لا توجد أقسام خدمات بعد')).toBeInTheDocument();
  });

  it('lists categories and opens the sub-services of the one clicked', async () => {
    api = fakeApi({
      'GET /user/categories/service': [
        { id: 1, name: 'تصميم', image: 'https://cdn.test/1.png' },
        { id: 2, name: 'برمجة', image: null },
      ],
      'GET /user/categories/1/services': { services: [{ id: 7, name: 'تصميم شعار', category: 'تصميم' }] },
    });
    renderWithProviders(<ServiceCategories />);
    const card = (await screen.findAllByRole('button', { name: 'عرض خدمات تصميم' }))[0];
    expect(screen.getAllByRole('button', { name: 'عرض خدمات برمجة', hidden: true }).length).toBeGreaterThan(0);

    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'تصميم شعار' });
    expect(link).toHaveAttribute('href', `/providersView/7/${encodeURIComponent('تصميم')}/${encodeURIComponent('تصميم شعار')}`);
    expect(api.calls.map((c) => c.path)).toContain('user/categories/1/services');
  });

  it('says so when a category has no sub-services', async () => {
    api = fakeApi({
      'GET /user/categories/service': [{ id: 3, name: 'ترجمة' }],
      'GET /user/categories/3/services': { services: [] },
    });
    renderWithProviders(<ServiceCategories />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'عرض خدمات ترجمة' }))[0]);
    await waitFor(() => expect(screen.getByText('لا توجد خدمات فرعية متاحة')).toBeInTheDocument());
  });
});
