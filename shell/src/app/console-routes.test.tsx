import { screen, waitFor } from '@testing-library/react';
import { adminSessionStore, sessionStore } from '@souq/auth';
import { createSettings, ok, renderRoutes, testApi } from '@souq/testing';
import '@/config/i18n';
import { buildRouteObjects } from './router';
import type { AppRoute } from './route-table';

jest.setTimeout(120_000);

/** A shop page, the console's sign-in and a console page (what the manifest gives mf_admin). */
const routes: AppRoute[] = [
  { path: '/', element: <h1>home page</h1> },
  { path: '/admin/login', element: <h1>admin sign-in</h1>, console: true },
  { path: '/admin/providers', element: <h1>providers console</h1>, console: true, requiresAuth: true, role: 'admin' },
];

describe('the admin console routes (/admin/*)', () => {
  const api = testApi();
  beforeEach(() => {
    localStorage.clear();
    api.mock({
      'GET /settings': ok(createSettings()),
      'GET /socials': ok([]),
      'GET /user/categories/service': ok([]),
      'GET /user/categories/store': ok([]),
    });
  });
  afterEach(() => {
    adminSessionStore.getState().signOut();
    sessionStore.getState().signOut();
  });

  it('send a visitor without an admin session to /admin/login, even one signed in as a customer', async () => {
    sessionStore.getState().signIn({ token: 'customer-token', visitor: 'user' });
    const { router } = await renderRoutes(buildRouteObjects(routes), { url: '/admin/providers?status=pending', probe: false });
    expect(await screen.findByRole('heading', { name: 'admin sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/admin/providers?status=pending');
    expect(screen.queryByRole('heading', { name: 'providers console' })).not.toBeInTheDocument();
  });

  it('render the page for an admin session, without the shop header and footer', async () => {
    adminSessionStore.getState().signIn({ token: 'admin-token', id: 1, name: 'Admin', email: 'admin@souq.sa' });
    await renderRoutes(buildRouteObjects(routes), { url: '/admin/providers', probe: false });
    expect(await screen.findByRole('heading', { name: 'providers console' })).toBeInTheDocument();
    expect(document.querySelector('.souq-app--console')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keep the shop pages in the shop frame', async () => {
    await renderRoutes(buildRouteObjects(routes), { url: '/', probe: false });
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.souq-app--console')).not.toBeInTheDocument());
  });
});
