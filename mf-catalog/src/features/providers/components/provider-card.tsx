import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { imageSources, Price, Skeleton, Stars } from '@souq/ui';
import { UserOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { storeServiceId } from '@/lib/service-id';
import type { ProviderSummary } from '../api/types';
import { paths } from '@souq/routes';

export interface ProviderCardProps {
  provider: ProviderSummary;
  serviceId: number;
}

/** Image, name, half-step stars, price in SR and the details link (spec §2 providersView). */
export function ProviderCard({ provider, serviceId }: ProviderCardProps) {
  const { t } = useTranslation(NS);
  const nameId = useId();
  // The profile offers "request this service" only when the chosen service is stored.
  const remember = () => storeServiceId(serviceId);
  return (
    <article className="souq-card catalog-provider-card" aria-labelledby={nameId}>
      {provider.image ? (
        <img
          className="souq-card__cover catalog-provider-card__image"
          {...imageSources(provider.image, '(max-width: 640px) 50vw, 280px')}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className="souq-card__cover catalog-provider-card__image catalog-provider-card__image--empty" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className="souq-card__body catalog-provider-card__body">
        <h3 id={nameId} className="catalog-provider-card__name">
          <bdi>{provider.name}</bdi>
        </h3>
        <Stars value={provider.rate} count={provider.rates_count} />
        <div className="catalog-provider-card__price">
          {provider.price === null || provider.price === undefined ? (
            <span className="catalog-muted">{t('providers.priceUnknown')}</span>
          ) : (
            <Price amount={provider.price} />
          )}
        </div>
        <div className="catalog-provider-card__actions">
          <Link
            to={paths.providerProfile.getHref({ id: provider.id })}
            onClick={remember}
            className="catalog-button catalog-button--primary"
            aria-describedby={nameId}
          >
            {t('providers.details')}
          </Link>
          <Link
            to={paths.providerServiceDetails.getHref({ id: provider.id, num: serviceId })}
            onClick={remember}
            className="catalog-link"
            aria-describedby={nameId}
          >
            {t('providers.serviceDetails')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ProviderCardSkeleton() {
  return (
    <div className="souq-card catalog-provider-card" aria-hidden="true" data-testid="provider-card-skeleton">
      <div className="souq-card__cover catalog-skeleton-cover" />
      <div className="souq-card__body">
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2, width: ['50%', '40%'] }} />
        <Skeleton.Button active block />
      </div>
    </div>
  );
}
