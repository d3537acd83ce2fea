/**
 * The pages the shell itself renders, by manifest page name (`@souq/routes`, owner `shell`).
 * The type makes a manifest entry without its page (or a stray page) fail to compile.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PageOf } from '@souq/routes';
import { PageSkeleton } from '@souq/ui';
import { HomePage } from '@/features/home/pages/home-page';
import { NotFoundPage } from './routes/not-found';

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSkeleton />}>
    <Component />
  </Suspense>
);

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const shellPages: Record<PageOf<'shell'>, ReactNode> = {
  home: <HomePage />,
  notFound: <NotFoundPage />,
  userLogin: page(lazy(() => import('@/features/identity/pages/user-login'))),
  userRegister: page(lazy(() => import('@/features/identity/pages/user-register'))),
  userConfirm: page(lazy(() => import('@/features/identity/pages/user-confirm'))),
  userForget: page(lazy(() => import('@/features/identity/pages/user-forget'))),
  userConfirmPass: page(lazy(() => import('@/features/identity/pages/user-confirm-pass'))),
  userResetPassword: page(lazy(() => import('@/features/identity/pages/user-reset-password'))),
  userProfile: page(lazy(() => import('@/features/identity/pages/user-profile'))),
  providerLogin: page(lazy(() => import('@/features/identity/pages/provider-login'))),
  providerRegister: page(lazy(() => import('@/features/identity/pages/provider-register'))),
  providerConfirm: page(lazy(() => import('@/features/identity/pages/provider-confirm'))),
  providerForget: page(lazy(() => import('@/features/identity/pages/provider-forget'))),
  providerConfirmPass: page(lazy(() => import('@/features/identity/pages/provider-confirm-pass'))),
  providerResetPassword: page(lazy(() => import('@/features/identity/pages/provider-reset-password'))),
  notifications: page(named(() => import('@/features/notifications/pages/notifications-page'), 'NotificationsPage')),
  about: page(lazy(() => import('@/features/static-pages/pages/about-page'))),
  conditions: page(lazy(() => import('@/features/static-pages/pages/conditions-page'))),
  contact: page(lazy(() => import('@/features/static-pages/pages/contact-page'))),
  complains: page(lazy(() => import('@/features/static-pages/pages/complains-page'))),
  deleteAccount: page(lazy(() => import('@/features/static-pages/pages/delete-account-page'))),
};
