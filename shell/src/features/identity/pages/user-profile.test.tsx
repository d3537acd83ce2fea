import { screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { i18n } from '@souq/i18n';
import UserLoginPage from './user-login';
import UserProfilePage from './user-profile';
import { COUNTRIES, createUserSession, fail, fill, findCodeBoxes, mockApi, ok, renderRoutes, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string) => i18n.t(key);

const PROFILE = { id: 7, user_name: 'سارة', email: 'sara@example.com', phone: '501234567', country_code: '+966' };

beforeEach(() => {
  localStorage.clear();
  getSession().signIn({ token: 'tok-old', visitor: 'user', name: 'سارة', phone: '501234567', country_code: '+966' });
});

const dialog = () => screen.getByRole('dialog');

// The login screen finishes the sign-out when the flows land on it.
const PAGES = [
  { path: '/userProfile', element: <UserProfilePage /> },
  { path: '/userLogin', element: <UserLoginPage /> },
];
const onLoginPage = () => screen.findByRole('heading', { name: t('routes:userLogin') });

async function enterCode(user: ReturnType<typeof setupUser>, code: string) {
  const boxes = await findCodeBoxes(i18n.t('identity:fields.code'), dialog());
  // Each code step starts empty (the second code went to another phone).
  expect(boxes.map((b) => b.value).join('')).toBe('');
  await user.click(boxes[0]);
  await user.paste(code);
  await user.click(within(dialog()).getByRole('button', { name: t('identity:actions.verify') }));
}

test('saving the profile stores the new token and shows the success modal', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/show-profile': ok(PROFILE),
    'POST /user/update/profile': ok(createUserSession({ token: 'tok-new', user_name: 'سارة أحمد' }), 'تم تحديث البيانات'),
  });
  await renderRoutes(PAGES, { url: '/userProfile' });
  const user = setupUser();
  const name = await screen.findByLabelText(t('identity:fields.userName'));
  expect(name).toHaveValue('سارة');
  expect(await screen.findByLabelText(t('identity:fields.phone'))).toHaveAttribute('readonly');
  await user.clear(name);
  await user.paste('سارة أحمد');
  await user.click(await screen.findByRole('button', { name: t('identity:actions.save') }));
  expect(await screen.findByText('تم تحديث البيانات')).toBeInTheDocument();
  expect(api.callsTo('POST', '/user/update/profile')[0].body).toEqual({
    user_name: 'سارة أحمد',
    email: 'sara@example.com',
    country_code: '+966',
    device_id: '111',
    device_type: 'web',
  });
  expect(getSession().token).toBe('tok-new');
});

test('changing the phone verifies the old phone, then the new one, then signs out to /userLogin', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/show-profile': ok(PROFILE),
    'POST /user/phone/change/send/code': ok(null, 'أرسلنا الرمز'),
    'POST /user/verify/code': [ok(null, 'تم التحقق'), fail('الرمز غير صحيح'), ok(null, 'تم تغيير رقم الجوال')],
    'POST /user/phone/change': ok(null, 'أرسلنا الرمز إلى الرقم الجديد'),
  });
  const { toasts } = await renderRoutes(PAGES, { url: '/userProfile' });
  const user = setupUser();

  // Clicking the read-only phone opens the flow.
  await user.click(await screen.findByLabelText(t('identity:fields.phone')));
  await user.click(within(dialog()).getByRole('button', { name: t('identity:actions.sendCode') }));
  expect((await screen.findAllByText(/٥٠١٢٣٤٥٦٧|501234567/)).length).toBeGreaterThan(0);
  await enterCode(user, '11111');

  // New phone.
  const newPhone = await within(dialog()).findByLabelText(t('identity:fields.newPhone'));
  await fill(user, newPhone, '559876543');
  await user.click(within(dialog()).getByRole('button', { name: t('identity:actions.sendCode') }));

  // Second code, cleared; a wrong one first keeps the modal open.
  await enterCode(user, '99999');
  await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'الرمز غير صحيح' }));
  const boxes = await findCodeBoxes(i18n.t('identity:fields.code'), dialog());
  await user.click(boxes[0]);
  await user.paste('22222');
  await user.click(within(dialog()).getByRole('button', { name: t('identity:actions.verify') }));

  expect(await screen.findByText('تم تغيير رقم الجوال')).toBeInTheDocument();
  // The success modal closes by itself after 2 s, then the session ends.
  await onLoginPage();
  await waitFor(() => expect(getSession().token).toBeNull());
  expect(getSession().visitor).toBeNull();

  expect(api.callsTo('POST', '/user/phone/change/send/code')[0].body).toMatchObject({
    country_code: '+966',
    phone: '501234567',
    type: 'change_phone',
    user_name: 'سارة',
  });
  expect(api.callsTo('POST', '/user/phone/change')[0].body).toMatchObject({
    new_phone: '559876543',
    country_code: '+966',
    phone: '501234567',
    type: 'change_phone',
  });
  const verifies = api.callsTo('POST', '/user/verify/code').map((c) => c.body);
  expect(verifies).toHaveLength(3);
  expect(verifies[0]).toMatchObject({ phone: '501234567', country_code: '+966', code: '11111', type: 'change_phone' });
  expect(verifies[2]).toMatchObject({ phone: '559876543', country_code: '+966', code: '22222', type: 'change_phone' });
});

test('changing the password: code, verify, old and new password, then sign out', async () => {
  const api = mockApi({
    'GET /countries/keys': ok(COUNTRIES),
    'POST /user/show-profile': ok(PROFILE),
    'POST /user/password/change/send-code': ok(null, 'أرسلنا الرمز'),
    'POST /user/password/change/verify-code': ok(null, 'تم التحقق'),
    'POST /user/password/update': ok(null, 'تم تغيير كلمة المرور'),
  });
  await renderRoutes(PAGES, { url: '/userProfile' });
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: /تغيير كلمة المرور|Change password/ }));
  await user.click(within(dialog()).getByRole('button', { name: t('identity:actions.sendCode') }));
  await enterCode(user, '12345');
  await fill(user, await within(dialog()).findByLabelText(t('identity:fields.oldPassword')), 'old-pass');
  await fill(user, within(dialog()).getByLabelText(t('identity:fields.newPassword')), 'new-pass-1');
  await fill(user, within(dialog()).getByLabelText(t('identity:fields.passwordConfirmation')), 'new-pass-1');
  await user.click(within(dialog()).getByRole('button', { name: t('identity:actions.changePassword') }));
  await onLoginPage();
  expect(api.callsTo('POST', '/user/password/update')[0].body).toMatchObject({
    old_password: 'old-pass',
    password: 'new-pass-1',
    password_confirmation: 'new-pass-1',
    phone: '501234567',
    country_code: '+966',
  });
  expect(api.callsTo('POST', '/user/password/change/verify-code')[0].body).toMatchObject({ code: '12345', type: 'change_password' });
  await waitFor(() => expect(getSession().token).toBeNull());
});
