import { screen, waitFor } from '@testing-library/react';
import { adminSessionStore, sessionStore } from '@souq/auth';
import { deferred, fail, fill, mockApi, type MockedApi, ok, renderPage, setupUser } from '@souq/testing';
import { createAdminAccount } from '@/testing/factories';
import { signOutAdmin } from '@/testing/admin-session';
import AdminLoginPage from './admin-login-page';
import '@/config/i18n';

jest.setTimeout(60_000);

let api: MockedApi;
beforeEach(() => {
  localStorage.clear();
  signOutAdmin();
});
afterEach(() => api?.restore());

const render = (url = '/admin/login') => renderPage(<AdminLoginPage />, { path: '/admin/login', url });

async function typeCredentials(user: ReturnType<typeof setupUser>) {
  await fill(user, await screen.findByLabelText('البريد الإلكتروني'), 'admin@souq.sa');
  await fill(user, screen.getByLabelText('كلمة المرور'), 'Admin@12345');
  await user.click(screen.getByRole('button', { name: 'دخول' }));
}

describe('/admin/login', () => {
  it('asks for the authenticator code when the account has one, then signs in with password + otp and goes back', async () => {
    const second = deferred();
    api = mockApi({
      'POST /admin/login': [fail('أدخل رمز التحقق', { otp_required: true }), second.answer],
    });
    const page = await render('/admin/login?returnTo=%2Fadmin%2Fproviders');
    const user = setupUser();
    await typeCredentials(user);
    const code = await screen.findByLabelText('رمز التحقق');
    // The first answer asked for the code: no error toast, no session yet.
    expect(page.toasts.filter((t) => t.level === 'error')).toEqual([]);
    expect(adminSessionStore.getState().admin_token).toBeNull();

    await fill(user, code, '12345');
    await user.click(screen.getByRole('button', { name: 'تحقق' }));
    expect(await screen.findByText('الرمز 6 أرقام')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/login')).toHaveLength(1);

    await user.clear(code);
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'تحقق' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/login')).toHaveLength(2));
    expect(api.callsTo('POST', '/admin/login')[1].body).toEqual({ email: 'admin@souq.sa', password: 'Admin@12345', otp: '123456' });
    // Sending: the button cannot be pressed twice.
    await waitFor(() => expect(screen.getByLabelText('رمز التحقق')).toBeDisabled());
    second.resolve(ok({ token: 'admin-token-1', admin: createAdminAccount({ totp_enabled: true }) }, 'مرحبًا'));

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/admin/providers'));
    expect(adminSessionStore.getState()).toMatchObject({ admin_token: 'admin-token-1', admin_email: 'admin@souq.sa' });
    // The customer/provider session is another one: untouched.
    expect(sessionStore.getState().token).toBeNull();
    expect(page.toasts).toContainEqual({ level: 'success', message: 'مرحبًا' });
  });

  it('shows the server message on wrong credentials and stays on the password step', async () => {
    api = mockApi({ 'POST /admin/login': fail('بيانات الدخول غير صحيحة') });
    const page = await render();
    const user = setupUser();
    await typeCredentials(user);
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'error', message: 'بيانات الدخول غير صحيحة' }));
    expect(screen.queryByLabelText('رمز التحقق')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/login')[0].body).toEqual({ email: 'admin@souq.sa', password: 'Admin@12345' });
  });

  it('signs in without a second step when none is enrolled, to the dashboard', async () => {
    api = mockApi({ 'POST /admin/login': ok({ token: 't', admin: createAdminAccount() }) });
    const page = await render();
    await typeCredentials(setupUser());
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/admin'));
  });
});
