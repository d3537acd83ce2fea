/** Service requests (contracts `requests`): one function per endpoint. */
import { type CallInput, call } from '../call';
import { requests } from '@souq/contracts';

type Body<E extends keyof typeof requests> = NonNullable<CallInput<(typeof requests)[E]>['body']>;

export const storeServiceRequest = (body: Body<'store'>) => call(requests.store, { body });
export const getProviderRequests = (body: Body<'providerList'>) => call(requests.providerList, { body });
export const getProviderRequestCounts = () => call(requests.providerCounts);
