import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@souq/ui/testing';
import '../i18n';
import { StoreCategories } from './store-categories';

describe('StoreCategories (home widget)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('says "no stores yet" when the list is empty', async () => {
    api = fakeApi({ 'GET user/categories/store': [] });
    renderWithProviders(<StoreCategories />);
    expect(screen.getByTestId('stores-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('لا توجد متاجر بعد')).toBeInTheDocument();
  });

  it('links each store to its products page', async () => {
    api = fakeApi({
      'GET user/categories/store': [
        { id: 4, name: 'قوالب' },
        { id: 9, name: 'خطوط' },
      ],
    });
    renderWithProviders(<StoreCategories />);
    expect(await screen.findByRole('link', { name: 'تصفح متجر قوالب' })).toHaveAttribute('href', '/userProducts/4');
    expect(screen.getByRole('link', { name: 'تصفح متجر خطوط' })).toHaveAttribute('href', '/userProducts/9');
  });
});
