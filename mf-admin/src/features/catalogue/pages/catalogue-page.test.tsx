import { screen, waitFor, within } from '@testing-library/react';
import { deferred, fill, findDialog, mockApi, type MockedApi, ok, renderPage, setupUser } from '@souq/testing';
import { signInAdmin } from '@/testing/admin-session';
import { page } from '@/testing/factories';
import CataloguePage from './catalogue-page';
import '@/config/i18n';

jest.setTimeout(240_000);

let api: MockedApi;
beforeEach(() => {
  localStorage.clear();
  signInAdmin();
});
afterEach(() => api?.restore());

/** features have no image. */
const feature = (id: number, name_ar: string, name_en: string) => ({ id, name_ar, name_en, sort: 0, is_hidden: false });
const city = feature;

const render = (kind: string) => renderPage(<CataloguePage />, { path: '/admin/catalogue/:kind', url: `/admin/catalogue/${kind}` });

describe('/admin/catalogue/:kind (one config-driven page for every kind)', () => {
  it('lists cities after a placeholder, adds one only with both names, sending the admin token', async () => {
    const list = deferred();
    api = mockApi({
      'GET /admin/cities': [list.answer, ok(page([city(1, 'الرياض', 'Riyadh'), city(2, 'جدة', 'Jeddah')]))],
      'POST /admin/cities': ok({ id: 2, name_ar: 'جدة', name_en: 'Jeddah', sort: 3, is_hidden: false }, 'تمت إضافة المدينة'),
    });
    const view = await render('cities');
    expect(await screen.findByRole('heading', { name: 'المدن' })).toBeInTheDocument();
    expect(document.querySelector('.souq-placeholder, .souq-placeholder-lines')).toBeInTheDocument();
    list.resolve(ok(page([city(1, 'الرياض', 'Riyadh')])));
    expect(await screen.findByText('الرياض')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/cities')[0].headers.authorization).toBe('Bearer test-admin-token');

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'إضافة مدينة' }));
    const dialog = await findDialog('إضافة مدينة');
    await fill(user, await within(dialog).findByLabelText('الاسم بالعربية'), 'جدة');
    await fill(user, within(dialog).getByLabelText('الترتيب'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    // The English name is required too: nothing is sent without it.
    expect(await within(dialog).findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/cities')).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('الاسم بالإنجليزية'), 'Jeddah');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/cities')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/cities')[0].body).toEqual({ name_ar: 'جدة', name_en: 'Jeddah', sort: 3, is_hidden: false });
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تمت إضافة المدينة' }));
    // The list reloads with the new row.
    expect(await screen.findByText('Jeddah')).toBeInTheDocument();
  });

  it('edits a row and deletes another after confirming', async () => {
    api = mockApi({
      'GET /admin/features': ok(page([feature(5, 'توصيل سريع', 'Fast delivery'), feature(6, 'ضمان', 'Warranty')])),
      'POST /admin/features/5/update': ok({ id: 5, name_ar: 'توصيل فوري', name_en: 'Fast delivery', sort: 0, is_hidden: true }),
      'POST /admin/features/6/delete': ok(null, 'تم الحذف'),
    });
    const view = await render('features');
    const user = setupUser();
    const row = (await screen.findByText('توصيل سريع')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'تعديل' }));
    const dialog = await findDialog('تعديل توصيل سريع');
    const nameAr = await within(dialog).findByLabelText('الاسم بالعربية');
    expect(nameAr).toHaveValue('توصيل سريع');
    await user.clear(nameAr);
    await fill(user, nameAr, 'توصيل فوري');
    await user.click(within(dialog).getByLabelText('مخفي عن العملاء'));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/features/5/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/features/5/update')[0].body).toEqual({
      name_ar: 'توصيل فوري',
      name_en: 'Fast delivery',
      sort: 0,
      is_hidden: true,
    });

    const other = screen.getByText('ضمان').closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: 'حذف' }));
    // Nothing is deleted before the confirmation.
    expect(api.callsTo('POST', '/admin/features/6/delete')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/features/6/delete')).toHaveLength(1));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم الحذف' }));
  });

  it('shows the empty state with the add button', async () => {
    api = mockApi({ 'GET /admin/coupons': ok(page([])) });
    await render('coupons');
    expect(await screen.findByText('لا توجد عناصر بعد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة قسيمة' })).toBeInTheDocument();
  });

  it("sends the kind's own fields (range prices: type choice, from/to numbers)", async () => {
    api = mockApi({
      'GET /admin/range-prices': ok(page([])),
      'POST /admin/range-prices': ok({
        id: 1,
        name_ar: 'حتى 100',
        name_en: 'Up to 100',
        sort: 0,
        is_hidden: false,
        type: 'service',
        from_price: 0,
        to_price: 100,
      }),
    });
    await render('range-prices');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إضافة نطاق سعر' }));
    const dialog = await findDialog('إضافة نطاق سعر');
    await fill(user, await within(dialog).findByLabelText('الاسم بالعربية'), 'حتى 100');
    await fill(user, within(dialog).getByLabelText('الاسم بالإنجليزية'), 'Up to 100');
    await fill(user, within(dialog).getByLabelText('من سعر'), '0');
    await fill(user, within(dialog).getByLabelText('إلى سعر'), '100');
    await user.click(within(dialog).getByLabelText('النوع'));
    await user.click(await screen.findByTitle('خدمات'));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/range-prices')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/range-prices')[0].body).toEqual({
      name_ar: 'حتى 100',
      name_en: 'Up to 100',
      sort: 0,
      is_hidden: false,
      type: 'service',
      from_price: 0,
      to_price: 100,
    });
  });
});
