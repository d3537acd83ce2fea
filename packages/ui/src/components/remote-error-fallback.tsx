import { PlainButton } from './plain-button';
import { Notice } from './notice';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';

export interface RemoteErrorFallbackProps {
  onRetry?: () => void;
  /** Compact rendering for a widget area (home) instead of a whole page. */
  compact?: boolean;
}

/** What a remote's area shows when the remote cannot be loaded or throws. */
export function RemoteErrorFallback({ onRetry, compact = false }: RemoteErrorFallbackProps) {
  const { t } = useTranslation(UI_NS);
  return (
    <div role="alert" data-testid="remote-error-fallback">
      <Notice
        status="warning"
        compact={compact}
        title={t('remoteError.title')}
        description={compact ? undefined : t('remoteError.message')}
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
