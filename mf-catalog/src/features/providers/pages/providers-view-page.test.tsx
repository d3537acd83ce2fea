import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProvidersViewPage from './providers-view-page';
import {
  createProvider,
  createProviders,
  createProvidersPage,
  type Envelope,
  EXPERIENCES,
  findDialog,
  ok,
  queryDialog,
  RANGE_PRICES,
  renderPage,
  signInAs,
  signOut,
  testApi,
} from '@souq/testing';
import '@/config/i18n';

const PATH = '/providersView/:id/:category/:text';
const URL = `/providersView/5/${encodeURIComponent('التصميم')}/${encodeURIComponent('تصميم شعار')}`;

const renderProviders = () => renderPage(<ProvidersViewPage />, { path: PATH, url: URL });

// antd's first renders in a cold jsdom are slow on small CI machines.
jest.setTimeout(60_000);
const api = testApi();

beforeEach(() => {
  localStorage.clear();
  signOut();
});

const lookups = {
  'GET /range-prices': ok(RANGE_PRICES),
  'GET /experiences': ok(EXPERIENCES),
};

describe('providers of a sub-service', () => {
  it('shows the breadcrumb, the count and one card per provider, and remembers the service', async () => {
    const sara = createProvider({ id: 9, name: 'سارة', price: 250, rate: 3.5, rates_count: 12 });
    let answer: (e: Envelope) => void = () => undefined;
    api.mock({ 'POST /user/services/provider': () => new Promise<Envelope>((resolve) => (answer = resolve)) });
    await renderProviders();

    expect(screen.getAllByTestId('provider-card-skeleton').length).toBeGreaterThan(0);
    // The first view the server painted over the app (shell-html.ts) stays while the list loads…
    const painted = document.createElement('div');
    painted.id = 'souq-first-view';
    document.body.append(painted);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.getElementById('souq-first-view')).not.toBeNull();
    answer(ok(createProvidersPage([sara, createProvider({ price: null })], { total: 2 })));
    const list = await screen.findByRole('list', { name: 'مقدمو الخدمة' });
    // …and goes once the page shows its own cards.
    await waitFor(() => expect(document.getElementById('souq-first-view')).toBeNull());
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('مقدما خدمة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تصميم شعار' })).toBeInTheDocument();
    const crumbs = await screen.findByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByRole('link', { name: /الرئيسية/ })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('التصميم')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'سارة' });
    // The stars say how many ratings they are of (Arabic plural: 12 → تقييمًا).
    expect(within(card).getByRole('img', { name: 'التقييم 3.5 من 5، 12 تقييمًا' })).toHaveTextContent('(12)');
    expect(within(card).getByLabelText('السعر 250 ريال سعودي')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'التفاصيل' })).toHaveAttribute('href', '/providerProfile/9');
    expect(within(card).getByRole('link', { name: 'تفاصيل الخدمة' })).toHaveAttribute('href', '/providerServiceDetails/9/5');
    expect(screen.getByText('السعر عند الطلب')).toBeInTheDocument();

    expect(api.callsTo('POST', '/user/services/provider')[0].body).toEqual({ service_id: 5, page: 1 });
    expect(localStorage.getItem('service_id')).toBe('5');
  });

  it('a service nobody offers yet shows the open-request form with a note, not an empty list (no zero count, no search)', async () => {
    api.mock({ 'POST /user/services/provider': ok(createProvidersPage([], { total: 0 })) });
    await renderProviders();
    const note = await screen.findByRole('status', { name: '' });
    expect(within(note).getByRole('heading', { name: 'لا يوجد مقدمو خدمة لهذه الخدمة بعد' })).toBeInTheDocument();
    expect(note).toHaveTextContent('أضف طلبك الآن');
    // The form itself, inline (one copy: no side panel or modal button beside it).
    expect(await within(note).findByRole('button', { name: 'إرسال الطلب' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'أضف طلبك' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 مقدم/)).not.toBeInTheDocument();
  });

  it('tells a provider, who cannot request, that nobody offers the service yet', async () => {
    signInAs('provider');
    api.mock({ 'POST /user/services/provider': ok(createProvidersPage([], { total: 0 })) });
    await renderProviders();
    expect(await screen.findByText('كن أول من يقدّم هذه الخدمة: أضفها إلى خدماتك من لوحة التحكم.')).toBeInTheDocument();
    signOut();
  });

  it('names the page and the breadcrumb after the sub-service when the route carries ids', async () => {
    api.mock({
      'POST /user/services/provider': ok(createProvidersPage(createProviders(1))),
      'GET /user/categories/2/services': ok({ services: [{ id: 5, name: 'تصميم شعار', category: 'التصميم' }] }),
    });
    await renderPage(<ProvidersViewPage />, { path: PATH, url: '/providersView/5/2/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تصميم شعار' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByText('التصميم')).toBeInTheDocument();
    expect(within(crumbs).getByText('تصميم شعار')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 1, name: '5' })).not.toBeInTheDocument();
  });

  it('names the page from the ids in the current language, whatever language the link was made in', async () => {
    api.mock({
      'POST /user/services/provider': ok(createProvidersPage(createProviders(1))),
      'GET /user/categories/2/services': ok({ services: [{ id: 5, name: 'تصميم شعار', category: 'التصميم' }] }),
    });
    // A link made in the English UI, opened after switching to Arabic.
    await renderPage(<ProvidersViewPage />, { path: PATH, url: `/providersView/5/2/${encodeURIComponent('Logo design')}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'تصميم شعار' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByText('التصميم')).toBeInTheDocument();
    expect(screen.queryByText('Logo design')).not.toBeInTheDocument();
  });

  describe('paginator', () => {
    it('is hidden when the total does not exceed the page size', async () => {
      api.mock({ 'POST /user/services/provider': ok(createProvidersPage(createProviders(12), { total: 12, perPage: 12 })) });
      await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });
      expect(screen.queryByRole('navigation', { name: 'التنقل بين الصفحات' })).not.toBeInTheDocument();
    });

    it('is shown when the total exceeds the page size, and loads the chosen page', async () => {
      api.mock({
        'POST /user/services/provider': (call) =>
          ok(createProvidersPage(createProviders(call.body.page === 2 ? 1 : 12), { total: 13, perPage: 12, page: Number(call.body.page) })),
      });
      await renderProviders();
      const pager = await screen.findByRole('navigation', { name: 'التنقل بين الصفحات' });
      await userEvent.click(await within(pager).findByText('2'));
      await waitFor(() => expect(api.callsTo('POST', '/user/services/provider').map((c) => c.body.page)).toEqual([1, 2]));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    });
  });

  it('searches by name within the service after a pause, and clearing the box reloads the list', async () => {
    api.mock({
      'POST /user/services/provider': ok(createProvidersPage(createProviders(3))),
      'POST /user/provider/search': ok(createProvidersPage([createProvider({ name: 'سارة' })])),
    });
    await renderProviders();
    await screen.findByRole('list', { name: 'مقدمو الخدمة' });

    const box = screen.getByRole('searchbox', { name: 'البحث عن مقدم خدمة' });
    await userEvent.type(box, 'سارة');
    await screen.findByRole('article', { name: 'سارة' });
    // Debounced: one call for the whole word, not one per keystroke.
    expect(api.callsTo('POST', '/user/provider/search').map((c) => c.body)).toEqual([{ name: 'سارة', service_id: 5, page: 1 }]);

    // The box's clear button empties it (and is there only while it holds text).
    await userEvent.click(screen.getByRole('button', { name: 'مسح البحث' }));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'مسح البحث' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  describe('filter modal', () => {
    it('sends only the choices made, and reset goes back to the plain list', async () => {
      api.mock({
        ...lookups,
        'POST /user/services/provider': ok(createProvidersPage(createProviders(3))),
        'POST /user/provider/fillter': ok(createProvidersPage([createProvider({ name: 'خبير التصميم' })])),
      });
      await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });

      await userEvent.click(await screen.findByRole('button', { name: 'تصفية' }));
      const dialog = await findDialog('تصفية النتائج');
      // Choices come from the API.
      expect(await within(dialog).findByRole('radio', { name: 'من 0 إلى 100 ر.س' })).toBeInTheDocument();
      await userEvent.click(await within(dialog).findByRole('radio', { name: 'خبير' }));
      await userEvent.click(within(dialog).getByRole('radio', { name: 'الأعلى تقييمًا' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'بحث' }));

      await screen.findByRole('article', { name: 'خبير التصميم' });
      expect(api.callsTo('POST', '/user/provider/fillter').map((c) => c.body)).toEqual([
        { service_id: 5, page: 1, experience_id: 3, sort: 'rate_desc' },
      ]);
      expect(screen.getByRole('button', { name: 'تصفية (2)' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'تصفية (2)' }));
      const again = await findDialog('تصفية النتائج');
      expect(await within(again).findByRole('radio', { name: 'خبير' })).toBeChecked();
      await userEvent.click(within(again).getByRole('button', { name: 'إعادة ضبط' }));

      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
      expect(screen.getByRole('button', { name: 'تصفية' })).toBeInTheDocument();
      expect(api.callsTo('POST', '/user/provider/fillter')).toHaveLength(1);
    });

    it('sends the price range and the maximum duration when chosen', async () => {
      api.mock({
        ...lookups,
        'POST /user/services/provider': ok(createProvidersPage(createProviders(2))),
        'POST /user/provider/fillter': ok(createProvidersPage([createProvider()])),
      });
      await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });
      await userEvent.click(await screen.findByRole('button', { name: 'تصفية' }));
      const dialog = await findDialog('تصفية النتائج');
      await userEvent.click(await within(dialog).findByRole('radio', { name: 'من 100 إلى 500 ر.س' }));
      await userEvent.type(await within(dialog).findByLabelText('أقصى مدة تنفيذ (بالأيام)'), '٧');
      await userEvent.click(within(dialog).getByRole('button', { name: 'بحث' }));
      await waitFor(() =>
        expect(api.callsTo('POST', '/user/provider/fillter').map((c) => c.body)).toEqual([
          { service_id: 5, page: 1, range_price_id: 2, duration: 7 },
        ]),
      );
    });

    it('writes the price ranges with grouped digits and the currency', async () => {
      api.mock({
        ...lookups,
        'GET /range-prices': ok([{ id: 7, from: 5000, to: 20000 }]),
        'POST /user/services/provider': ok(createProvidersPage(createProviders(1))),
      });
      await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });
      await userEvent.click(await screen.findByRole('button', { name: 'تصفية' }));
      const dialog = await findDialog('تصفية النتائج');
      expect(await within(dialog).findByRole('radio', { name: 'من 5,000 إلى 20,000 ر.س' })).toBeInTheDocument();
    });

    it('keeps the plain list when nothing was chosen, and refuses a duration that is not a whole number', async () => {
      api.mock({ ...lookups, 'POST /user/services/provider': ok(createProvidersPage(createProviders(2))) });
      await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });

      await userEvent.click(await screen.findByRole('button', { name: 'تصفية' }));
      let dialog = await findDialog('تصفية النتائج');
      await within(dialog).findByRole('radio', { name: 'خبير' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'بحث' }));
      await waitFor(() => expect(queryDialog('تصفية النتائج')).toBeUndefined());

      await userEvent.click(await screen.findByRole('button', { name: 'تصفية' }));
      dialog = await findDialog('تصفية النتائج');
      await userEvent.type(await within(dialog).findByLabelText('أقصى مدة تنفيذ (بالأيام)'), '2.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'بحث' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('أدخل عددًا صحيحًا من الأيام، 1 على الأقل');
      expect(api.callsTo('POST', '/user/provider/fillter')).toHaveLength(0);
    });
  });

  describe('open request', () => {
    it('is offered to visitors, who are asked to log in when they send it', async () => {
      api.mock({ 'POST /user/services/provider': ok(createProvidersPage(createProviders(1))) });
      const view = await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });
      await userEvent.click(await screen.findByRole('button', { name: 'أضف طلبك' }));
      const dialog = await findDialog('اطلب الخدمة من جميع مقدميها');
      await userEvent.click(await within(dialog).findByRole('button', { name: 'إرسال الطلب' }));
      expect(await screen.findByText('يجب عليك تسجيل الدخول أولاً')).toBeInTheDocument();
      expect(view.needLogin).toHaveLength(1);
      expect(api.callsTo('POST', '/user/request-service/store')).toHaveLength(0);
    });

    it('is not offered to providers', async () => {
      signInAs('provider');
      api.mock({ 'POST /user/services/provider': ok(createProvidersPage(createProviders(1))) });
      await renderProviders();
      await screen.findByRole('list', { name: 'مقدمو الخدمة' });
      expect(screen.queryByRole('button', { name: 'أضف طلبك' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'إرسال الطلب' })).not.toBeInTheDocument();
    });
  });
});
