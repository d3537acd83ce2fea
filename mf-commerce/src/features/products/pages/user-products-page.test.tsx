import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@souq/event-bus';
import { deferred, fail, findDialog, ok, renderPage, setupUser, signInAs, signOut, testApi } from '@souq/testing';
import { createCategoryPage, createProductCard } from '@/testing/fixtures';
import UserProductsPage from './user-products-page';

const PATH = '/userProducts/:id';
const render = (url = '/userProducts/3') => renderPage(<UserProductsPage />, { path: PATH, url });

jest.setTimeout(60_000);
const api = testApi();

beforeEach(() => {
  localStorage.clear();
  signOut();
});

describe('/userProducts/:id', () => {
  it('shows skeletons, then the category name, the count and the cards with discount and heart', async () => {
    const list = deferred();
    api.mock({ 'GET /user/category/3/products': list.answer });
    await render();
    expect(screen.getByTestId('products-skeleton')).toBeInTheDocument();
    list.resolve(
      ok(
        createCategoryPage(
          [
            createProductCard({
              id: 1,
              name: 'قالب متجر',
              price: 200,
              has_discount: true,
              price_after_discount: 150,
              discount_percentage: 25,
            }),
            createProductCard({ id: 2, name: 'شعار جاهز', download_count: 3 }),
          ],
          { name: 'القوالب' },
        ),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'القوالب' })).toBeInTheDocument();
    expect(screen.getByText('منتجان')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'قالب متجر' }).closest('article') as HTMLElement;
    expect(screen.getByRole('link', { name: 'قالب متجر' })).toHaveAttribute('href', '/providerProductDetails/1');
    expect(within(card).getByLabelText('السعر 150 ريال سعودي')).toBeInTheDocument();
    expect(within(card).getByLabelText(/السعر قبل الخصم/)).toHaveTextContent('200');
    expect(within(card).getAllByText('خصم 25٪').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'أضف قالب متجر إلى المفضلة' })).toHaveAttribute('aria-pressed', 'false');
    const second = screen.getByRole('link', { name: 'شعار جاهز' }).closest('article') as HTMLElement;
    expect(within(second).getByText(/3 تحميلات/)).toBeInTheDocument();
  });

  it('says "no products yet" for an empty store', async () => {
    api.mock({ 'GET /user/category/3/products': ok(createCategoryPage([])) });
    await render();
    expect(await screen.findByText('لا توجد منتجات بعد')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    api.mock({
      'GET /user/category/3/products': [fail('خطأ'), ok(createCategoryPage([createProductCard({ name: 'بعد المحاولة' })]))],
    });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('link', { name: 'بعد المحاولة' })).toBeInTheDocument();
  });

  it('says why when the server refuses the list (a category that does not exist)', async () => {
    api.mock({ 'GET /user/category/3/products': fail('قسم المتجر غير موجود') });
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر تحميل البيانات');
    expect(alert).toHaveTextContent('قسم المتجر غير موجود');
  });

  it('moves through pages with the paginator', async () => {
    const page1 = Array.from({ length: 12 }, (_, i) => createProductCard({ id: 100 + i, name: `أ${i}` }));
    api.mock({
      'GET /user/category/3/products': (call) =>
        call.query.page === '2'
          ? ok(createCategoryPage([createProductCard({ id: 200, name: 'في الصفحة الثانية' })], { total: 13, page: 2 }))
          : ok(createCategoryPage(page1, { total: 13 })),
    });
    await render();
    const user = setupUser();
    await screen.findByRole('link', { name: 'أ0' });
    const pager = await screen.findByRole('navigation', { name: /الصفحات|صفحات/ });
    await user.click(await within(pager).findByText('2'));
    expect(await screen.findByRole('link', { name: 'في الصفحة الثانية' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/user/category/3/products').some((c) => c.query.page === '2')).toBe(true);
  });

  it('searches as the customer types (in this category) and says when nothing matches', async () => {
    api.mock({
      'GET /user/category/3/products': ok(createCategoryPage([createProductCard({ name: 'قالب' })])),
      'POST /user/products/search': (call) => (call.body.name === 'شعار' ? ok([createProductCard({ id: 9, name: 'شعار ذهبي' })]) : ok([])),
    });
    await render();
    const user = setupUser();
    const box = await screen.findByRole('searchbox', { name: 'ابحث في منتجات هذا المتجر' });
    await user.type(box, 'شعار');
    expect(await screen.findByRole('link', { name: 'شعار ذهبي' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/products/search').at(-1)?.body).toEqual({ name: 'شعار', category_id: 3, page: 1 });
    await user.clear(box);
    await user.type(box, 'xyz');
    expect(await screen.findByText('لا منتجات تطابق «xyz»')).toBeInTheDocument();
  });

  it('filters by price order and features from the modal, and clears the filter', async () => {
    api.mock({
      'GET /user/category/3/products': ok(createCategoryPage([createProductCard({ name: 'قالب' })])),
      'GET /features': ok([
        { id: 1, name: 'قابل للتعديل' },
        { id: 2, name: 'متجاوب' },
      ]),
      'POST /user/products/fillter': ok([createProductCard({ id: 5, name: 'الأغلى' })]),
    });
    await render();
    const user = setupUser();
    await screen.findByRole('link', { name: 'قالب' });
    await user.click(screen.getByRole('button', { name: 'تصفية' }));
    const dialog = await findDialog('تصفية المنتجات');
    const priceGroup = within(dialog).getByRole('group', { name: 'السعر' });
    await user.click(within(priceGroup).getByRole('radio', { name: 'الأعلى أولًا' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'متجاوب' }));
    await user.click(within(dialog).getByRole('button', { name: 'عرض النتائج' }));
    expect(await screen.findByRole('link', { name: 'الأغلى' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/products/fillter')[0].body).toEqual({ category_id: 3, price: 1, features: [2], page: 1 });
    expect(screen.getByRole('button', { name: 'تصفية (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'تصفية (2)' }));
    await user.click(within(await findDialog('تصفية المنتجات')).getByRole('button', { name: 'مسح الكل' }));
    expect(await screen.findByRole('link', { name: 'قالب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصفية' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/products/fillter')).toHaveLength(1);
  });

  it('asks a guest to sign in before favouriting, and toggles the heart for a customer (header count on the bus)', async () => {
    api.mock({
      'GET /user/category/3/products': ok(createCategoryPage([createProductCard({ id: 1, name: 'قالب' })])),
      'POST /user/favorites/store': ok({ count: 4 }, 'تمت الإضافة إلى المفضلة'),
    });
    const counts: number[] = [];
    const off = bus.on('favorites:count', ({ count }) => counts.push(count));
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أضف قالب إلى المفضلة' }));
    await waitFor(() => expect(view.needLogin).toHaveLength(1));
    expect(api.callsTo('POST', '/user/favorites/store')).toHaveLength(0);

    act(() => signInAs('user'));
    await user.click(screen.getByRole('button', { name: 'أضف قالب إلى المفضلة' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تمت الإضافة إلى المفضلة' }));
    expect(api.callsTo('POST', '/user/favorites/store')[0].body).toEqual({ product_id: 1 });
    expect(counts).toEqual([4]);
    off();
  });

  it('shows the server message when favouriting fails', async () => {
    signInAs('user');
    api.mock({
      'GET /user/category/3/products': ok(createCategoryPage([createProductCard({ id: 1, name: 'قالب' })])),
      'POST /user/favorites/store': fail('المنتج غير متاح'),
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أضف قالب إلى المفضلة' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'المنتج غير متاح' }));
  });

  it('hides the heart from providers', async () => {
    signInAs('provider');
    api.mock({ 'GET /user/category/3/products': ok(createCategoryPage([createProductCard({ id: 1, name: 'قالب' })])) });
    await render();
    await screen.findByRole('link', { name: 'قالب' });
    expect(screen.queryByRole('button', { name: /المفضلة/ })).not.toBeInTheDocument();
  });
});
