/**
 * Test helpers of the static pages: real providers + memory router, and a fetch stub with
 * envelope answers. (Kept here rather than imported from another feature.)
 */
import { type ReactElement, Suspense } from 'react';
import { act, configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { bus } from '@souq/event-bus';
import { SouqProviders } from '@souq/ui';
import '../i18n';

// antd renders slowly in jsdom, and more so when suites run in parallel on few cores.
configure({ asyncUtilTimeout: 20_000 });

export type Envelope = { key: string; msg: string; data: unknown };
export const ok = (data: unknown = null, msg = 'ok'): Envelope => ({ key: 'success', msg, data });
export const fail = (msg: string): Envelope => ({ key: 'fail', msg, data: null });
export const COUNTRIES = [{ key: '+966', name: 'Saudi Arabia', code: 'SA', image: 'https://cdn.test/sa.png', label: 'SA' }];

export function mockApi(routes: Record<string, Envelope>) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname.replace(/^\/api\/v1/, '');
    const text = await req.text();
    calls.push({ method: req.method, path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
    const envelope = routes[`${req.method} ${path}`] ?? fail(`unmocked ${req.method} ${path}`);
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export async function renderStatic(ui: ReactElement, path: string) {
  const toasts: { level: string; message: string }[] = [];
  bus.on('toast', (t) => toasts.push({ level: t.level, message: t.message }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Awaited act: pages suspend while antd hooks load (React `use`).
  await act(async () => {
    render(
      <SouqProviders queryClient={queryClient}>
        {/* As in the app (routes.tsx): pages may suspend while antd parts load. */}
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

export const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

export async function fill(user: ReturnType<typeof setupUser>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}
