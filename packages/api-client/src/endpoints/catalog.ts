/** Browsing providers (contracts `catalog`): one function per endpoint. */
import { type CallInput, call } from '../call';
import { catalog, type SearchType } from '@souq/contracts';

type Body<E extends keyof typeof catalog> = NonNullable<CallInput<(typeof catalog)[E]>['body']>;

export const getProvidersOfService = (body: Body<'providersOfService'>) => call(catalog.providersOfService, { body });
export const filterProviders = (body: Body<'filterProviders'>) => call(catalog.filterProviders, { body });
export const searchProviders = (body: Body<'searchProviders'>) => call(catalog.searchProviders, { body });
export const getProviderServiceInfo = (body: Body<'providerServiceInfo'>) => call(catalog.providerServiceInfo, { body });
export const getProviderProfile = (body: Body<'providerProfile'>) => call(catalog.providerProfile, { body });
export const followProvider = (providerId: number) => call(catalog.follow, { body: { provider_id: providerId } });
export const unfollowProvider = (providerId: number) => call(catalog.unfollow, { body: { provider_id: providerId } });
export const fileProviderComplaint = (body: Body<'complaint'>) => call(catalog.complaint, { body });
export const getProviderRates = (providerId: number) => call(catalog.providerRates, { params: { id: providerId } });
/** GET /user/search: without `type` the header's suggestions, with it one page of that group. */
export const globalSearch = (query: { q: string; type?: SearchType; page?: number }) => call(catalog.globalSearch, { query });
