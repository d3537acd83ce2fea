import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@souq/ui';

/** Shown when a code step is opened without the phone of the previous step. */
export function MissingPhone({ restartTo }: { restartTo: string }) {
  const { t } = useTranslation('identity');
  return (
    <Alert type="warning" showIcon title={t('messages.missingPhone')} description={<Link to={restartTo}>{t('links.startAgain')}</Link>} />
  );
}
