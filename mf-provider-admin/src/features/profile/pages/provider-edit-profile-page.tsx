import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';

/** /providerEditProfile — placeholder until the feature lands. */
export default function ProviderEditProfilePage() {
  const { t } = useTranslation(ROUTES_NS);
  return <ComingSoon page={t('providerEditProfile')} />;
}
