/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
/**
 * The checks every remote's `./pages` test makes (see `<remote>/src/app/pages.test.tsx`): the
 * exposed page map matches the routes, and a page renders the way the shell mounts it.
 */
import { type ComponentType, Suspense } from 'react';
import { render, type RenderResult, screen } from '@testing-library/react';
import type { HarnessRoute } from '@souq/ui/harness';
import { SouqProviders } from '@souq/ui';

/** Exactly these page names are exposed, and every harness route has its page. */
export function expectExposedPages(pages: Record<string, ComponentType>, harnessRoutes: HarnessRoute[], names: string[]) {
  expect(Object.keys(pages).sort()).toEqual(names);
  for (const r of harnessRoutes) expect(pages[r.page]).toBeDefined();
}

/** An exposed (lazy) page inside the providers and a Suspense boundary, without a router. */
export function renderExposedPage(Page: ComponentType): RenderResult {
  return render(
    <SouqProviders>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </SouqProviders>,
  );
}

/** A not-yet-built page shows the localized "coming soon" placeholder under its title. */
export async function expectPlaceholderPage(Page: ComponentType, title: string) {
  renderExposedPage(Page);
  expect(await screen.findByText('قريباً')).toBeInTheDocument();
  expect(screen.getByText(title)).toBeInTheDocument();
}
