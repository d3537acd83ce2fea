/**
 * Test helpers shared by the apps: render inside the real providers (fresh query client,
 * no retries) and a memory router.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SouqProviders } from '../providers';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}): RenderResult {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  return render(
    <SouqProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </SouqProviders>,
  );
}

/** A successful API envelope. */
export const ok = <T,>(data: T, msg = '') => ({ key: 'success' as const, msg, data });
