import { adminSessionStore } from '@souq/auth';
import { i18n } from '@souq/i18n';
import { type MockedApi, mockApi } from '@souq/testing';

/** A signed-in platform admin (what the login page stores). */
export function signInAdmin() {
  adminSessionStore.getState().signIn({ token: 'test-admin-token', id: 1, name: 'مدير المنصة', email: 'admin@souq.sa' });
}

export function signOutAdmin() {
  adminSessionStore.getState().signOut();
}

/**
 * Every test of the file starts signed in as an admin, in Arabic; `mock(routes)` answers the
 * API (restored after the test), and the language goes back to Arabic.
 */
export function withAdminSession() {
  let api: MockedApi | undefined;
  beforeEach(() => {
    localStorage.clear();
    signInAdmin();
  });
  afterEach(async () => {
    api?.restore();
    api = undefined;
    await i18n.changeLanguage('ar');
  });
  return {
    mock(routes: Parameters<typeof mockApi>[0]): MockedApi {
      api = mockApi(routes);
      return api;
    },
  };
}
