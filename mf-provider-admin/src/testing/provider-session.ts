import { sessionStore, type ProviderShow } from '@souq/auth';

/** A signed-in provider of the given kind (what login stores). */
export function signInProvider(kind: ProviderShow = 'bothProviders') {
  sessionStore.getState().signIn({ token: 'test-provider-token', visitor: 'provider', name: 'سارة', providerShow: kind });
}

/** Each test of the suite starts with a cleared storage and a provider of `kind` signed in. */
export function signInProviderEachTest(kind: ProviderShow) {
  beforeEach(() => {
    localStorage.clear();
    signInProvider(kind);
  });
}
