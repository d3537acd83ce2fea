import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSources, Price, Stars } from '@souq/ui';
import { UserOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import type { ProviderProfile } from '../api/types';

export interface ProfileHeaderProps {
  profile: ProviderProfile;
  /** The service a request would be for (chosen in the list, the only one offered, or picked here), else null. */
  service: { duration: number; price: number } | null;
  /** Number of ratings, once known. */
  ratingsCount: number | undefined;
  onShowRatings: () => void;
  /** Follow, request, complaint… as the visitor may use them. */
  actions: ReactNode;
}

/** Image, name, experience, rating (with the ratings link) and the chosen service's duration and price. */
export function ProfileHeader({ profile, service, ratingsCount, onShowRatings, actions }: ProfileHeaderProps) {
  const { t } = useTranslation(NS);
  return (
    <header className="catalog-profile-header">
      {profile.image ? (
        <img className="catalog-profile-header__image" {...imageSources(profile.image, '112px')} alt="" width={112} height={112} />
      ) : (
        <span className="catalog-profile-header__image catalog-profile-header__image--empty" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className="catalog-profile-header__info">
        <h1 className="catalog-page__title">
          <bdi>{profile.name}</bdi>
        </h1>
        {profile.experience ? (
          <p className="catalog-profile-header__experience">
            <span className="catalog-muted">{t('profile.experience')}: </span>
            <span className="souq-chip">{profile.experience}</span>
          </p>
        ) : null}
        <div className="catalog-profile-header__rating">
          <Stars value={profile.rate} size={16} />
          <span className="catalog-profile-header__rate" aria-hidden="true">
            {profile.rate.toFixed(1)}
          </span>
          <button type="button" className="catalog-text-button" onClick={onShowRatings} aria-haspopup="dialog">
            {ratingsCount === undefined ? t('profile.showRatings') : t('profile.ratings', { count: ratingsCount })}
          </button>
        </div>
        {service ? (
          <dl className="catalog-profile-header__service">
            <div>
              <dt>{t('profile.serviceDuration')}</dt>
              <dd>{t('days', { count: Number(service.duration) || 0 })}</dd>
            </div>
            <div>
              <dt>{t('profile.servicePrice')}</dt>
              <dd>
                <Price amount={service.price} />
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <div className="catalog-profile-header__actions">{actions}</div>
    </header>
  );
}

export function ProfileSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <div className="catalog-profile-skeleton" aria-busy="true">
      <span className="souq-visually-hidden">{t('loading')}</span>
      <div className="catalog-profile-header" aria-hidden="true">
        <span className="catalog-profile-header__image catalog-skeleton-cover" />
        <div className="catalog-profile-header__info">
          <div className="catalog-skeleton-line catalog-skeleton-cover" style={{ inlineSize: '40%' }} />
          <div className="catalog-skeleton-line catalog-skeleton-cover" style={{ inlineSize: '25%' }} />
          <div className="catalog-skeleton-line catalog-skeleton-cover" style={{ inlineSize: '30%' }} />
        </div>
      </div>
      <div className="catalog-grid catalog-grid--tiles" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <div key={i} className="catalog-tile">
            <span className="souq-card__cover catalog-skeleton-cover" />
            <span className="catalog-tile__body">
              <span className="catalog-skeleton-line catalog-skeleton-cover" />
              <span className="catalog-skeleton-line catalog-skeleton-cover" style={{ inlineSize: '50%' }} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
