import { useTranslation } from 'react-i18next';
import { Button, Result, Skeleton, theme } from '@souq/ui';

/** Loading / error / empty / text states of a reading page. */
export function TextContent({
  text,
  isPending,
  isError,
  onRetry,
}: {
  text: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  const { t } = useTranslation('static');
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <Result status="warning" title={t('messages.loadFailed')} extra={<Button onClick={onRetry}>{t('retry')}</Button>} />;
  if (!text) return <p style={{ color: token.colorTextSecondary, margin: 0 }}>{t('messages.empty')}</p>;
  return <p style={{ whiteSpace: 'pre-line', lineHeight: 1.9, fontSize: 16, margin: 0 }}>{text}</p>;
}
