import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n';
import { ServiceCategories } from './service-categories';
import { createCategory, expectSkeletonThenEmpty, ok, renderPage, testApi } from '@souq/testing';

describe('ServiceCategories (home widget)', () => {
  const api = testApi();

  it('shows the empty state when there are no categories', () =>
    expectSkeletonThenEmpty(api, <ServiceCategories />, {
      route: 'GET /user/categories/service',
      skeleton: 'categories-skeleton',
      empty: 'لا توجد أقسام خدمات بعد',
    }));

  it('lists categories and opens the sub-services of the one clicked', async () => {
    api.mock({
      'GET /user/categories/service': ok([
        createCategory({ id: 1, name: 'تصميم', image: 'https://cdn.test/1.png' }),
        createCategory({ id: 2, name: 'برمجة' }),
      ]),
      'GET /user/categories/1/services': ok({ services: [{ id: 7, name: 'تصميم شعار', category: 'تصميم' }] }),
    });
    await renderPage(<ServiceCategories />);
    const card = (await screen.findAllByRole('button', { name: 'عرض خدمات تصميم' }))[0];
    expect(screen.getAllByRole('button', { name: 'عرض خدمات برمجة', hidden: true }).length).toBeGreaterThan(0);

    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'تصميم شعار' });
    expect(link).toHaveAttribute('href', `/providersView/7/1/${encodeURIComponent('تصميم شعار')}`);
    expect(api.calls.map((c) => c.path)).toContain('/user/categories/1/services');
  });

  it('says so when a category has no sub-services', async () => {
    api.mock({
      'GET /user/categories/service': ok([createCategory({ id: 3, name: 'ترجمة' })]),
      'GET /user/categories/3/services': ok({ services: [] }),
    });
    await renderPage(<ServiceCategories />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'عرض خدمات ترجمة' }))[0]);
    await waitFor(() => expect(screen.getByText('لا توجد خدمات فرعية متاحة')).toBeInTheDocument());
  });
});
