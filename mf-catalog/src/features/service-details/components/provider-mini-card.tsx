import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { imageSources, Stars, TitledSection } from '@souq/ui';
import { UserOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { storeServiceId } from '@/lib/service-id';
import type { ProviderServiceInfo } from '../api/get-provider-service-info';
import { paths } from '@souq/routes';

/** Who offers the service, linking to the profile (where this service can be requested). */
export function ProviderMiniCard({ provider, serviceId }: { provider: ProviderServiceInfo['provider']; serviceId: number }) {
  const { t } = useTranslation(NS);
  return (
    <TitledSection
      className="catalog-mini-provider"
      headingId="catalog-service-provider"
      heading={t('serviceDetails.provider')}
      headingClassName="souq-visually-hidden"
    >
      {provider.image ? (
        <img className="catalog-mini-provider__image" {...imageSources(provider.image, '96px')} alt="" />
      ) : (
        <span className="catalog-mini-provider__image catalog-mini-provider__image--empty" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className="catalog-mini-provider__info">
        <span className="catalog-muted">{t('serviceDetails.provider')}</span>
        <strong className="catalog-mini-provider__name">
          <bdi>{provider.name}</bdi>
        </strong>
        <Stars value={provider.rate} />
      </div>
      <Link
        to={paths.providerProfile.getHref({ id: provider.id })}
        onClick={() => storeServiceId(serviceId)}
        className="catalog-button catalog-button--primary"
      >
        {t('serviceDetails.viewProfile')}
      </Link>
    </TitledSection>
  );
}
