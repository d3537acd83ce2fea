import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';
import { Notice } from './notice';
import { PlainButton } from './plain-button';

export interface FailureNoticeProps {
  title: ReactNode;
  description?: ReactNode;
  /** A retry button when given. */
  onRetry?: () => void;
  compact: boolean;
  testId?: string;
}

/** Something could not be shown: a warning in an alert region, with a retry when one is possible. */
export function FailureNotice({ title, description, onRetry, compact, testId }: FailureNoticeProps) {
  const { t } = useTranslation(UI_NS);
  return (
    <div role="alert" data-testid={testId}>
      <Notice
        status="warning"
        compact={compact}
        title={title}
        description={description}
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

/** A list or panel whose request failed: say so (not "empty") and offer a retry. */
export function LoadFailed({ onRetry, compact = true }: { onRetry?: () => void; compact?: boolean }) {
  const { t } = useTranslation(UI_NS);
  return <FailureNotice title={t('loadFailed')} onRetry={onRetry} compact={compact} />;
}
