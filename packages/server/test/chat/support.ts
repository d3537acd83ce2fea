/** Chat test data: a customer, a provider and a room between them, with tokens. */
import type { TestApp } from '../helpers/test-app';
import { makeProvider, makeUser } from '../catalog/fixtures';

export async function chatParties(t: TestApp, names: { user?: string; provider?: string } = {}) {
  const { db, tokens } = t.app.deps;
  const user = await makeUser(db, names.user ?? 'سارة');
  const provider = await makeProvider(db, names.provider ?? 'مصمم', { image: null });
  const room = await t.app.services.chat.openRoom({ userId: user.id, providerId: provider.id, requestServiceId: null });
  return {
    user,
    provider,
    room,
    userToken: await tokens.issue('user', user.id),
    providerToken: await tokens.issue('provider', provider.id),
  };
}
