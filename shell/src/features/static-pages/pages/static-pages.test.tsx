import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import AboutPage from './about-page';
import ComplainsPage from './complains-page';
import ConditionsPage from './conditions-page';
import ContactPage from './contact-page';
import DeleteAccountPage from './delete-account-page';
import { COUNTRIES, createSettings, fail, fill, mockApi, ok, renderPage, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string, o?: Record<string, unknown>) => i18n.t(key, o);

test('contact-us requires name and message, sends type complaint, toasts the msg and clears', async () => {
  const api = mockApi({ 'GET /countries/keys': ok(COUNTRIES), 'POST /cotact-us': ok(null, 'تم استلام رسالتك') });
  const { toasts } = await renderPage(<ContactPage />, { path: '/contactView' });
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: t('common:send') }));
  expect(await screen.findByText(t('static:validation.name'))).toBeInTheDocument();
  expect(screen.getByText(t('static:validation.message'))).toBeInTheDocument();
  expect(api.callsTo('POST', '/cotact-us')).toHaveLength(0);

  await fill(user, await screen.findByLabelText(t('static:fields.name')), 'خالد');
  await fill(user, await screen.findByLabelText(t('static:fields.phone')), '501234567');
  await fill(user, await screen.findByLabelText(t('static:fields.message')), 'أحتاج مساعدة في طلبي');
  await user.click(await screen.findByRole('button', { name: t('common:send') }));
  await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم استلام رسالتك' }));
  expect(api.callsTo('POST', '/cotact-us')[0].body).toEqual({
    name: 'خالد',
    phone: '501234567',
    country_code: '+966',
    message: 'أحتاج مساعدة في طلبي',
    type: 'complaint',
  });
  await waitFor(() => expect(screen.getByLabelText(t('static:fields.name'))).toHaveValue(''));
  expect(await screen.findByLabelText(t('static:fields.message'))).toHaveValue('');
});

test('the general complaint sends every field and shows a server refusal', async () => {
  const api = mockApi({ 'GET /countries/keys': ok(COUNTRIES), 'POST /complaint/store': fail('حدث خطأ') });
  const { toasts } = await renderPage(<ComplainsPage />, { path: '/complainsView' });
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('static:fields.userName')), 'خالد');
  await fill(user, await screen.findByLabelText(t('static:fields.phone')), '501234567');
  await fill(user, await screen.findByLabelText(t('static:fields.reason')), 'تأخر التسليم');
  await fill(user, await screen.findByLabelText(t('static:fields.complaint')), 'لم يصلني الملف');
  await user.click(await screen.findByRole('button', { name: t('static:actions.submitComplaint') }));
  await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'حدث خطأ' }));
  expect(api.callsTo('POST', '/complaint/store')[0].body).toEqual({
    user_name: 'خالد',
    phone: '501234567',
    country_code: '+966',
    reason: 'تأخر التسليم',
    complaint: 'لم يصلني الملف',
  });
  // A refusal keeps what the user typed.
  expect(await screen.findByLabelText(t('static:fields.reason'))).toHaveValue('تأخر التسليم');
});

test('delete-account only acknowledges the request: no call is made', async () => {
  const api = mockApi({ 'GET /countries/keys': ok(COUNTRIES) });
  await renderPage(<DeleteAccountPage />, { path: '/formDeleteAccount' });
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('static:fields.phone')), '501234567');
  await user.click(await screen.findByRole('button', { name: t('static:actions.submitDelete') }));
  expect(await screen.findByText(t('static:messages.deleteReceivedTitle'))).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('about shows the text from /about; terms follow the locale', async () => {
  mockApi({
    'GET /about': ok('<p>منصة سوق تربط العملاء بمقدمي الخدمات</p>'),
    'GET /settings': ok(
      createSettings({ about_image: 'https://cdn.test/about.jpg', terms_ar: 'الشروط بالعربية', terms_en: 'English terms' }),
    ),
  });
  await renderPage(<AboutPage />, { path: '/whousView' });
  expect(await screen.findByText('منصة سوق تربط العملاء بمقدمي الخدمات')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: t('routes:about') })).toHaveAttribute('src', 'https://cdn.test/about.jpg');
});

test('terms use terms_ar in Arabic', async () => {
  mockApi({ 'GET /settings': ok(createSettings({ terms_ar: 'الشروط بالعربية', terms_en: 'English terms' })) });
  await renderPage(<ConditionsPage />, { path: '/conditionView' });
  expect(await screen.findByText('الشروط بالعربية')).toBeInTheDocument();
  expect(screen.queryByText('English terms')).not.toBeInTheDocument();
});
