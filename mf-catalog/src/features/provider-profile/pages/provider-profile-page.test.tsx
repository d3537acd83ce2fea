import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProviderProfilePage from './provider-profile-page';
import {
  COUNTRIES,
  createProduct,
  createProfile,
  createRate,
  createWork,
  type Envelope,
  fail,
  findDialog,
  imageFile,
  ok,
  queryDialog,
  renderPage,
  signInAs,
  signOut,
  testApi,
} from '@souq/testing';
import '@/config/i18n';

// antd's first renders in a cold jsdom are slow on small CI machines.
jest.setTimeout(60_000);

const renderProfile = () => renderPage(<ProviderProfilePage />, { path: '/providerProfile/:id', url: '/providerProfile/9' });

const api = testApi();

beforeEach(() => {
  localStorage.clear();
  signOut();
});

const rates = [createRate({ value: 5 }), createRate({ value: 4, comment: 'undefined' }), createRate({ value: 4 })];

describe('provider profile', () => {
  it('shows the provider, the chosen service, about, services and works', async () => {
    localStorage.setItem('service_id', '5');
    api.mock({ 'POST /user/provider/show-profile': ok(createProfile()), 'GET /rates/providers/9': ok(rates) });
    await renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'سارة المصممة' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/provider/show-profile')[0].body).toEqual({ provider_id: 9, service_id: 5 });
    expect(screen.getByText('خبير')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'التقييم 4.5 من 5' })).toBeInTheDocument();
    expect(screen.getByText('مدة تنفيذ الخدمة')).toBeInTheDocument();
    expect(screen.getAllByText('4 أيام').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('السعر 250 ريال سعودي').length).toBeGreaterThan(0);
    expect(screen.getByText('مصممة هويات بصرية بخبرة عشر سنوات.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /تصميم شعار/ })).toHaveAttribute('href', '/providerServiceDetails/9/5');
    expect(await screen.findByRole('button', { name: '3 تقييمات' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^عمل/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اطلب الخدمة' })).toBeInTheDocument();
  });

  it('takes away the first view the server painted over the app once the profile is here, and not before', async () => {
    const painted = document.createElement('div');
    painted.id = 'souq-first-view';
    document.body.append(painted);
    let answer: (e: Envelope) => void = () => undefined;
    api.mock({
      'POST /user/provider/show-profile': () => new Promise<Envelope>((resolve) => (answer = resolve)),
      'GET /rates/providers/9': ok(rates),
    });
    await renderProfile();
    await new Promise((r) => setTimeout(r, 50));
    expect(document.getElementById('souq-first-view')).not.toBeNull();
    answer(ok(createProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: 'سارة المصممة' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('souq-first-view')).toBeNull());
  });

  it('reached without a chosen service (header search, fresh session): the only service offered, with its price and duration', async () => {
    api.mock({ 'POST /user/provider/show-profile': ok(createProfile({ service: null })), 'GET /rates/providers/9': ok([]) });
    await renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'سارة المصممة' });
    expect(api.callsTo('POST', '/user/provider/show-profile')[0].body).toEqual({ provider_id: 9 });
    expect(screen.getByRole('button', { name: 'اطلب الخدمة' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('مدة تنفيذ الخدمة')).toBeInTheDocument();
    expect(within(header).getByText('4 أيام')).toBeInTheDocument();
    expect(within(header).getByLabelText('السعر 250 ريال سعودي')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'الخدمة المطلوبة' })).not.toBeInTheDocument();
  });

  it('with several services and none chosen, the customer picks one; its price and duration show, and the request is for it', async () => {
    signInAs('user');
    const services = [
      { id: 5, provider_service_id: 31, name: 'تصميم شعار', price: 250, duration: 4 },
      { id: 6, provider_service_id: 32, name: 'هوية بصرية', price: 900, duration: 10 },
    ];
    api.mock({ 'POST /user/provider/show-profile': ok(createProfile({ service: null, services })), 'GET /rates/providers/9': ok([]) });
    await renderProfile();
    const user = userEvent.setup();
    const request = await screen.findByRole('button', { name: 'اطلب الخدمة' });
    const picker = screen.getByRole('combobox', { name: 'الخدمة المطلوبة' });
    expect(screen.queryByText('مدة تنفيذ الخدمة')).not.toBeInTheDocument();
    await user.click(request);
    expect(await screen.findByRole('alert')).toHaveTextContent('اختر الخدمة التي تطلبها أولًا');
    expect(picker).toHaveFocus();
    expect(queryDialog('طلب خدمة من سارة المصممة')).toBeUndefined();
    await user.selectOptions(picker, screen.getByRole('option', { name: 'هوية بصرية — 900 ر.س، 10 أيام' }));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('10 أيام')).toBeInTheDocument();
    expect(within(header).getByLabelText('السعر 900 ريال سعودي')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(request);
    const dialog = await findDialog('طلب خدمة من سارة المصممة');
    expect(within(dialog).getAllByDisplayValue('900')).toHaveLength(2);
    expect(within(dialog).getByDisplayValue('10')).toBeInTheDocument();
  });

  it('lists the ratings in a modal', async () => {
    api.mock({ 'POST /user/provider/show-profile': ok(createProfile()), 'GET /rates/providers/9': ok(rates) });
    await renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: '3 تقييمات' }));
    const dialog = await findDialog('تقييمات سارة المصممة');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    // The literal comment 'undefined' is never shown.
    expect(within(dialog).getAllByText('عمل رائع')).toHaveLength(2);
    expect(within(dialog).queryByText('undefined')).not.toBeInTheDocument();
    // Dates read as dates (Gregorian, Western digits), comments keep their own direction.
    const when = within(dialog).getAllByText('10 يناير 2025');
    expect(when).toHaveLength(3);
    expect(when[0]).toHaveAttribute('datetime', '2025-01-10T00:00:00.000Z');
    expect(within(dialog).getAllByText('عمل رائع')[0]).toHaveAttribute('dir', 'auto');
  });

  it('lets user-written text (about, comments) take its own direction', async () => {
    api.mock({
      'POST /user/provider/show-profile': ok(createProfile({ cv: 'I design logos with Figma.' })),
      'GET /rates/providers/9': ok([]),
    });
    await renderProfile();
    expect(await screen.findByText('I design logos with Figma.')).toHaveAttribute('dir', 'auto');
  });

  it('shows a localized error with a retry when the profile cannot be loaded', async () => {
    api.mock({
      'POST /user/provider/show-profile': [fail('خطأ'), ok(createProfile())],
      'GET /rates/providers/9': ok([]),
    });
    await renderProfile();
    expect(await screen.findByText('تعذّر تحميل ملف مقدم الخدمة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'سارة المصممة' })).toBeInTheDocument();
  });

  it('opens a work with its gallery and details', async () => {
    api.mock({
      'POST /user/provider/show-profile': ok(createProfile({ works: [createWork({ name: 'هوية مقهى' })] })),
      'GET /rates/providers/9': ok([]),
    });
    await renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /^هوية مقهى/ }));
    const dialog = await findDialog('هوية مقهى');
    expect(within(dialog).getByRole('region', { name: 'معرض الصور' })).toBeInTheDocument();
    expect(within(dialog).getByText('التصميم')).toBeInTheDocument();
    expect(within(dialog).getByText('3 أيام')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /زيارة الرابط/ })).toHaveAttribute('href', 'https://example.com/work');
    expect(within(dialog).getByText('شعار لمتجر قهوة')).toBeInTheDocument();
  });

  describe('follow', () => {
    it('asks a visitor to log in', async () => {
      api.mock({ 'POST /user/provider/show-profile': ok(createProfile()), 'GET /rates/providers/9': ok([]) });
      const view = await renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'متابعة' }));
      expect(await screen.findByText('يجب عليك تسجيل الدخول أولاً')).toBeInTheDocument();
      expect(view.needLogin).toHaveLength(1);
      expect(api.callsTo('POST', '/user/follows/store')).toHaveLength(0);
    });

    it('follows for a customer, then reloads the profile', async () => {
      signInAs('user');
      api.mock({
        'POST /user/provider/show-profile': [ok(createProfile({ is_follow: false })), ok(createProfile({ is_follow: true }))],
        'POST /user/follows/store': ok(null, 'تمت المتابعة'),
        'GET /rates/providers/9': ok([]),
      });
      const view = await renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'متابعة' }));
      expect(await screen.findByRole('button', { name: 'إلغاء المتابعة' })).toHaveAttribute('aria-pressed', 'true');
      expect(api.callsTo('POST', '/user/follows/store')[0].body).toEqual({ provider_id: 9 });
      expect(api.callsTo('POST', '/user/provider/show-profile')).toHaveLength(2);
      expect(view.toasts).toContainEqual({ level: 'success', message: 'تمت المتابعة' });
    });

    it('is not offered to providers', async () => {
      signInAs('provider');
      api.mock({ 'POST /user/provider/show-profile': ok(createProfile()), 'GET /rates/providers/9': ok([]) });
      await renderProfile();
      await screen.findByRole('heading', { level: 1, name: 'سارة المصممة' });
      expect(screen.queryByRole('button', { name: 'متابعة' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'اطلب الخدمة' })).not.toBeInTheDocument();
    });
  });

  describe('products', () => {
    const profile = () => createProfile({ products: [createProduct({ id: 77, name: 'قالب عرض' })] });

    it('a provider sees no cart button', async () => {
      signInAs('provider');
      api.mock({ 'POST /user/provider/show-profile': ok(profile()), 'GET /rates/providers/9': ok([]) });
      await renderProfile();
      await userEvent.click(await screen.findByRole('tab', { name: /المنتجات/ }));
      await userEvent.click(await screen.findByRole('button', { name: /^قالب عرض/ }));
      const dialog = await findDialog('قالب عرض');
      expect(within(dialog).getByRole('link', { name: 'صفحة المنتج' })).toHaveAttribute('href', '/providerProductDetails/77');
      expect(within(dialog).queryByRole('button', { name: /أضف إلى السلة/ })).not.toBeInTheDocument();
    });

    it('a customer adds to the cart, and the new count is published', async () => {
      signInAs('user');
      api.mock({
        'POST /user/provider/show-profile': ok(profile()),
        'GET /rates/providers/9': ok([]),
        'POST /user/cart/add': ok({ count: 3 }, 'أضيف إلى السلة'),
      });
      const view = await renderProfile();
      await userEvent.click(await screen.findByRole('tab', { name: /المنتجات/ }));
      const card = await screen.findByRole('button', { name: /^قالب عرض/ });
      // Discounted: the new price and the old one struck through.
      expect(within(card).getByLabelText('السعر 80 ريال سعودي')).toBeInTheDocument();
      expect(within(card).getByLabelText('السعر قبل الخصم: السعر 100 ريال سعودي')).toBeInTheDocument();
      await userEvent.click(card);
      const dialog = await findDialog('قالب عرض');
      await userEvent.click(within(dialog).getByRole('button', { name: 'أضف إلى السلة' }));
      await waitFor(() => expect(view.cartCounts).toEqual([3]));
      expect(api.callsTo('POST', '/user/cart/add')[0].body).toEqual({ product_id: 77 });
      expect(view.toasts).toContainEqual({ level: 'success', message: 'أضيف إلى السلة' });
    });

    it('a visitor is asked to log in on add to cart', async () => {
      api.mock({ 'POST /user/provider/show-profile': ok(profile()), 'GET /rates/providers/9': ok([]) });
      const view = await renderProfile();
      await userEvent.click(await screen.findByRole('tab', { name: /المنتجات/ }));
      await userEvent.click(await screen.findByRole('button', { name: /^قالب عرض/ }));
      const dialog = await findDialog('قالب عرض');
      await userEvent.click(within(dialog).getByRole('button', { name: 'أضف إلى السلة' }));
      await waitFor(() => expect(view.needLogin).toHaveLength(1));
      expect(api.callsTo('POST', '/user/cart/add')).toHaveLength(0);
    });
  });

  it('sends a complaint with the reason, the text, the phone from the session and indexed images', async () => {
    signInAs('user', { phone: '512345678', country_code: '+966' });
    api.mock({
      'POST /user/provider/show-profile': ok(createProfile()),
      'GET /rates/providers/9': ok([]),
      'GET /countries/keys': ok(COUNTRIES),
      'POST /user/provider/complaint': ok(null, 'تم استلام الشكوى'),
    });
    const view = await renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'تقديم شكوى' }));
    const dialog = await findDialog('تقديم شكوى على سارة المصممة');

    // Every field has loaded (the form's parts arrive lazily) before submitting it empty.
    const delay = await within(dialog).findByRole('radio', { name: 'تأخير في التسليم' });
    await within(dialog).findByLabelText('رقم الجوال');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));
    expect(await within(dialog).findByText('اختر سبب الشكوى')).toBeInTheDocument();

    await userEvent.click(delay);
    await userEvent.type(await within(dialog).findByLabelText('تفاصيل الشكوى'), 'لم يسلّم العمل في موعده');
    await userEvent.upload(await within(dialog).findByLabelText('إضافة صور'), [imageFile('proof.png')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));

    await waitFor(() => expect(api.callsTo('POST', '/user/provider/complaint')).toHaveLength(1));
    const body = api.callsTo('POST', '/user/provider/complaint')[0].body;
    expect(body).toMatchObject({
      reason: 'تأخير في التسليم',
      complaint: 'لم يسلّم العمل في موعده',
      phone: '512345678',
      country_code: '+966',
      type: 'complaint',
      provider_id: '9',
    });
    expect((body['images[0]'] as File).name).toBe('proof.png');
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم استلام الشكوى' }));
    await waitFor(() => expect(queryDialog('تقديم شكوى على سارة المصممة')).toBeUndefined());
  });
});
