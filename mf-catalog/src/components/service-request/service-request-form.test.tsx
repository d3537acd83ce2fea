import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceRequestForm } from './service-request-form';
import { createStoredRequest, type Envelope, fail, imageFile, ok, renderPage, signInAs, signOut, testApi } from '@souq/testing';
import '@/config/i18n';

// antd's first renders in a cold jsdom are slow on small CI machines.
jest.setTimeout(60_000);
const api = testApi();
// Picker tests pick non-images on purpose: the browser's accept filter is not applied.
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  localStorage.clear();
  signInAs('user');
});

afterEach(() => {
  signOut();
});

const renderForm = (props: Partial<Parameters<typeof ServiceRequestForm>[0]> = {}) =>
  renderPage(<ServiceRequestForm serviceId={5} {...props} />, { path: '/providersView/5/a/b', url: '/providersView/5/a/b' });

async function fill(u: ReturnType<typeof user>, values: { details?: string; from?: string; to?: string; duration?: string }) {
  if (values.details !== undefined) await u.type(await screen.findByLabelText('تفاصيل الطلب'), values.details);
  if (values.from !== undefined) await u.type(await screen.findByLabelText('السعر من'), values.from);
  if (values.to !== undefined) await u.type(await screen.findByLabelText('السعر إلى'), values.to);
  if (values.duration !== undefined) await u.type(await screen.findByLabelText('مدة التنفيذ (بالأيام)'), values.duration);
}

const submit = async (u: ReturnType<typeof user>) => u.click(await screen.findByRole('button', { name: 'إرسال الطلب' }));

