import { screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@souq/auth';
import { COUNTRIES, createProviderSession, deferred, fill, findDialog, imageFile, ok, renderPage, setupUser, testApi } from '@souq/testing';
import { signInProviderEachTest } from '@/testing/provider-session';
import ProviderEditProfilePage from './provider-edit-profile-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const { token: _token, ...profile } = createProviderSession({ section: { id: 1, name: 'مستقل' } });
const cities = [
  { id: 1, name: 'الرياض' },
  { id: 2, name: 'جدة' },
];
const sections = [
  { id: 1, name: 'مقدم خدمات', description: '' },
  { id: 2, name: 'صاحب متجر', description: '' },
];

const api = testApi();
signInProviderEachTest('freelancer');

const lookups = { 'GET /cities': ok(cities), 'GET /app/sections': ok(sections), 'GET /countries/keys': ok(COUNTRIES) };
const render = () => renderPage(<ProviderEditProfilePage />, { path: '/providerEditProfile' });

describe('/providerEditProfile', () => {
  it('saves name, email, city, avatar and "both", then stores the new token and provider kind', async () => {
    const profileAnswer = deferred();
    api.mock({
      ...lookups,
      'POST /provider/profile': profileAnswer.answer,
      'POST /provider/update/profile': ok(
        createProviderSession({ ...profile, name: 'سارة الجديدة', section: { id: null, name: 'الكل' }, token: 'new-token' }),
        'تم الحفظ',
      ),
    });
    const page = await render();
    expect(document.querySelector('.souq-placeholder, .souq-placeholder-lines')).toBeInTheDocument();
    profileAnswer.resolve(ok(profile));
    const user = setupUser();
    const name = await screen.findByLabelText('الاسم');
    expect(name).toHaveValue(profile.name);
    expect(screen.getByLabelText('رقم الجوال')).toHaveAttribute('readonly');
    await user.clear(name);
    await fill(user, name, 'سارة الجديدة');
    // Section: "both" is sent as no section_id.
    await user.click(screen.getByLabelText('القسم'));
    await user.click(await screen.findByText('مقدم خدمات وصاحب متجر'));
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(picker, imageFile('me.png'));
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/update/profile')).toHaveLength(1));
    const body = api.callsTo('POST', '/provider/update/profile')[0].body;
    expect(body).toMatchObject({ name: 'سارة الجديدة', email: profile.email, city_id: '1', country_code: '+966', device_type: 'web' });
    expect(body.section_id).toBeUndefined();
    expect((body.image as File).name).toBe('me.png');
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'تم الحفظ' }));
    expect(getSession().token).toBe('new-token');
    expect(getSession().providerShow).toBe('bothProviders');
  });

  it('asks for a city before saving', async () => {
    api.mock({ ...lookups, 'POST /provider/profile': ok({ ...profile, city: { id: null, name: '' } }) });
    await render();
    const user = setupUser();
    await screen.findByLabelText('الاسم');
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await screen.findByText('اختر المدينة')).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/update/profile')).toHaveLength(0);
  });

  it('changes the phone through both codes, then signs out to the provider login', async () => {
    api.mock({
      ...lookups,
      'POST /provider/profile': ok(profile),
      'POST /provider/phone/change/send/code': ok(null, 'أُرسل الرمز'),
      'POST /provider/verify/code': ok(null),
      'POST /provider/phone/change': ok(null, 'أُرسل الرمز للرقم الجديد'),
    });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'تغيير رقم الجوال' }));
    let dialog = await findDialog('تغيير رقم الجوال');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الرمز' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/phone/change/send/code')).toHaveLength(1));
    expect(api.callsTo('POST', '/provider/phone/change/send/code')[0].body).toMatchObject({
      phone: profile.phone,
      country_code: '+966',
      type: 'change_phone',
    });
    dialog = await findDialog('تغيير رقم الجوال');
    const confirm = await within(dialog).findByRole('button', { name: 'تأكيد' });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('رمز التحقق'), '١٢٣٤٥');
    await user.click(confirm);
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/verify/code')[0]?.body).toMatchObject({ code: '12345', phone: profile.phone }),
    );
    await fill(user, await within(dialog).findByLabelText('رقم الجوال الجديد'), '555000111');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الرمز' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/phone/change')[0]?.body).toMatchObject({ new_phone: '555000111', phone: profile.phone }),
    );
    const code = await within(dialog).findByLabelText('رمز التحقق');
    expect(code).toHaveValue('');
    await fill(user, code, '54321');
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/verify/code')[1]?.body).toMatchObject({ code: '54321', phone: '555000111' }));
    expect(await screen.findByText('تم تغيير رقم الجوال، سجّل الدخول بالرقم الجديد')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/providerLogin'), { timeout: 5000 });
    expect(getSession().token).toBeNull();
    expect(getSession().phone).toBe('555000111');
  });
});
