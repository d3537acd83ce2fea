import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '@souq/ui';
import { NS } from '@/config/namespace';

/** "Are you sure?" (Yes / No) over `children` before `onConfirm`; the OK button waits for a promise it returns. */
export function Confirm({ onConfirm, description, children }: { onConfirm: () => unknown; description?: string; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <Popconfirm
      title={t('common.confirmTitle')}
      description={description ?? t('common.confirmHint')}
      okText={t('yes')}
      cancelText={t('no')}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
