/**
 * Test helpers of the static pages: real providers + memory router. (Kept here rather than
 * imported from another feature; the fetch stub is @souq/mf-config/testing's mockApi.)
 */
import { type ReactElement, Suspense } from 'react';
import { act, configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { bus } from '@souq/event-bus';
import { SouqProviders } from '@souq/ui';
import '../i18n';

// antd renders slowly in jsdom, and more so when suites run in parallel on few cores.
configure({ asyncUtilTimeout: 20_000 });

export const COUNTRIES = [{ key: '+966', name: 'Saudi Arabia', code: 'SA', image: 'https://cdn.test/sa.png', label: 'SA' }];

export async function renderStatic(ui: ReactElement, path: string) {
  const toasts: { level: string; message: string }[] = [];
  bus.on('toast', (t) => toasts.push({ level: t.level, message: t.message }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Awaited act: pages suspend while antd hooks load (React `use`).
  await act(async () => {
    render(
      <SouqProviders queryClient={queryClient}>
        {/* As in the app (app/shell-pages.tsx): pages may suspend while antd parts load. */}
        <Suspense fallback={null}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          </MemoryRouter>
        </Suspense>
      </SouqProviders>,
    );
  });
  return { toasts };
}
