import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type ProviderShow, useSession } from '@souq/auth';
import { paths } from '@souq/routes';
import { Notice } from '@souq/ui';
import { NS } from '@/config/namespace';

/** Who may open which page (docs/product/README.md#roles-and-permissions): freelancers see no products or reports, store owners no works. */
export const FREELANCER_PAGES: readonly ProviderShow[] = ['freelancer', 'bothProviders'];
export const STORE_PAGES: readonly ProviderShow[] = ['storeOwner', 'bothProviders'];
export const ALL_PROVIDERS: readonly ProviderShow[] = ['freelancer', 'storeOwner', 'bothProviders'];

export interface ProviderGateProps {
  allow?: readonly ProviderShow[];
  children: ReactNode;
}

/**
 * Renders its page only for a signed-in provider of an allowed kind; anyone else reads why,
 * with a way on (never an endless skeleton). The kind comes from the session (`providerShow`,
 * set at sign-in and on every profile save).
 */
export function ProviderGate({ allow = ALL_PROVIDERS, children }: ProviderGateProps) {
  const { t } = useTranslation(NS);
  const token = useSession((s) => s.token);
  const visitor = useSession((s) => s.visitor);
  const kind = useSession((s) => s.providerShow) ?? 'bothProviders';

  if (!token || visitor !== 'provider') {
    return (
      <div className="souq-container pa-page">
        <Notice
          title={t('common.providersOnly')}
          description={t('common.providersOnlyHint')}
          extra={
            <Link className="souq-btn souq-btn--primary" to={paths.providerLogin.getHref()}>
              {t('common.signIn')}
            </Link>
          }
        />
      </div>
    );
  }
  if (!allow.includes(kind)) {
    const freelancer = kind === 'freelancer';
    return (
      <div className="souq-container pa-page">
        <Notice
          title={t(freelancer ? 'common.notForFreelancers' : 'common.notForStoreOwners')}
          description={t(freelancer ? 'common.notForFreelancersHint' : 'common.notForStoreOwnersHint')}
          extra={
            <Link className="souq-btn souq-btn--primary" to={paths.providerEditProfile.getHref()}>
              {t('common.editProfile')}
            </Link>
          }
        />
      </div>
    );
  }
  return <>{children}</>;
}
