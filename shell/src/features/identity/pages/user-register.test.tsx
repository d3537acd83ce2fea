import { screen, waitFor } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { i18n } from '@souq/i18n';
import UserRegisterPage from './user-register';
import { COUNTRIES, fail, fill, mockApi, ok, renderPage, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string) => i18n.t(key);

beforeEach(() => {
  localStorage.clear();
  getSession().signOut();
  getSession().update({ phone: null, country_code: null, name: null, userid: null });
});

async function fillForm(acceptTerms: boolean) {
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('identity:fields.userName')), 'سارة');
  await fill(user, await screen.findByLabelText(t('identity:fields.email')), 'sara@example.com');
  await fill(user, await screen.findByLabelText(t('identity:fields.phone')), '501234567');
  await fill(user, await screen.findByLabelText(t('identity:fields.password')), 'secret123');
  await fill(user, await screen.findByLabelText(t('identity:fields.passwordConfirmation')), 'secret123');
  if (acceptTerms) await user.click(await screen.findByRole('checkbox'));
  await user.click(await screen.findByRole('button', { name: t('identity:actions.register') }));
  return user;
}

test('accepted terms are sent as is_conditions 1; the session keeps phone, name and id, no token', async () => {
  const api = mockApi({ 'GET /countries/keys': ok(COUNTRIES), 'POST /user/register': ok({ id: 42 }, 'تم التسجيل') });
  await renderPage(<UserRegisterPage />, { path: '/userRegester' });
  await fillForm(true);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userConfirm'));
  expect(api.callsTo('POST', '/user/register')[0].body).toEqual({
    user_name: 'سارة',
    email: 'sara@example.com',
    phone: '501234567',
    country_code: '+966',
    password: 'secret123',
    password_confirmation: 'secret123',
    is_conditions: 1,
    device_id: '111',
    device_type: 'web',
  });
  expect(getSession()).toMatchObject({ phone: '501234567', country_code: '+966', name: 'سارة', userid: '42', token: null });
});

test('unaccepted terms are sent as is_conditions 0 and the server refusal is shown', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/register': fail('يجب الموافقة على الشروط والأحكام'),
  });
  const { toasts } = await renderPage(<UserRegisterPage />, { path: '/userRegester' });
  await fillForm(false);
  await waitFor(() => expect(api.callsTo('POST', '/user/register')).toHaveLength(1));
  expect(api.callsTo('POST', '/user/register')[0].body.is_conditions).toBe(0);
  await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'يجب الموافقة على الشروط والأحكام' }));
  expect(await screen.findByRole('button', { name: t('identity:actions.register') })).toBeEnabled();
});

test('mismatched passwords and a bad email are caught before sending', async () => {
  const api = mockApi({ 'GET /countries/keys': ok(COUNTRIES) });
  await renderPage(<UserRegisterPage />, { path: '/userRegester' });
  const user = setupUser();
  await fill(user, await screen.findByLabelText(t('identity:fields.email')), 'not-an-email');
  await fill(user, await screen.findByLabelText(t('identity:fields.password')), 'secret123');
  await fill(user, await screen.findByLabelText(t('identity:fields.passwordConfirmation')), 'other');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.register') }));
  expect(await screen.findByText(t('identity:validation.passwordMismatch'))).toBeInTheDocument();
  expect(screen.getByText(t('identity:validation.emailInvalid'))).toBeInTheDocument();
  expect(api.callsTo('POST', '/user/register')).toHaveLength(0);
  // The browser's own (English) bubble must never take over from the app's message.
  const email = screen.getByLabelText(t('identity:fields.email'));
  expect(email.closest('form')).toHaveAttribute('novalidate');
});
