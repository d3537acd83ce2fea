import { adminSessionStore } from '@souq/auth';

/** A signed-in platform admin (what the login page stores). */
export function signInAdmin() {
  adminSessionStore.getState().signIn({ token: 'test-admin-token', id: 1, name: 'مدير المنصة', email: 'admin@souq.sa' });
}

export function signOutAdmin() {
  adminSessionStore.getState().signOut();
}
