import { screen, waitFor } from '@testing-library/react';
import { deferred, fail, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { createProductCard } from '@/testing/fixtures';
import FavViewPage from './fav-view-page';

jest.setTimeout(60_000);
const api = testApi();
beforeEach(() => signInAs('user'));

describe('/favView', () => {
  it('shows skeletons, then the favourite products with a filled heart', async () => {
    const list = deferred();
    api.mock({ 'GET /user/favorites': list.answer });
    await renderPage(<FavViewPage />, { path: '/favView' });
    expect(screen.getByTestId('products-skeleton')).toBeInTheDocument();
    list.resolve(ok([createProductCard({ id: 4, name: 'قالب مفضل', is_favorite: true })]));
    expect(await screen.findByRole('link', { name: 'قالب مفضل' })).toHaveAttribute('href', '/providerProductDetails/4');
    expect(screen.getByRole('button', { name: 'أزل قالب مفضل من المفضلة' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops the card once the heart is taken off, and says when none are left', async () => {
    api.mock({
      'GET /user/favorites': [ok([createProductCard({ id: 4, name: 'قالب مفضل', is_favorite: true })]), ok([])],
      'POST /user/favorites/delete': ok({ count: 0 }, 'أزيل من المفضلة'),
    });
    const view = await renderPage(<FavViewPage />, { path: '/favView' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أزل قالب مفضل من المفضلة' }));
    expect(await screen.findByText('لا منتجات في المفضلة بعد')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'قالب مفضل' })).not.toBeInTheDocument();
    expect(view.toasts).toContainEqual({ level: 'success', message: 'أزيل من المفضلة' });
    expect(api.callsTo('POST', '/user/favorites/delete')[0].body).toEqual({ product_id: 4 });
  });

  it('keeps the card and shows the server message when removing fails', async () => {
    api.mock({
      'GET /user/favorites': ok([createProductCard({ id: 4, name: 'قالب مفضل', is_favorite: true })]),
      'POST /user/favorites/delete': fail('تعذر الحذف'),
    });
    const view = await renderPage(<FavViewPage />, { path: '/favView' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أزل قالب مفضل من المفضلة' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'تعذر الحذف' }));
    expect(screen.getByRole('link', { name: 'قالب مفضل' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    api.mock({ 'GET /user/favorites': [fail('خطأ'), ok([])] });
    await renderPage(<FavViewPage />, { path: '/favView' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('لا منتجات في المفضلة بعد')).toBeInTheDocument();
  });
});
