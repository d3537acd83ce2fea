import { sessionStore, type ProviderShow } from '@souq/auth';

/** A signed-in provider of the given kind (what login stores). */
export function signInProvider(kind: ProviderShow = 'bothProviders') {
  sessionStore.getState().signIn({ token: 'test-provider-token', visitor: 'provider', name: 'سارة', providerShow: kind });
}
