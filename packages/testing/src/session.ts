/** The stored session, as after a login or a logout. */
import { sessionStore, type Visitor } from '@souq/auth';

export function signInAs(visitor: Visitor, extra: { name?: string; phone?: string; country_code?: string } = {}) {
  sessionStore.getState().signIn({ token: `test-${visitor}-token`, visitor, name: 'Tester', ...extra });
}

export function signOut() {
  sessionStore.getState().signOut();
  sessionStore.getState().update({ phone: null, country_code: null });
}
