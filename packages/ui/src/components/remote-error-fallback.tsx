import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';
import { FailureNotice } from './load-failed';

export interface RemoteErrorFallbackProps {
  onRetry?: () => void;
  /** Compact rendering for a widget area (home) instead of a whole page. */
  compact?: boolean;
}

/** What a remote's area shows when the remote cannot be loaded or throws. */
export function RemoteErrorFallback({ onRetry, compact = false }: RemoteErrorFallbackProps) {
  const { t } = useTranslation(UI_NS);
  return (
    <FailureNotice
      title={t('remoteError.title')}
      description={compact ? undefined : t('remoteError.message')}
      onRetry={onRetry}
      compact={compact}
      testId="remote-error-fallback"
    />
  );
}
