import { useTranslation } from 'react-i18next';
import { Placeholder, TitledSection, useDeferredQuery } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { useAppSections } from '../api/get-app-sections';

export function AboutBlock() {
  const { t } = useTranslation(SHELL_NS);
  const sections = useDeferredQuery(useAppSections());
  if (sections.isPending) return <Placeholder lines={4} />;
  const [services, stores] = sections.data ?? [];
  // The platform's own text is the platform block's, further down: said once on the page.
  if (!services?.description && !stores?.description) return null;
  return (
    <TitledSection className="souq-about" headingId="souq-about-title" heading={t('home.aboutTitle')}>
      <div className="souq-about__cards">
        {services?.description ? (
          <article className="souq-card souq-card__body">
            <h3 className="souq-card__title">{services.name || t('home.servicesText')}</h3>
            <p>{services.description}</p>
          </article>
        ) : null}
        {stores?.description ? (
          <article className="souq-card souq-card__body">
            <h3 className="souq-card__title">{stores.name || t('home.storesText')}</h3>
            <p>{stores.description}</p>
          </article>
        ) : null}
      </div>
    </TitledSection>
  );
}
