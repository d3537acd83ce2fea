import { Button, Notice } from '@souq/ui';
import { ReloadOutlined } from '@souq/ui/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '@/config/i18n';

export interface LoadErrorProps {
  /** Already translated title. */
  title: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A request that failed: what failed, and a retry. */
export function LoadError({ title, description, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation(NS);
  return (
    <div role="alert" className="catalog-load-error">
      <Notice
        status="warning"
        title={title}
        description={description}
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden="true" />} onClick={onRetry} loading={retrying}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
