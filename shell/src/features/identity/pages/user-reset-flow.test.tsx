import { screen, waitFor } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { i18n } from '@souq/i18n';
import UserConfirmPassPage from './user-confirm-pass';
import UserForgetPage from './user-forget';
import UserResetPasswordPage from './user-reset-password';
import { COUNTRIES, fail, fill, findCodeBoxes, mockApi, ok, renderRoutes, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string) => i18n.t(key);

const flow = [
  { path: '/userForgetView', element: <UserForgetPage /> },
  { path: '/userConfirmPass', element: <UserConfirmPassPage /> },
  { path: '/userResetPassword', element: <UserResetPasswordPage /> },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  getSession().signOut();
  getSession().update({ phone: null, country_code: null });
});

test('phone → code → new password → /userLogin, carrying phone, country and the reset token', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/password/reset/send-code': ok(null, 'تم إرسال الرمز'),
    'POST /user/password/reset/verify-code': [fail('الرمز غير صحيح'), ok({ reset_token: 'one-time-token' }, 'تم التحقق')],
    'POST /user/reset/password': ok(null, 'تم تغيير كلمة المرور'),
  });
  const { toasts } = await renderRoutes(flow, { url: '/userForgetView' });
  const user = setupUser();

  // Step 1: phone.
  await screen.findByText('+966');
  await fill(user, await screen.findByLabelText(t('identity:fields.phone')), '501234567');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.sendCode') }));
  const firstBoxes = await findCodeBoxes(i18n.t('identity:fields.code'));
  expect(api.callsTo('POST', '/user/password/reset/send-code')[0].body).toMatchObject({ phone: '501234567', country_code: '+966' });

  // Step 2: code (a wrong one first: the page stays and shows the msg).
  await user.click(firstBoxes[0]);
  await user.paste('11111');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.verify') }));
  await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'الرمز غير صحيح' }));
  const boxes = await findCodeBoxes(i18n.t('identity:fields.code'));
  await user.click(boxes[0]);
  await user.paste('12345');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.verify') }));
  await screen.findByLabelText(t('identity:fields.newPassword'));
  expect(api.callsTo('POST', '/user/password/reset/verify-code')[1].body).toMatchObject({
    phone: '501234567',
    country_code: '+966',
    code: '12345',
  });

  // Step 3: new password.
  await fill(user, await screen.findByLabelText(t('identity:fields.newPassword')), 'newpass123');
  await fill(user, await screen.findByLabelText(t('identity:fields.passwordConfirmation')), 'newpass123');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.resetPassword') }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userLogin'));
  expect(api.callsTo('POST', '/user/reset/password')[0].body).toMatchObject({
    phone: '501234567',
    country_code: '+966',
    reset_token: 'one-time-token',
    password: 'newpass123',
    password_confirmation: 'newpass123',
  });
  expect(toasts).toContainEqual({ level: 'success', message: 'تم تغيير كلمة المرور' });
  expect(api.callsTo('POST', '/user/reset/password')[0].body).not.toHaveProperty('code');
  expect(sessionStorage.getItem('souq:reset-token:user')).toBeNull();
});

test('opening a later step without a phone offers to start again', async () => {
  mockApi({});
  await renderRoutes(flow, { url: '/userConfirmPass' });
  expect(await screen.findByText(t('identity:messages.missingPhone'))).toBeInTheDocument();
});
