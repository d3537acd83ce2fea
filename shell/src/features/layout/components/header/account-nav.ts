/**
 * Where a signed-in visitor's account menu leads (docs/product/provider-back-office.md#who-sees-what: freelancers see no
 * products or reports, store owners see no works; both kinds see all). Labels are the
 * routes' own titles (`@souq/routes` titles), so a page and its menu entry never disagree.
 */
import type { ProviderShow, Visitor } from '@souq/auth';
import type { RouteName } from '@souq/routes';

export interface AccountLink {
  route: RouteName;
  /** Provider kinds that do not get this entry. */
  hiddenFor?: readonly ProviderShow[];
}

export const ACCOUNT_NAV: Record<Visitor, readonly AccountLink[]> = {
  user: [
    { route: 'userProfile' },
    { route: 'userOrder' },
    { route: 'walletView' },
    { route: 'filesView' },
    { route: 'favView' },
    { route: 'userReviews' },
  ],
  provider: [
    { route: 'providerEditProfile' },
    { route: 'providerOrder' },
    { route: 'worksView', hiddenFor: ['storeOwner'] },
    { route: 'providerProducts', hiddenFor: ['freelancer'] },
    { route: 'fainancialView' },
    { route: 'bankView' },
    { route: 'reportsView', hiddenFor: ['freelancer'] },
    { route: 'userReviews' },
  ],
};

export function accountLinks(visitor: Visitor, kind: ProviderShow | null): readonly AccountLink[] {
  return ACCOUNT_NAV[visitor].filter((l) => !(visitor === 'provider' && kind && l.hiddenFor?.includes(kind)));
}
