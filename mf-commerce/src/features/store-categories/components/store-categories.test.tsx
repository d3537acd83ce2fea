import { screen } from '@testing-library/react';
import '../i18n';
import { StoreCategories } from './store-categories';
import { createCategory, expectSkeletonThenEmpty, ok, renderPage, testApi } from '@souq/testing';

describe('StoreCategories (home widget)', () => {
  const api = testApi();

  it('says "no stores yet" when the list is empty', () =>
    expectSkeletonThenEmpty(api, <StoreCategories />, {
      route: 'GET /user/categories/store',
      skeleton: 'stores-skeleton',
      empty: 'لا توجد متاجر بعد',
    }));

  it('links each store to its products page', async () => {
    api.mock({
      'GET /user/categories/store': ok([createCategory({ id: 4, name: 'قوالب' }), createCategory({ id: 9, name: 'خطوط' })]),
    });
    await renderPage(<StoreCategories />);
    expect(await screen.findByRole('link', { name: 'تصفح متجر قوالب' })).toHaveAttribute('href', '/userProducts/4');
    expect(screen.getByRole('link', { name: 'تصفح متجر خطوط' })).toHaveAttribute('href', '/userProducts/9');
  });
});
