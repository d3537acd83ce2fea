/**
 * Auth and customer-profile routes owned by the shell (paths exact, typos included:
 * existing clients link to them). The router wraps them; titleKey is translated for
 * document.title.
 */
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { PageSkeleton } from '@souq/ui';
import './i18n';

export interface FeatureRoute {
  path: string;
  element: ReactNode;
  titleKey: string;
  requiresAuth?: boolean;
}

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSkeleton />}>
    <Component />
  </Suspense>
);

const UserLogin = lazy(() => import('./pages/user-login'));
const UserRegister = lazy(() => import('./pages/user-register'));
const UserConfirm = lazy(() => import('./pages/user-confirm'));
const UserForget = lazy(() => import('./pages/user-forget'));
const UserConfirmPass = lazy(() => import('./pages/user-confirm-pass'));
const UserResetPassword = lazy(() => import('./pages/user-reset-password'));
const UserProfile = lazy(() => import('./pages/user-profile'));
const ProviderLogin = lazy(() => import('./pages/provider-login'));
const ProviderRegister = lazy(() => import('./pages/provider-register'));
const ProviderConfirm = lazy(() => import('./pages/provider-confirm'));
const ProviderForget = lazy(() => import('./pages/provider-forget'));
const ProviderConfirmPass = lazy(() => import('./pages/provider-confirm-pass'));
const ProviderResetPassword = lazy(() => import('./pages/provider-reset-password'));

export const identityRoutes: FeatureRoute[] = [
  { path: '/userLogin', element: page(UserLogin), titleKey: 'identity:titles.userLogin' },
  { path: '/userRegester', element: page(UserRegister), titleKey: 'identity:titles.userRegister' },
  { path: '/userConfirm', element: page(UserConfirm), titleKey: 'identity:titles.userConfirm' },
  { path: '/userForgetView', element: page(UserForget), titleKey: 'identity:titles.userForget' },
  { path: '/userConfirmPass', element: page(UserConfirmPass), titleKey: 'identity:titles.userConfirmPass' },
  { path: '/userResetPassword', element: page(UserResetPassword), titleKey: 'identity:titles.userResetPassword' },
  { path: '/userProfile', element: page(UserProfile), titleKey: 'identity:titles.userProfile', requiresAuth: true },
  { path: '/providerLogin', element: page(ProviderLogin), titleKey: 'identity:titles.providerLogin' },
  { path: '/providerRegester', element: page(ProviderRegister), titleKey: 'identity:titles.providerRegister' },
  { path: '/providerConfirm', element: page(ProviderConfirm), titleKey: 'identity:titles.providerConfirm' },
  { path: '/ForgetView', element: page(ProviderForget), titleKey: 'identity:titles.providerForget' },
  { path: '/confirmPass', element: page(ProviderConfirmPass), titleKey: 'identity:titles.providerConfirmPass' },
  { path: '/resetPassword', element: page(ProviderResetPassword), titleKey: 'identity:titles.providerResetPassword' },
];
