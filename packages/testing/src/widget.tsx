/** Checks shared by the home widgets' tests. */
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { ok } from './envelope';
import { deferred, type testApi } from './mock-api';
import { renderPage } from './render';

/**
 * A widget that reads one list: its skeleton (`data-testid={skeleton}`) shows while `route` is
 * unanswered, then `empty` once the list comes back empty.
 */
export async function expectSkeletonThenEmpty(
  api: ReturnType<typeof testApi>,
  widget: ReactElement,
  { route, skeleton, empty }: { route: string; skeleton: string; empty: string },
) {
  const list = deferred();
  api.mock({ [route]: list.answer });
  await renderPage(widget);
  expect(screen.getByTestId(skeleton)).toBeInTheDocument();
  list.resolve(ok([]));
  expect(await screen.findByText(empty)).toBeInTheDocument();
}
