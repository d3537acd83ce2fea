export { renderWithProviders, createTestQueryClient, ok } from './render';
export { fakeApi, type FakeCall } from './fake-api';
