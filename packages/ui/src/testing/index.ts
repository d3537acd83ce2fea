export { renderWithProviders, createTestQueryClient, ok } from './render';
export { fakeApi, type FakeCall } from './fake-api';
export { expectExposedPages, expectPlaceholderPage, renderExposedPage } from './exposed-pages';
export { fill, setupUser } from './user';
