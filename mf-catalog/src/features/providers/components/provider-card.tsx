import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coverImage, Price, Stars } from '@souq/ui';
import { UserOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { storeServiceId } from '@/lib/service-id';
import type { ProviderCard as ProviderSummary } from '@souq/contracts';
import { paths } from '@souq/routes';

export interface ProviderCardProps {
  provider: ProviderSummary;
  serviceId: number;
  /** The first cards of the list: their image is the page's largest paint, fetched at once. */
  priority?: boolean;
}

/** Image, name, half-step stars, price in SR and the details link (docs/product/catalogue.md#providers-of-a-service). */
export function ProviderCard({ provider, serviceId, priority = false }: ProviderCardProps) {
  const { t } = useTranslation(NS);
  const nameId = useId();
  // The profile offers "request this service" only when the chosen service is stored.
  const remember = () => storeServiceId(serviceId);
  return (
    <article className="souq-card catalog-provider-card" aria-labelledby={nameId}>
      {provider.image ? (
        <img
          className="souq-card__cover catalog-provider-card__image"
          {...coverImage(provider.image)}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : (
        <span className="souq-card__cover catalog-provider-card__image catalog-provider-card__image--empty" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className="souq-card__body catalog-provider-card__body">
        {/* h2: the cards are the sections right under the page's h1. */}
        <h2 id={nameId} className="catalog-provider-card__name">
          <bdi>{provider.name}</bdi>
        </h2>
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

/**
 * The card while the list loads: the same boxes as ProviderCard (cover, name line, stars, price
 * line, the two actions with their real labels, hidden), so the list does not move when it arrives,
 * at any width. No antd: it shows before any antd chunk has come.
 */
export function ProviderCardSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <div
      className="souq-card catalog-provider-card catalog-provider-card--skeleton"
      aria-hidden="true"
      data-testid="provider-card-skeleton"
    >
      <div className="souq-card__cover catalog-skeleton-cover" />
      <div className="souq-card__body catalog-provider-card__body">
        <p className="catalog-provider-card__name catalog-skeleton-text">{'\u00a0'}</p>
        <Stars value={0} count={0} />
        <div className="catalog-provider-card__price catalog-skeleton-text">{'\u00a0'}</div>
        <div className="catalog-provider-card__actions">
          <span className="catalog-button catalog-button--primary">{t('providers.details')}</span>
          <span className="catalog-link">{t('providers.serviceDetails')}</span>
        </div>
      </div>
    </div>
  );
}
