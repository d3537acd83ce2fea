import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';

/** /cartView — placeholder until the feature lands. */
export default function CartViewPage() {
  const { t } = useTranslation(ROUTES_NS);
  return <ComingSoon page={t('cartView')} />;
}
