import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { setRealtimeTransport } from '@souq/api-client';
import { type FakeRealtime, fakeRealtime, type MockedApi, mockApi, ok, renderPage, signInAs, signOut } from '@souq/testing';
import { pages } from '@/app/pages';
import { widgets } from '@/app/widgets';
import { createUserOrder } from '@/testing/factories';
import '@/config/i18n';

jest.setTimeout(60_000);

let api: MockedApi | undefined;
let socket: FakeRealtime;

beforeEach(() => {
  localStorage.clear();
  signOut();
  socket = fakeRealtime();
  setRealtimeTransport(socket.transport as never);
});
afterEach(() => {
  api?.restore();
  api = undefined;
  setRealtimeTransport();
});

const provider = { id: 9, name: 'سارة المصممة', image: 'https://cdn.test/providers/9.jpg' };
const inProgress = createUserOrder({ id: 21, number: 'R-3021', order_status: 3, stage: 'in_progress', provider, status: 'قيد التنفيذ' });
const delivered = { ...inProgress, stage: 'delivered', status: 'تم التسليم' };

describe('order screens follow the other party live', () => {
  it("the customer's open order shows the delivery the provider just made, without a reload", async () => {
    signInAs('user');
    api = mockApi({ 'POST /user/request-service/show': [ok(inProgress), ok(delivered)] });
    const Page = pages.userOrderDetails;
    await renderPage(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { path: '/userOrderDetails/:id', url: '/userOrderDetails/21' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /R-3021/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأكيد استلام العمل' })).not.toBeInTheDocument();
    socket.serverEmit('orderChanged', { request_service_id: 21 });
    expect(await screen.findByRole('button', { name: 'تأكيد استلام العمل' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/request-service/show')).toHaveLength(2);
  });

  it("the provider home's counters and new orders follow a new request's notification", async () => {
    signInAs('provider');
    api = mockApi({
      'POST /provider/request-services/counts': [
        ok({ new: 0, review: 0, current: 0, finished: 0 }),
        ok({ new: 1, review: 0, current: 0, finished: 0 }),
      ],
      'POST /provider/request-services': [ok([]), ok([])],
    });
    const Home = widgets.ProviderHome;
    await renderPage(<Home />);
    expect(await screen.findByTestId('counter-new')).toHaveTextContent('0');
    socket.serverEmit('notification', {
      id: 1,
      body_ar: 'طلب جديد',
      body_en: 'New request',
      created_at: '2026-11-28T12:00:00Z',
      data: { type: 'request_service', request_service_id: 30 },
    });
    await screen.findByText('1', { selector: '[data-testid="counter-new"]' });
    expect(within(screen.getByTestId('counter-new')).getByText('1')).toBeInTheDocument();
  });

  it('a notification about something else refetches nothing', async () => {
    signInAs('provider');
    api = mockApi({
      'POST /provider/request-services/counts': ok({ new: 0, review: 0, current: 0, finished: 0 }),
      'POST /provider/request-services': ok([]),
    });
    const Home = widgets.ProviderHome;
    await renderPage(<Home />);
    expect(await screen.findByTestId('counter-new')).toHaveTextContent('0');
    socket.serverEmit('notification', {
      id: 2,
      body_ar: 'أ',
      body_en: 'a',
      created_at: '2026-11-28T12:00:00Z',
      data: { type: 'other', request_service_id: null },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('POST', '/provider/request-services/counts')).toHaveLength(1);
  });
});
