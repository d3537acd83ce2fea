import { screen, waitFor } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { i18n } from '@souq/i18n';
import UserLoginPage from './user-login';
import { COUNTRIES, createUserSession, fail, fill, mockApi, ok, renderPage, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string) => i18n.t(key);

async function fillAndSubmit(phone = '501234567', password = 'secret123') {
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('identity:fields.phone')), phone);
  await fill(user, await screen.findByLabelText(t('identity:fields.password')), password);
  const button = await screen.findByRole('button', { name: t('identity:actions.login') });
  await user.click(button);
  return { user, button };
}

beforeEach(() => {
  localStorage.clear();
  getSession().signOut();
  getSession().update({ phone: null, country_code: null, name: null, userid: null, country_img: null });
});

test('signs in: sends the login payload, stores the session and goes home', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/login': ok(createUserSession({ id: 7, token: 'tok-1', user_name: 'سارة' }), 'تم تسجيل الدخول'),
  });
  const { toasts } = await renderPage(<UserLoginPage />, { path: '/userLogin' });
  await screen.findByText('+966');
  await fillAndSubmit('٥٠١٢٣٤٥٦٧');

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(api.callsTo('POST', '/user/login')[0].body).toEqual({
    phone: '501234567',
    country_code: '+966',
    password: 'secret123',
    device_id: '111',
    device_type: 'web',
  });
  const s = getSession();
  expect(s).toMatchObject({ token: 'tok-1', visitor: 'user', userid: '7', name: 'سارة', phone: '501234567', country_code: '+966' });
  expect(s.country_img).toBe('https://cdn.test/flags/sa.png');
  expect(localStorage.getItem('token')).toBe('tok-1');
  expect(toasts).toContainEqual({ level: 'success', message: 'تم تسجيل الدخول' });
});

test('a refused login shows the server msg in a red toast and re-enables the button', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/login': async () => {
      await gate;
      return fail('رقم الجوال أو كلمة المرور غير صحيحة');
    },
  });
  const { toasts } = await renderPage(<UserLoginPage />, { path: '/userLogin' });
  const { button } = await fillAndSubmit();
  await waitFor(() => expect(button).toBeDisabled());
  release();
  expect(await screen.findByText('رقم الجوال أو كلمة المرور غير صحيحة')).toBeInTheDocument();
  expect(toasts).toContainEqual({ level: 'error', message: 'رقم الجوال أو كلمة المرور غير صحيحة' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(getSession().token).toBeNull();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('validation is localized and nothing is sent for an empty form', async () => {
  const api = mockApi({ 'GET /countries/keys': ok(COUNTRIES) });
  await renderPage(<UserLoginPage />, { path: '/userLogin' });
  await setupUser().click(await screen.findByRole('button', { name: t('identity:actions.login') }));
  expect(await screen.findByText(t('inputs:phoneRequired'))).toBeInTheDocument();
  expect(screen.getByText(t('identity:validation.password'))).toBeInTheDocument();
  expect(api.callsTo('POST', '/user/login')).toHaveLength(0);
});

test('an account awaiting activation gets the msg and a way to /userConfirm', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/login': fail('الحساب غير مفعل', { needs_activation: true }),
    'POST /user/code/send': ok(null, 'تم إرسال الرمز'),
  });
  await renderPage(<UserLoginPage />, { path: '/userLogin' });
  const { user } = await fillAndSubmit();
  const activate = await screen.findByRole('button', { name: t('identity:actions.activateNow') });
  expect(screen.getAllByText('الحساب غير مفعل').length).toBeGreaterThan(0);
  await user.click(activate);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userConfirm'));
  expect(api.callsTo('POST', '/user/code/send')[0].body).toMatchObject({ phone: '501234567', country_code: '+966', type: 'active' });
  expect(getSession()).toMatchObject({ phone: '501234567', country_code: '+966', token: null });
});

test('signing in from the need-login modal goes back to the route asked for', async () => {
  mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/login': ok(createUserSession({ id: 7, token: 'tok-1', user_name: 'سارة' }), 'تم تسجيل الدخول'),
  });
  await renderPage(<UserLoginPage />, { path: '/userLogin', url: '/userLogin?returnTo=%2FproviderProfile%2F12' });
  await screen.findByText('+966');
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/providerProfile\/12$/));
});

test('a returnTo that leaves the site is ignored: home instead', async () => {
  mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/login': ok(createUserSession({ id: 7, token: 'tok-1', user_name: 'سارة' }), 'تم تسجيل الدخول'),
  });
  await renderPage(<UserLoginPage />, { path: '/userLogin', url: '/userLogin?returnTo=%2F%2Fevil.example%2Fx' });
  await screen.findByText('+966');
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});
