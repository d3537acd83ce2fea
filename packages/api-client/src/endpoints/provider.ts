/** The provider's back office (contracts `provider`, plus the provider's own profile): one function per endpoint. */
import { type CallInput, call } from '../call';
import { lookups, provider, providerAccount } from '@souq/contracts';

type Body<E extends keyof typeof provider> = NonNullable<CallInput<(typeof provider)[E]>['body']>;
type ProfileBody = NonNullable<CallInput<typeof providerAccount.updateProfile>['body']>;

export const getOwnProviderProfile = () => call(providerAccount.profile);
export const updateProviderProfile = (body: ProfileBody) => call(providerAccount.updateProfile, { body });
export const getProviderExperiences = () => call(lookups.providerExperiences);

export const getProviderServices = () => call(provider.services);
export const showProviderService = (providerServiceId: number) =>
  call(provider.serviceShow, { body: { provider_service_id: providerServiceId } });
export const storeProviderService = (body: Body<'serviceStore'>) => call(provider.serviceStore, { body });
export const updateProviderService = (body: Body<'serviceUpdate'>) => call(provider.serviceUpdate, { body });
export const deleteProviderService = (providerServiceId: number) =>
  call(provider.serviceDelete, { body: { provider_service_id: providerServiceId } });
export const deleteProviderServiceImage = (body: Body<'serviceImageDelete'>) => call(provider.serviceImageDelete, { body });

export const getProviderCv = () => call(provider.cv);
export const updateProviderCv = (body: Body<'cvUpdate'>) => call(provider.cvUpdate, { body });

export const getProviderWorks = () => call(provider.works);
export const showProviderWork = (workId: number) => call(provider.workShow, { body: { work_id: workId } });
export const storeProviderWork = (body: Body<'workStore'>) => call(provider.workStore, { body });
export const updateProviderWork = (body: Body<'workUpdate'>) => call(provider.workUpdate, { body });
export const deleteProviderWork = (workId: number) => call(provider.workDestroy, { body: { work_id: workId } });
export const deleteProviderWorkImage = (body: Body<'workImageDelete'>) => call(provider.workImageDelete, { body });

export const getBankAccount = () => call(provider.bankAccount);
export const addBankAccount = (body: Body<'bankAccountAdd'>) => call(provider.bankAccountAdd, { body });
export const updateBankAccount = (body: Body<'bankAccountUpdate'>) => call(provider.bankAccountUpdate, { body });
