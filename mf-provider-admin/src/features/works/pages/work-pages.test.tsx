import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createCategory, createSubService, createWork, deferred, fill, imageFile, ok, renderPage, setupUser, testApi } from '@souq/testing';
import { signInProviderEachTest } from '@/testing/provider-session';
import AddnewServicePage from './addnew-service-page';
import EditServicePage from './edit-service-page';
import EditnewServicesPage from './editnew-services-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const api = testApi();
signInProviderEachTest('bothProviders');

const lookups = {
  'GET /user/categories/service': ok([createCategory({ id: 1, name: 'التصميم' })]),
  'GET /user/categories/1/services': ok({ services: [createSubService({ id: 5, name: 'تصميم شعار' })] }),
};

describe('/addnewService (add a work)', () => {
  it('checks the fields, disables the form while sending, then goes to the works tab', async () => {
    const store = deferred();
    api.mock({ ...lookups, 'POST /provider/works/store': store.answer });
    const page = await renderPage(<AddnewServicePage />, { path: '/addnewService' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إضافة عمل' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBe(3);
    await fill(user, screen.getByLabelText('اسم العمل'), 'شعار');
    await fill(user, screen.getByLabelText('السعر (ر.س)'), '120.5');
    await fill(user, screen.getByLabelText('مدة التنفيذ (أيام)'), '3');
    await fill(user, screen.getByLabelText('الرابط'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'إضافة عمل' }));
    expect(await screen.findByText('أدخل رابطًا صحيحًا')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('الرابط'));
    await fill(user, screen.getByLabelText('الرابط'), 'www.example.com');
    // (The picker's non-image rule is covered in components/file-picker.test.tsx.)
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, imageFile('a.png'));
    await user.click(screen.getByRole('button', { name: 'إضافة عمل' }));
    await waitFor(() => expect(screen.getByLabelText('اسم العمل')).toBeDisabled());
    store.resolve(ok(createWork(), 'تمت إضافة العمل'));
    // The success is a message box ("work added successfully", docs/product/provider-back-office.md#works), not a toast.
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('تمت إضافة العمل'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/worksView'), { timeout: 5000 });
    const body = api.callsTo('POST', '/provider/works/store')[0].body;
    expect(body).toMatchObject({ name: 'شعار', price: '120.5', duration: '3', link: 'www.example.com' });
    expect((body['images[0]'] as File).name).toBe('a.png');
    expect(body['images[1]']).toBeUndefined();
    expect(page.toasts).not.toContainEqual({ level: 'success', message: 'تمت إضافة العمل' });
  });
});

describe('/editnewServices/:id (edit a work)', () => {
  it('loads the work, removes a stored image after confirmation, saves', async () => {
    const w = createWork({ id: 31, name: 'شعار مقهى' });
    api.mock({
      ...lookups,
      'POST /provider/works/show': ok(w),
      'POST /provider/works/images/delete': ok(null, 'حُذفت الصورة'),
      'POST /provider/works/update': ok(w, 'تم تعديل العمل'),
    });
    const page = await renderPage(<EditnewServicesPage />, { path: '/editnewServices/:id', url: '/editnewServices/31' });
    const user = setupUser();
    expect(await screen.findByDisplayValue('شعار مقهى')).toBeInTheDocument();
    await user.click(await screen.findByLabelText('حذف الصورة: a.jpg'));
    expect(api.callsTo('POST', '/provider/works/images/delete')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/works/images/delete')[0]?.body).toEqual({ work_id: 31, image: 'a.jpg' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/works/update')[0]?.body).toMatchObject({
        work_id: 31,
        name: 'شعار مقهى',
        category_id: 1,
        service_id: 5,
      }),
    );
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('تم تعديل العمل'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/worksView'), { timeout: 5000 });
    expect(page.toasts).not.toContainEqual({ level: 'success', message: 'تم تعديل العمل' });
  });
});

describe('/editService/:id', () => {
  it('edits price and duration of a provider service', async () => {
    const s = {
      id: 11,
      provider_service_id: 11,
      name: 'تصميم شعار',
      category: { id: 1, name: 'التصميم' },
      service: { id: 5, name: 'تصميم شعار' },
      price: 250,
      duration: 4,
      description: '',
      attachments: [],
    };
    api.mock({ 'POST /provider/services/show': ok(s), 'POST /provider/services/update': ok({ ...s, price: 300 }, 'تم التعديل') });
    const page = await renderPage(<EditServicePage />, { path: '/editService/:id', url: '/editService/11' });
    const user = setupUser();
    const price = await screen.findByLabelText('السعر (ر.س)');
    await waitFor(() => expect(price).toHaveValue('250.00'));
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    await fill(user, price, '300');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/services/update')[0]?.body).toMatchObject({ provider_service_id: 11, price: 300, duration: 4 }),
    );
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تم التعديل' }));
  });
});
