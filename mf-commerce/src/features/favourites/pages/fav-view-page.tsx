import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';

/** /favView — placeholder until the feature lands. */
export default function FavViewPage() {
  const { t } = useTranslation(ROUTES_NS);
  return <ComingSoon page={t('favView')} />;
}
