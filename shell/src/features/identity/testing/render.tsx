import { type ReactElement, Suspense } from 'react';
import { act, configure, type RenderResult, render, waitFor, within } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { bus } from '@souq/event-bus';
import type { ToastLevel } from '@souq/event-bus';
import { SouqProviders } from '@souq/ui';
import '../i18n';

// antd renders slowly in jsdom, and more so when suites run in parallel on few cores.
configure({ asyncUtilTimeout: 20_000 });

/** Where the app navigated to (rendered by the catch-all route). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderOptions {
  /** Route path the page is mounted at. */
  path: string;
  /** Initial URL, defaults to `path`. */
  url?: string;
}

/** The page inside the real providers (i18n, antd, react-query) and a memory router. */
export function renderPage(ui: ReactElement, { path, url }: RenderOptions) {
  return renderRoutes([{ path, element: ui }], url ?? path);
}

/** Several pages (a multi-step flow) inside the real providers; other paths show a probe. */
export async function renderRoutes(routes: { path: string; element: ReactElement }[], url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const toasts: { level: ToastLevel; message: string }[] = [];
  const off = bus.on('toast', ({ level, message }) => toasts.push({ level, message }));
  let utils!: RenderResult;
  // Rendered inside an awaited act: pages suspend while antd hooks load (React `use`), and
  // React only resumes them from an awaited act scope.
  await act(async () => {
    utils = render(
      <SouqProviders queryClient={queryClient}>
        {/* As in the app (routes.tsx): pages may suspend while antd parts load. */}
        <Suspense fallback={null}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </Suspense>
      </SouqProviders>,
    );
  });
  return { ...utils, toasts, queryClient, unsubscribe: off };
}

/** The five code boxes once they have rendered (the inputs load lazily). */
export async function findCodeBoxes(scope: HTMLElement = document.body): Promise<HTMLInputElement[]> {
  const group = await within(scope).findByRole('group', { name: i18n.t('identity:fields.code') });
  return waitFor(() => {
    const boxes = within(group).getAllByRole('textbox') as HTMLInputElement[];
    if (boxes.length !== 5) throw new Error(`expected 5 code boxes, found ${boxes.length}`);
    return boxes;
  });
}
