import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';

/** /editService/:id — placeholder until the feature lands. */
export default function EditServicePage() {
  const { t } = useTranslation(ROUTES_NS);
  return <ComingSoon page={t('editService')} />;
}
