import { useTranslation } from 'react-i18next';
import { Tag } from '@souq/ui';
import { NS } from '@/config/namespace';

const COLORS: Record<string, string> = {
  pending: 'gold',
  open: 'gold',
  approved: 'green',
  active: 'green',
  paid: 'green',
  refunded: 'blue',
  released: 'cyan',
  closed: 'default',
  rejected: 'red',
  suspended: 'red',
  inactive: 'default',
};

/** A record's state, localized (`status.<value>`), coloured by what it asks of the admin. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  return <Tag color={COLORS[status] ?? 'default'}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}
