import { screen, waitFor, within } from '@testing-library/react';
import {
  createCategory,
  createSubService,
  createWork,
  deferred,
  EXPERIENCES,
  fail,
  fill,
  findDialog,
  ok,
  renderPage,
  setupUser,
  testApi,
} from '@souq/testing';
import { signInProvider, signInProviderEachTest } from '@/testing/provider-session';
import WorksViewPage from './works-view-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const service = (over: Record<string, unknown> = {}) => ({
  id: 11,
  provider_service_id: 11,
  name: 'تصميم شعار',
  category: { id: 1, name: 'التصميم' },
  service: { id: 5, name: 'تصميم شعار' },
  price: 250,
  duration: 4,
  description: '',
  attachments: [],
  ...over,
});
const cv = { cv: 'مصممة منذ عشر سنوات', experience: EXPERIENCES[0] };

const api = testApi();
signInProviderEachTest('freelancer');

const render = (url = '/worksView') => renderPage(<WorksViewPage />, { path: '/worksView', url });
const baseRoutes = {
  'GET /provider/cv': ok(cv),
  'GET /provider/experiences': ok(EXPERIENCES),
  'GET /user/categories/service': ok([createCategory({ id: 1, name: 'التصميم' })]),
  'GET /user/categories/1/services': ok({ services: [createSubService({ id: 5, name: 'تصميم شعار' })] }),
};

describe('/worksView CV tab', () => {
  it('lists the offered services and deletes one only after confirmation', async () => {
    api.mock({
      ...baseRoutes,
      'GET /provider/services': [ok([service(), service({ id: 12, provider_service_id: 12, name: 'هوية' })]), ok([service()])],
      'POST /provider/services/delete': ok(null, 'تم حذف الخدمة'),
    });
    const page = await render();
    expect(await screen.findByText('هوية')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل الخدمة تصميم شعار' })).toHaveAttribute('href', '/editService/11');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'حذف الخدمة هوية' }));
    expect(api.callsTo('POST', '/provider/services/delete')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/services/delete')[0]?.body).toEqual({ provider_service_id: 12 }));
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تم حذف الخدمة' }));
    await waitFor(() => expect(screen.queryByText('هوية')).not.toBeInTheDocument());
  });

  it('adds a service after checking the fields, and saves the CV with its experience', async () => {
    api.mock({
      ...baseRoutes,
      'GET /provider/services': ok([]),
      'POST /provider/services/store': ok(service(), 'تمت الإضافة'),
      'POST /provider/cv/update': ok({ cv: 'جديد', experience: EXPERIENCES[1] }, 'تم الحفظ'),
    });
    const page = await render();
    expect(await screen.findByText('لم تضف خدمات بعد')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'إضافة خدمة' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThanOrEqual(4);
    expect(api.callsTo('POST', '/provider/services/store')).toHaveLength(0);

    await user.click(screen.getByLabelText('القسم الرئيسي'));
    await user.click(await screen.findByTitle('التصميم'));
    await user.click(screen.getByLabelText('الخدمة'));
    await user.click(await screen.findByTitle('تصميم شعار'));
    await fill(user, screen.getByLabelText('السعر (ر.س)'), '250');
    await fill(user, screen.getByLabelText('مدة التنفيذ (أيام)'), '4');
    await user.click(screen.getByRole('button', { name: 'إضافة خدمة' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/services/store')[0]?.body).toMatchObject({
        category_id: 1,
        service_id: 5,
        price: 250,
        duration: 4,
      }),
    );
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تمت الإضافة' }));

    const text = screen.getByLabelText('نبذة عني');
    await waitFor(() => expect(text).toHaveValue(cv.cv));
    await user.clear(text);
    await fill(user, text, 'جديد');
    await user.click(screen.getByRole('button', { name: 'حفظ السيرة الذاتية' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/cv/update')[0]?.body).toEqual({ cv: 'جديد', experience_id: EXPERIENCES[0].id }),
    );
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تم الحفظ' }));
  });
});

describe('/worksView works tab', () => {
  it('shows a placeholder, then the works; opens details; deletes after confirmation; shows the server error', async () => {
    const works = deferred();
    const w = createWork({ id: 31, name: 'شعار مقهى' });
    api.mock({
      ...baseRoutes,
      'GET /provider/services': ok([]),
      'GET /provider/works': works.answer,
      'POST /provider/works/destroy': fail('لا يمكن حذف هذا العمل'),
    });
    const page = await render('/worksView?tab=works');
    await waitFor(() => expect(document.querySelector('.souq-placeholder, .souq-placeholder-lines')).toBeInTheDocument());
    works.resolve(ok([w]));
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'عرض تفاصيل العمل شعار مقهى' }));
    const dialog = await findDialog('شعار مقهى');
    expect(within(dialog).getByText('شعار لمتجر قهوة')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'زيارة الرابط' })).toHaveAttribute('href', 'https://example.com/work');
    expect(screen.getByRole('link', { name: 'تعديل العمل شعار مقهى' })).toHaveAttribute('href', '/editnewServices/31');
    await user.click(screen.getByRole('button', { name: 'حذف العمل شعار مقهى' }));
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'error', message: 'لا يمكن حذف هذا العمل' }));
    expect(api.callsTo('POST', '/provider/works/destroy')[0].body).toEqual({ work_id: 31 });
  });

  it('says when there are no works yet', async () => {
    api.mock({ ...baseRoutes, 'GET /provider/services': ok([]), 'GET /provider/works': ok([]) });
    await render('/worksView?tab=works');
    expect(await screen.findByText('لا توجد أعمال بعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /إضافة عمل/ })).toHaveAttribute('href', '/addnewService');
  });

  it('tells a store owner the page is for freelancers, without loading anything', async () => {
    signInProvider('storeOwner');
    api.mock({});
    await render();
    expect(await screen.findByText('هذه الصفحة للمستقلين فقط')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
