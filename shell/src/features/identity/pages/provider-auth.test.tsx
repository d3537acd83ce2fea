import { screen, waitFor } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { i18n } from '@souq/i18n';
import ProviderConfirmPage from './provider-confirm';
import ProviderLoginPage from './provider-login';
import ProviderRegisterPage from './provider-register';
import { COUNTRIES, createProviderSession, fail, fill, findCodeBoxes, mockApi, ok, renderPage, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string) => i18n.t(key);

beforeEach(() => {
  localStorage.clear();
  getSession().signOut();
  getSession().update({ phone: null, country_code: null, providerShow: null, name: null, userid: null });
});

async function login(phone = '501234567') {
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('identity:fields.phone')), phone);
  await fill(user, await screen.findByLabelText(t('identity:fields.password')), 'secret123');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.login') }));
}

test('an approved provider signs in with providerShow from the section', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /provider/login': ok(createProviderSession({ id: 3, token: 'ptok', name: 'متجر النور', section: { id: 2, name: 'متجر' } })),
  });
  await renderPage(<ProviderLoginPage />, { path: '/providerLogin' });
  await login();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(api.callsTo('POST', '/provider/login')[0].body).toMatchObject({ phone: '501234567', country_code: '+966', device_type: 'web' });
  expect(getSession()).toMatchObject({ token: 'ptok', visitor: 'provider', providerShow: 'storeOwner', name: 'متجر النور', userid: '3' });
});

test('an unapproved provider sees the wait-for-approval message and stays signed out', async () => {
  mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /provider/login': fail('your request to join has been sent, wait for approval'),
  });
  const { toasts } = await renderPage(<ProviderLoginPage />, { path: '/providerLogin' });
  await login();
  await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'your request to join has been sent, wait for approval' }));
  expect(getSession().token).toBeNull();
  expect(await screen.findByRole('button', { name: t('identity:actions.login') })).toBeEnabled();
});

test('an unactivated provider gets "activate now": a fresh code, then the provider code screen', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /provider/login': fail('الحساب غير مفعل', { needs_activation: true }),
    'POST /provider/code/send': ok(null, 'تم إرسال الرمز'),
  });
  await renderPage(<ProviderLoginPage />, { path: '/providerLogin' });
  await login();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: t('identity:actions.activateNow') }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/providerConfirm'));
  expect(api.callsTo('POST', '/provider/code/send')[0].body).toMatchObject({ phone: '501234567', country_code: '+966' });
  expect(getSession()).toMatchObject({ phone: '501234567', token: null });
});

test('provider registration is multipart, "both" sends section_id empty, and goes to /providerConfirm', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'GET /cities': ok([
      { id: 1, name: 'الرياض' },
      { id: 2, name: 'جدة' },
    ]),
    'GET /app/sections': ok([
      { id: 1, name: 'مقدم خدمات', description: '' },
      { id: 2, name: 'صاحب متجر', description: '' },
    ]),
    'POST /provider/register': ok({ id: 3 }, 'تم التسجيل'),
  });
  await renderPage(<ProviderRegisterPage />, { path: '/providerRegester' });
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('identity:fields.name')), 'متجر النور');
  await fill(user, await screen.findByLabelText(t('identity:fields.email')), 'noor@example.com');
  await fill(user, await screen.findByLabelText(t('identity:fields.phone')), '501112233');

  await user.click(await screen.findByLabelText(t('identity:fields.city')));
  await user.click(await screen.findByTitle('جدة'));
  await user.click(await screen.findByLabelText(t('identity:fields.section')));
  await user.click(await screen.findByTitle(t('identity:sections.both')));

  await fill(user, await screen.findByLabelText(t('identity:fields.password')), 'secret123');
  await fill(user, await screen.findByLabelText(t('identity:fields.passwordConfirmation')), 'secret123');
  await user.click(await screen.findByRole('checkbox'));
  await user.click(await screen.findByRole('button', { name: t('identity:actions.register') }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/providerConfirm'));
  const call = api.callsTo('POST', '/provider/register')[0];
  expect(call.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(call.body).toMatchObject({
    name: 'متجر النور',
    email: 'noor@example.com',
    phone: '501112233',
    country_code: '+966',
    city_id: '2',
    section_id: '',
    is_conditions: '1',
    password: 'secret123',
    password_confirmation: 'secret123',
  });
  expect(getSession()).toMatchObject({ phone: '501112233', country_code: '+966', token: null });
});

test('provider activation shows the wait-for-approval modal, does not sign in, then goes to /providerLogin', async () => {
  getSession().update({ phone: '501112233', country_code: '+966' });
  const api = mockApi({
    'POST /provider/active/account': ok({ id: 3, name: 'متجر النور', section: { id: null, name: '' }, is_approved: false }),
  });
  await renderPage(<ProviderConfirmPage />, { path: '/providerConfirm' });
  const user = setupUser();
  const boxes = await findCodeBoxes(i18n.t('identity:fields.code'));
  await user.click(boxes[0]);
  await user.paste('12345');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.confirm') }));
  expect(await screen.findByText(t('identity:messages.providerWaitApproval'))).toBeInTheDocument();
  expect(api.callsTo('POST', '/provider/active/account')[0].body).toMatchObject({
    phone: '501112233',
    country_code: '+966',
    code: '12345',
    type: 'active',
  });
  expect(getSession().token).toBeNull();
  await user.click(await screen.findByRole('button', { name: t('identity:actions.goToLogin') }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/providerLogin'));
});
