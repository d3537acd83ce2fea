import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';

/** /userOrderDetails/:id — placeholder until the feature lands. */
export default function UserOrderDetailsPage() {
  const { t } = useTranslation(ROUTES_NS);
  return <ComingSoon page={t('userOrderDetails')} />;
}
