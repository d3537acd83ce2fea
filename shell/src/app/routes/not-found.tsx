import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, HomeOutlined, Result } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { paths } from '@souq/routes';

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  return (
    <Result
      // antd's 404 artwork carries an English <title> ("No Found"): a plain numeral instead.
      icon={
        <div className="souq-not-found-code" aria-hidden="true">
          404
        </div>
      }
      title={t('notFound.title')}
      subTitle={t('notFound.message')}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(paths.home.getHref())}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
