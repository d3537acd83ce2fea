import { Placeholder } from './placeholder';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';

export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation(UI_NS);
  return (
    <div className="souq-container souq-page-skeleton" aria-busy="true" aria-live="polite">
      <span className="souq-visually-hidden">{t('loading')}</span>
      <Placeholder shape="block" height={28} width="40%" />
      <div style={{ blockSize: 16 }} />
      <Placeholder lines={rows} />
    </div>
  );
}
