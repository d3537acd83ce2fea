/**
 * @souq/testing — the web apps' test toolkit (see the README's "Testing" section):
 * - `mockApi` — the one network mock, at the edge (global fetch), with `ok` / `fail` envelopes;
 * - `renderPage` / `renderRoutes` — the one render helper, inside the shell's providers;
 * - factories (`createProvider(overrides)`, `COUNTRIES`, …) for the API's data shapes;
 * - antd-in-jsdom helpers (`setupUser`, `fill`, `findDialog`) and session helpers.
 */
export { type Envelope, fail, ok } from './envelope';
export { type ApiCall, deferred, type MockedApi, mockApi, testApi } from './mock-api';
export { createTestQueryClient, type RenderPageOptions, type RenderRoutesOptions, renderPage, renderRoutes } from './render';
export { signInAs, signOut } from './session';
export { fill, findCodeBoxes, findDialog, imageFile, queryDialog, setupUser } from './dom';
export { expectExposedPages, expectPlaceholderPage, renderExposedPage } from './exposed-pages';
export { expectSkeletonThenEmpty } from './widget';
export * from './factories';
export { type FakeEmit, type FakeRealtime, type FakeSocket, fakeRealtime } from './fake-realtime';
