import { ApiError } from '@souq/api-client';
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

/**
 * A list or panel whose request failed: say so (not "empty") and offer a retry. When the server
 * refused the request itself (a `fail` answer, e.g. a category that does not exist), its
 * localized message says why.
 */
export function LoadFailed({ onRetry, compact = true, error }: { onRetry?: () => void; compact?: boolean; error?: unknown }) {
  const { t } = useTranslation(UI_NS);
  const refused = error instanceof ApiError && error.key === 'fail' && error.status < 500 && error.message;
  return <FailureNotice title={t('loadFailed')} description={refused || undefined} onRetry={onRetry} compact={compact} />;
}
