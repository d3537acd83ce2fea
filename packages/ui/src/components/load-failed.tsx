import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';
import { Notice } from './notice';
import { PlainButton } from './plain-button';

/** A list or panel whose request failed: say so (not "empty") and offer a retry. */
export function LoadFailed({ onRetry, compact = true }: { onRetry?: () => void; compact?: boolean }) {
  const { t } = useTranslation(UI_NS);
  return (
    <div role="alert">
      <Notice
        status="warning"
        compact={compact}
        title={t('loadFailed')}
        extra={
          onRetry ? (
            <PlainButton variant="primary" onClick={onRetry}>
              {t('retry')}
            </PlainButton>
          ) : null
        }
      />
    </div>
  );
}
