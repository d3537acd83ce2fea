import { useTranslation } from 'react-i18next';
import { Button, Popconfirm } from '@souq/ui';
import { NS } from '@/config/namespace';

export interface ConfirmButtonProps {
  label: string;
  /** The question (already translated); defaults to "Are you sure?". */
  question?: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
}

/** A destructive or lasting action: asks first, then stays disabled while the request runs. */
export function ConfirmButton({ label, question, danger = false, pending, onConfirm }: ConfirmButtonProps) {
  const { t } = useTranslation(NS);
  return (
    <Popconfirm
      title={question ?? t('common.confirmTitle')}
      okText={t('yes')}
      cancelText={t('no')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
      disabled={pending}
    >
      <Button size="small" danger={danger} disabled={pending} loading={pending}>
        {label}
      </Button>
    </Popconfirm>
  );
}
