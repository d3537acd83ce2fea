/**
 * Renders a catalog page the way the shell does: the real providers (i18n, antd, react-query,
 * toaster, need-login modal) and a router holding the page at its route; any other path shows
 * a probe with the location, so navigation can be asserted.
 */
import type { ReactElement } from 'react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore, type Visitor } from '@souq/auth';
import { bus, type ToastLevel } from '@souq/event-bus';
import { SouqProviders } from '@souq/ui';
import '@/config/i18n';

// antd renders slowly in a cold jsdom (the first form can take seconds), more so when suites
// run in parallel on few cores; waits only last this long when something is really missing.
configure({ asyncUtilTimeout: 20_000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderPageOptions {
  /** Route path the page is mounted at, e.g. `/providerProfile/:id`. */
  path: string;
  /** Initial URL. */
  url: string;
}

export function renderPage(ui: ReactElement, { path, url }: RenderPageOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
  const toasts: { level: ToastLevel; message: string }[] = [];
  const cartCounts: number[] = [];
  const needLogin: number[] = [];
  const offs = [
    bus.on('toast', ({ level, message }) => toasts.push({ level, message })),
    bus.on('cart:count', ({ count }) => cartCounts.push(count)),
    bus.on('need-login', () => needLogin.push(Date.now())),
  ];
  const utils = render(
    <SouqProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </SouqProviders>,
  );
  const unmount = utils.unmount;
  return {
    ...utils,
    toasts,
    cartCounts,
    needLogin,
    queryClient,
    unmount() {
      for (const off of offs) off();
      unmount();
    },
  };
}

/** A stored session, as after a login. */
export function signInAs(visitor: Visitor, extra: { phone?: string; country_code?: string } = {}) {
  sessionStore.getState().signIn({ token: `test-${visitor}-token`, visitor, name: 'Tester', ...extra });
}

export function signOut() {
  sessionStore.getState().signOut();
  sessionStore.getState().update({ phone: null, country_code: null });
}

/** A file as a picker would give it. */
export const imageFile = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

const titled = (title: string) => (el: Element) => el.querySelector('.ant-modal-title')?.textContent === title;

/**
 * The open modal with this title. (antd names dialogs through ids from `useId`, which are
 * all 'test-id' under NODE_ENV=test, so role queries by name are unreliable there.)
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find(titled(title));
    if (!dialog) throw new Error(`no open dialog titled "${title}"`);
    return dialog;
  });
}

export const queryDialog = (title: string): HTMLElement | undefined => screen.queryAllByRole('dialog').find(titled(title));
