import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Price, TitledSection } from '@souq/ui';
import { NS } from '@/config/i18n';
import { storeServiceId } from '@/lib/service-id';
import type { ProfileService } from '../api/types';
import { paths } from '@souq/routes';

/** About/CV text (always a string; kept as the provider wrote it, line breaks included). */
export function AboutSection({ cv }: { cv: string }) {
  const { t } = useTranslation(NS);
  return (
    <TitledSection
      className="catalog-panel"
      headingId="catalog-profile-about"
      heading={t('profile.about')}
      headingClassName="catalog-section-title"
    >
      {cv.trim() ? (
        <p className="catalog-prose" dir="auto">
          {cv}
        </p>
      ) : (
        <p className="catalog-muted">{t('profile.noCv')}</p>
      )}
    </TitledSection>
  );
}

/** The services the provider offers, each to its details page. */
export function ServicesList({ providerId, services }: { providerId: number; services: ProfileService[] }) {
  const { t } = useTranslation(NS);
  if (services.length === 0) return null;
  return (
    <TitledSection
      className="catalog-panel"
      headingId="catalog-profile-services"
      heading={t('profile.services')}
      headingClassName="catalog-section-title"
    >
      <ul className="catalog-services">
        {services.map((s) => (
          <li key={s.id}>
            {/* Choosing a service here makes it the one a request is for, as from the list. */}
            <Link
              to={paths.providerServiceDetails.getHref({ id: providerId, num: s.id })}
              onClick={() => storeServiceId(s.id)}
              className="catalog-services__link"
            >
              <span className="catalog-services__name">{s.name}</span>
              <span className="catalog-services__meta">
                <span>{t('days', { count: Number(s.duration) || 0 })}</span>
                <Price amount={s.price} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