describe('service request form', () => {
  it('asks for every required field', async () => {
    api.mock({});
    const u = user();
    await renderForm();
    await submit(u);
    expect(await screen.findByText('اكتب تفاصيل طلبك')).toBeInTheDocument();
    expect(screen.getAllByText('أدخل السعر')).toHaveLength(2);
    expect(screen.getByText('أدخل مدة التنفيذ')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a "from" price above the "to" price', async () => {
    api.mock({});
    const u = user();
    await renderForm();
    await fill(u, { details: 'شعار لمتجر', from: '500', to: '100', duration: '3' });
    await submit(u);
    expect(await screen.findByText('يجب ألا يزيد «السعر من» على «السعر إلى»')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses prices that are not numbers and a duration that is not a whole number of days', async () => {
    api.mock({});
    const u = user();
    await renderForm();
    await fill(u, { details: 'شعار', from: 'abc', to: '100', duration: '2.5' });
    await submit(u);
    expect(await screen.findByText('أدخل سعرًا صحيحًا بالأرقام')).toBeInTheDocument();
    expect(screen.getByText('أدخل عددًا صحيحًا من الأيام، 1 على الأقل')).toBeInTheDocument();

    await u.clear(screen.getByLabelText('مدة التنفيذ (بالأيام)'));
    await u.type(screen.getByLabelText('مدة التنفيذ (بالأيام)'), '0');
    await waitFor(() => expect(screen.getByText('أدخل عددًا صحيحًا من الأيام، 1 على الأقل')).toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });

  it('attaches images only, each removable', async () => {
    api.mock({});
    const u = user();
    await renderForm();
    const picker = await screen.findByLabelText('إضافة صور');
    await u.upload(picker, [
      imageFile('a.png'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
      imageFile('b.jpg', 'image/jpeg'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('لم يُرفق «notes.pdf»: يمكنك إرفاق الصور فقط');
    expect(screen.getByRole('button', { name: 'إزالة a.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة b.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إزالة notes.pdf' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'إزالة a.png' }));
    expect(screen.queryByRole('button', { name: 'إزالة a.png' })).not.toBeInTheDocument();
  });

  it('sends an open request as form data with images[0], images[1], then shows the order number and a way to its offers', async () => {
    let answer: (e: Envelope) => void = () => undefined;
    api.mock({ 'POST /user/request-service/store': () => new Promise<Envelope>((resolve) => (answer = resolve)) });
    const u = user();
    await renderForm();
    await fill(u, { details: 'أحتاج شعارًا لمتجر قهوة', from: '١٠٠', to: '300.5', duration: '7' });
    await u.upload(await screen.findByLabelText('إضافة صور'), [imageFile('a.png'), imageFile('b.webp', 'image/webp')]);
    await submit(u);

    // Disabled and loading while sending.
    await waitFor(() => expect(screen.getByRole('button', { name: /إرسال الطلب/ })).toBeDisabled());
    await waitFor(() => expect(api.callsTo('POST', '/user/request-service/store')).toHaveLength(1));
    const body = api.callsTo('POST', '/user/request-service/store')[0].body;
    expect(body).toMatchObject({ details: 'أحتاج شعارًا لمتجر قهوة', from_price: '100', to_price: '300.5', duration: '7', service_id: '5' });
    expect(body).not.toHaveProperty('provider_id');
    expect(body['images[0]']).toBeInstanceOf(File);
    expect((body['images[0]'] as File).name).toBe('a.png');
    expect((body['images[1]'] as File).name).toBe('b.webp');
    expect(body).not.toHaveProperty('images[2]');

    // Fake time from the notice's opening: a notice that closed itself would be gone 2 s later.
    jest.useFakeTimers();
    try {
      answer(ok(createStoredRequest({ id: 41, number: 'R-1041' }), 'تم إرسال طلبك'));
      expect(await screen.findByText('تم إرسال طلبك', { selector: '.souq-notice__title' })).toBeInTheDocument();
      expect(screen.getByText('R-1041')).toHaveClass('souq-ref');
      act(() => jest.advanceTimersByTime(2100));
    } finally {
      jest.useRealTimers();
    }
    // It stayed open until the customer chooses; "view the order" leads to the offers page.
    await u.click(screen.getByRole('button', { name: 'عرض الطلب' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orderSteps\/41$/));
  });

  it('after a direct request, "view the order" opens its details; "keep browsing" goes on', async () => {
    api.mock({ 'POST /user/request-service/store': ok(createStoredRequest({ id: 7, type: 'direct' }), 'تم') });
    const u = user();
    await renderForm({ providerId: 9, initialValues: { from_price: '250', to_price: '250', duration: '4' } });
    await fill(u, { details: 'طلب مباشر' });
    await submit(u);
    await u.click(await screen.findByRole('button', { name: 'عرض الطلب' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/userOrderDetails\/7$/));
  });

  it('sends a direct request with the provider id', async () => {
    api.mock({ 'POST /user/request-service/store': ok(createStoredRequest({ type: 'direct' }), 'تم') });
    const u = user();
    await renderForm({ providerId: 9, initialValues: { from_price: '250', to_price: '250', duration: '4' } });
    await fill(u, { details: 'طلب مباشر' });
    await submit(u);
    await waitFor(() => expect(api.callsTo('POST', '/user/request-service/store')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/request-service/store')[0].body).toMatchObject({
      provider_id: '9',
      service_id: '5',
      from_price: '250',
      to_price: '250',
      duration: '4',
    });
  });

  it("shows the server's message when the request is refused, and lets the customer try again", async () => {
    api.mock({ 'POST /user/request-service/store': fail('الخدمة غير متاحة') });
    const u = user();
    const view = await renderForm();
    await fill(u, { details: 'شعار', from: '100', to: '200', duration: '3' });
    await submit(u);
    await waitFor(() => expect(view.toasts).toEqual([{ level: 'error', message: 'الخدمة غير متاحة' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: /إرسال الطلب/ })).toBeEnabled());
  });

  it('asks a visitor to log in instead of sending', async () => {
    signOut();
    api.mock({});
    const u = user();
    const view = await renderForm();
    await fill(u, { details: 'شعار', from: '100', to: '200', duration: '3' });
    await submit(u);
    await waitFor(() => expect(view.needLogin).toHaveLength(1));
    expect(api.calls).toHaveLength(0);
  });
});
