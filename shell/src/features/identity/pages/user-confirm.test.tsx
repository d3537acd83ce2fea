import { screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { i18n } from '@souq/i18n';
import UserConfirmPage from './user-confirm';
import { createUserSession, fail, findCodeBoxes, mockApi, ok, renderPage, setupUser } from '@souq/testing';
import '../i18n';

jest.setTimeout(90_000);
const t = (key: string, opts?: Record<string, unknown>) => i18n.t(key, opts);

const boxes = () => within(screen.getByRole('group', { name: t('identity:fields.code') })).getAllByRole('textbox');

beforeEach(() => {
  localStorage.clear();
  getSession().signOut();
  getSession().update({ phone: '501234567', country_code: '+966', name: 'سارة', userid: '7' });
});

test('the code accepts digits only, exactly five, and then activates and signs in', async () => {
  const api = mockApi({ 'POST /user/active/account': ok(createUserSession({ token: 'tok-active' }), 'تم التفعيل') });
  await renderPage(<UserConfirmPage />, { path: '/userConfirm' });
  const user = setupUser();
  const submit = await screen.findByRole('button', { name: t('identity:actions.confirm') });
  await findCodeBoxes(i18n.t('identity:fields.code'));

  // The first box gets the focus by itself after 0.5 s.
  await waitFor(() => expect(boxes()[0]).toHaveFocus(), { timeout: 5000 });

  await user.keyboard('ab-');
  expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '']);
  await user.keyboard('1234');
  expect(submit).toBeDisabled();
  await user.keyboard('x');
  expect(submit).toBeDisabled();
  await user.keyboard('5');
  expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
  // A sixth digit has nowhere to go.
  await user.keyboard('9');
  expect(
    boxes()
      .map((b) => (b as HTMLInputElement).value)
      .join(''),
  ).toHaveLength(5);
  expect(submit).toBeEnabled();

  await user.click(submit);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  const body = api.callsTo('POST', '/user/active/account')[0].body;
  expect(body).toMatchObject({
    country_code: '+966',
    phone: '501234567',
    type: 'active',
    user_name: 'سارة',
    device_type: 'web',
    device_id: '111',
  });
  expect(String(body.code)).toMatch(/^\d{5}$/);
  expect(getSession()).toMatchObject({ token: 'tok-active', visitor: 'user' });
});

test('pasting a code with Arabic-Indic digits fills the boxes; a wrong code shows the msg', async () => {
  mockApi({ 'POST /user/active/account': fail('الرمز غير صحيح') });
  const { toasts } = await renderPage(<UserConfirmPage />, { path: '/userConfirm' });
  const user = setupUser();
  await findCodeBoxes(i18n.t('identity:fields.code'));
  await user.click(boxes()[0]);
  await user.paste('١٢٣٤٥');
  expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
  await user.click(await screen.findByRole('button', { name: t('identity:actions.confirm') }));
  await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'الرمز غير صحيح' }));
  expect(getSession().token).toBeNull();
});

test('resend waits 60 s after the code was sent', async () => {
  await renderPage(<UserConfirmPage />, { path: '/userConfirm' });
  expect(await screen.findByText(t('identity:actions.resendIn', { seconds: 60 }))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t('identity:actions.resend') })).not.toBeInTheDocument();
});
