/** Test helpers shared by the apps' jest suites (no React: render harnesses live in @souq/ui/testing). */
export { fail, mockApi, ok, type ApiCall, type Envelope, type MockedApi } from './mock-api';
