/**
 * The one render helper of the web tests: a page (or a flow of pages) inside the shell's real
 * providers (`SouqProviders`: i18n, antd direction/locale, react-query without retries, the
 * toaster, the need-login modal), a Suspense boundary as the shell has around its routes, and
 * a memory data router. Any other path renders a probe with the location, so navigation can be
 * asserted (`screen.getByTestId('location')`). What the page announced on the bus (toasts,
 * cart count, need-login) is recorded.
 */
import { type ReactElement, Suspense } from 'react';
import { act, configure, type RenderResult, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject, useLocation } from 'react-router-dom';
import { bus, type ToastLevel } from '@souq/event-bus';
import { SouqProviders } from '@souq/ui';

// antd renders slowly in a cold jsdom, more so when suites run in parallel on few cores;
// waits only last this long when something is really missing.
configure({ asyncUtilTimeout: 20_000 });

/** A query client for one test: no retries, no cache kept between tests. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderRoutesOptions {
  /** Initial URL. */
  url?: string;
  /** Add the catch-all location probe (off when the routes bring their own not-found page). */
  probe?: boolean;
}

/** Several routes (a multi-step flow, or the shell's route objects) inside the providers. */
export async function renderRoutes(routes: RouteObject[], { url = '/', probe = true }: RenderRoutesOptions = {}) {
  const queryClient = createTestQueryClient();
  const toasts: { level: ToastLevel; message: string }[] = [];
  const cartCounts: number[] = [];
  const needLogin: number[] = [];
  const offs = [
    bus.on('toast', ({ level, message }) => toasts.push({ level, message })),
    bus.on('cart:count', ({ count }) => cartCounts.push(count)),
    bus.on('need-login', () => needLogin.push(Date.now())),
  ];
  const router = createMemoryRouter(probe ? [...routes, { path: '*', element: <LocationProbe /> }] : routes, {
    initialEntries: [url],
  });
  let utils!: RenderResult;
  // Rendered inside an awaited act: pages suspend while antd parts load (React `use`), and
  // React only resumes them from an awaited act scope.
  await act(async () => {
    utils = render(
      <SouqProviders queryClient={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </SouqProviders>,
    );
  });
  const unmount = utils.unmount;
  return {
    ...utils,
    router,
    queryClient,
    toasts,
    cartCounts,
    needLogin,
    unmount() {
      for (const off of offs) off();
      unmount();
    },
  };
}

export interface RenderPageOptions {
  /** Route path the page is mounted at, e.g. `/providerProfile/:id` (default: any path). */
  path?: string;
  /** Initial URL (default: `path`). */
  url?: string;
}

/** One page or component at its route inside the providers. */
export function renderPage(ui: ReactElement, { path = '/', url }: RenderPageOptions = {}) {
  return renderRoutes([{ path, element: ui }], { url: url ?? path });
}
