import { screen } from '@testing-library/react';
import '../i18n';
import { StoreCategories } from './store-categories';
import { createCategory, deferred, type MockedApi, mockApi, ok, renderPage } from '@souq/testing';

describe('StoreCategories (home widget)', () => {
  let api: MockedApi;
  afterEach(() => api.restore());

  it('says "no stores yet" when the list is empty', async () => {
    const list = deferred();
    api = mockApi({ 'GET /user/categories/store': list.answer });
    await renderPage(<StoreCategories />);
    expect(screen.getByTestId('stores-skeleton')).toBeInTheDocument();
    list.resolve(ok([]));
    expect(await screen.findByText('لا توجد متاجر بعد')).toBeInTheDocument();
  });

  it('links each store to its products page', async () => {
    api = mockApi({
      'GET /user/categories/store': ok([createCategory({ id: 4, name: 'قوالب' }), createCategory({ id: 9, name: 'خطوط' })]),
    });
    await renderPage(<StoreCategories />);
    expect(await screen.findByRole('link', { name: 'تصفح متجر قوالب' })).toHaveAttribute('href', '/userProducts/4');
    expect(screen.getByRole('link', { name: 'تصفح متجر خطوط' })).toHaveAttribute('href', '/userProducts/9');
  });
});
