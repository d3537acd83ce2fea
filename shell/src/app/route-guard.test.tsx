import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { sessionStore } from '@souq/auth';
import { preloadDeferredAntd } from '@souq/ui';
import '@/config/i18n';
import { buildRouteObjects, connectRouter } from './router';
import type { AppRoute } from './route-table';
import { createSettings, ok, renderRoutes, testApi } from '@souq/testing';

const routes: AppRoute[] = [
  {
    path: '/',
    element: (
      <div>
        <h1>home page</h1>
        <Link to="/userOrder">to orders</Link>
        <Link to="/whousView">to about</Link>
      </div>
    ),
  },
  { path: '/userOrder', element: <h1>orders page</h1>, requiresAuth: true, role: 'user', titleKey: 'routes:userOrder' },
  { path: '/whousView', element: <h1>about page</h1>, titleKey: 'routes:notifications' },
];

/** The shell's route objects (with its own not-found page) inside the providers. */
let disconnect = () => {};
async function renderApp(initial = '/') {
  const objects = buildRouteObjects(routes);
  const { router } = await renderRoutes(objects, { url: initial, probe: false });
  disconnect = connectRouter(router, objects);
  return router;
}

describe('login-required routes', () => {
  beforeAll(() => preloadDeferredAntd(['modal']));
  const api = testApi();
  beforeEach(() => {
    api.mock({
      'GET /settings': ok(createSettings()),
      'GET /socials': ok([]),
      'GET /user/categories/service': ok([]),
      'GET /user/categories/store': ok([]),
      'GET /user/notifications/count': ok({ count: 3 }),
    });
  });
  afterEach(() => {
    disconnect();
    act(() => sessionStore.getState().signOut());
  });

  it('cancels the navigation and shows the need-login modal when signed out', async () => {
    const router = await renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'to orders' }));
    expect(await screen.findByText('يجب عليك تسجيل الدخول أولاً')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'orders page' })).not.toBeInTheDocument();
  });

  it('offers sign-in that carries the asked-for route, and stays open until the visitor chooses', async () => {
    const router = await renderApp();
    // Fake time from the modal's opening: a modal that closed itself would be gone 2 s later.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('link', { name: 'to orders' }));
      expect(await screen.findByText('يجب عليك تسجيل الدخول أولاً')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2100));
      expect(screen.getByText('يجب عليك تسجيل الدخول أولاً')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/userLogin'));
      expect(router.state.location.search).toBe('?returnTo=%2FuserOrder');
      expect(screen.queryByText('يجب عليك تسجيل الدخول أولاً')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a login-only route opened directly remembers it for "create account"', async () => {
    const router = await renderApp('/userOrder?tab=2');
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'إنشاء حساب جديد' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userRegester'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/userOrder?tab=2');
  });

  it('a provider on a customer page is told whose page it is and can switch accounts', async () => {
    act(() => sessionStore.getState().signIn({ token: 'ptok', visitor: 'provider' }));
    const router = await renderApp('/userOrder');
    expect(await screen.findByText('هذه الصفحة مخصصة للعملاء')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'orders page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول كعميل' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLogin'));
    expect(router.state.location.search).toBe('?returnTo=%2FuserOrder');
    expect(router.state.location.state).toEqual({ signOut: true });
  });

  it('lets public routes through and sets the translated title', async () => {
    const router = await renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'to about' }));
    expect(await screen.findByRole('heading', { name: 'about page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/whousView');
    expect(document.title).toBe('الإشعارات | سوق');
  });

  it('navigates to a login-required route when signed in', async () => {
    act(() => sessionStore.getState().signIn({ token: 'tok', visitor: 'user' }));
    const router = await renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'to orders' }));
    expect(await screen.findByRole('heading', { name: 'orders page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/userOrder');
  });

  it('shows the not-found page with a home button for unknown paths', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByText('الصفحة غير موجودة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /العودة إلى الرئيسية/ }));
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
  });

  it('uses the platform name as title on routes without one', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { name: 'home page' });
    expect(document.title).toBe('سوق');
  });
});
