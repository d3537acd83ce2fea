/** Customer and provider accounts (contracts `userAccount` / `providerAccount`): one function per endpoint. */
import { type CallInput, call } from '../call';
import { providerAccount, userAccount } from '@souq/contracts';

export type Role = 'user' | 'provider';
const account = <R extends Role>(role: R) =>
  (role === 'provider' ? providerAccount : userAccount) as R extends 'provider' ? typeof providerAccount : typeof userAccount;

type UserBody<E extends keyof typeof userAccount> = NonNullable<CallInput<(typeof userAccount)[E]>['body']>;
type ProviderBody<E extends keyof typeof providerAccount> = NonNullable<CallInput<(typeof providerAccount)[E]>['body']>;
/** The flows both roles share take the same body. */
type FlowBody<E extends keyof typeof userAccount & keyof typeof providerAccount> = UserBody<E>;

export const registerUser = (body: UserBody<'register'>) => call(userAccount.register, { body });
export const registerProvider = (body: ProviderBody<'register'>) => call(providerAccount.register, { body });
export const loginUser = (body: UserBody<'login'>) => call(userAccount.login, { body });
export const loginProvider = (body: ProviderBody<'login'>) => call(providerAccount.login, { body });
export const activateUser = (body: UserBody<'activate'>) => call(userAccount.activate, { body });
export const activateProvider = (body: ProviderBody<'activate'>) => call(providerAccount.activate, { body });
export const logout = (role: Role) => call(account(role).logout);
export const getUserProfile = () => call(userAccount.profile);
export const updateUserProfile = (body: UserBody<'updateProfile'>) => call(userAccount.updateProfile, { body });

export const sendActivationCode = (role: Role, body: FlowBody<'sendCode'>) => call(account(role).sendCode, { body });
export const sendResetCode = (role: Role, body: FlowBody<'passwordResetSendCode'>) => call(account(role).passwordResetSendCode, { body });
export const verifyResetCode = (role: Role, body: FlowBody<'passwordResetVerifyCode'>) =>
  call(account(role).passwordResetVerifyCode, { body });
export const resetPassword = (role: Role, body: FlowBody<'resetPassword'>) => call(account(role).resetPassword, { body });
export const sendChangePasswordCode = (role: Role, body: FlowBody<'passwordChangeSendCode'>) =>
  call(account(role).passwordChangeSendCode, { body });
export const verifyChangePasswordCode = (role: Role, body: FlowBody<'passwordChangeVerifyCode'>) =>
  call(account(role).passwordChangeVerifyCode, { body });
export const updatePassword = (role: Role, body: FlowBody<'passwordUpdate'>) => call(account(role).passwordUpdate, { body });
export const sendChangePhoneCode = (role: Role, body: FlowBody<'phoneChangeSendCode'>) => call(account(role).phoneChangeSendCode, { body });
export const verifyCode = (role: Role, body: FlowBody<'verifyCode'>) => call(account(role).verifyCode, { body });
export const changePhone = (role: Role, body: FlowBody<'phoneChange'>) => call(account(role).phoneChange, { body });
