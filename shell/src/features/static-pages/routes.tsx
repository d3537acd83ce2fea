/** Static pages owned by the shell (paths exact). */
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

const About = lazy(() => import('./pages/about-page'));
const Conditions = lazy(() => import('./pages/conditions-page'));
const Contact = lazy(() => import('./pages/contact-page'));
const Complains = lazy(() => import('./pages/complains-page'));
const DeleteAccount = lazy(() => import('./pages/delete-account-page'));

export const staticRoutes: FeatureRoute[] = [
  { path: '/whousView', element: page(About), titleKey: 'static:titles.about' },
  { path: '/conditionView', element: page(Conditions), titleKey: 'static:titles.conditions' },
  { path: '/contactView', element: page(Contact), titleKey: 'static:titles.contact' },
  { path: '/complainsView', element: page(Complains), titleKey: 'static:titles.complains' },
  { path: '/formDeleteAccount', element: page(DeleteAccount), titleKey: 'static:titles.deleteAccount' },
];
