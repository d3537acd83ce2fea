/** The provider profile as `POST /user/provider/show-profile` answers it, and its parts the components show. */
import type { catalog, ResponseData } from '@souq/contracts';

export type ProviderProfile = ResponseData<typeof catalog.providerProfile>;
export type Work = ProviderProfile['works'][number];
export type ProfileProduct = ProviderProfile['products'][number];
export type ProfileService = ProviderProfile['services'][number];
