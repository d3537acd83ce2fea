import { screen, waitFor } from '@testing-library/react';
import { deferred, fail, fill, ok, renderPage, setupUser, signOut, testApi } from '@souq/testing';
import { signInProviderEachTest } from '@/testing/provider-session';
import BankViewPage from './bank-view-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const VALID_IBAN = 'SA0380000000608010167519';
const account = { bank_name: 'الراجحي', bank_username: 'سارة أحمد', bank_account: '123456789', bank_iban: VALID_IBAN };

const api = testApi();
signInProviderEachTest('freelancer');

const render = () => renderPage(<BankViewPage />, { path: '/bankView' });

describe('/bankView', () => {
  it('shows a placeholder while loading, then adds an account with the request keys', async () => {
    const list = deferred();
    api.mock({
      'GET /provider/bank-account': [list.answer, ok(account)],
      'POST /provider/bank-account/add': ok(account, 'تمت الإضافة'),
    });
    const page = await render();
    expect(document.querySelector('.souq-placeholder, .souq-placeholder-lines')).toBeInTheDocument();
    list.resolve(ok(null));
    const user = setupUser();
    await fill(user, await screen.findByLabelText('اسم البنك'), 'الراجحي');
    await fill(user, screen.getByLabelText('اسم صاحب الحساب'), 'سارة أحمد');
    await fill(user, screen.getByLabelText('رقم الحساب'), '123456789');
    await fill(user, screen.getByLabelText('رقم الآيبان'), 'sa03 8000 0000 6080 1016 7519');
    await user.click(screen.getByRole('button', { name: 'إضافة الحساب' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/bank-account/add')).toHaveLength(1));
    expect(api.callsTo('POST', '/provider/bank-account/add')[0].body).toEqual({
      name: 'الراجحي',
      user_name: 'سارة أحمد',
      number: '123456789',
      iban: VALID_IBAN,
    });
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تمت الإضافة' }));
    // Reloaded after the save: now in update mode.
    expect(await screen.findByRole('button', { name: 'تحديث الحساب' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/provider/bank-account').length).toBeGreaterThanOrEqual(2);
  });

  it('rejects a malformed or wrong-checksum IBAN without calling the server', async () => {
    api.mock({ 'GET /provider/bank-account': ok(account) });
    await render();
    const user = setupUser();
    const iban = await screen.findByLabelText('رقم الآيبان');
    await waitFor(() => expect(iban).toHaveValue(VALID_IBAN));
    await user.clear(iban);
    await fill(user, iban, 'SA12345');
    await user.click(screen.getByRole('button', { name: 'تحديث الحساب' }));
    expect(await screen.findByText('الآيبان السعودي يبدأ بـ SA ويتبعه 22 رقمًا')).toBeInTheDocument();
    await user.clear(iban);
    await fill(user, iban, 'SA0380000000608010167518');
    await user.click(screen.getByRole('button', { name: 'تحديث الحساب' }));
    expect(await screen.findByText('رقم الآيبان غير صحيح، تحقق من الأرقام')).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/bank-account/update')).toHaveLength(0);
  });

  it('disables the form while sending and shows the server message on fail', async () => {
    const save = deferred();
    api.mock({ 'GET /provider/bank-account': ok(account), 'POST /provider/bank-account/update': save.answer });
    const page = await render();
    const user = setupUser();
    await waitFor(() => expect(screen.getByLabelText('رقم الآيبان')).toHaveValue(VALID_IBAN));
    await user.click(screen.getByRole('button', { name: 'تحديث الحساب' }));
    await waitFor(() => expect(screen.getByLabelText('اسم البنك')).toBeDisabled());
    save.resolve(fail('اسم البنك طويل'));
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'error', message: 'اسم البنك طويل' }));
    await waitFor(() => expect(screen.getByLabelText('اسم البنك')).toBeEnabled());
  });

  it('tells a visitor the page is for providers', async () => {
    signOut();
    api.mock({});
    await render();
    expect(await screen.findByText('هذه الصفحة لمقدمي الخدمات فقط')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/providerLogin');
    expect(api.calls).toHaveLength(0);
  });
});
