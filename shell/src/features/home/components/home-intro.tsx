import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@souq/routes';
import { TitledSection } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';

/** Where the intro's first two steps lead: the home areas of the service and store categories. */
export const HOME_SERVICES_ID = 'souq-home-services';
export const HOME_STORES_ID = 'souq-home-stores';

const STEPS = [
  { key: 'findProvider', to: `#${HOME_SERVICES_ID}` },
  { key: 'openStore', to: `#${HOME_STORES_ID}` },
  { key: 'becomeProvider', to: paths.providerRegister.getHref() },
] as const;

/**
 * What Souq is, in words, and the three first steps, under the banner (whose pictures say
 * nothing to a first-time visitor). Plain markup in the shell: nothing to load on the first view.
 */
export function HomeIntro() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <TitledSection
      className="souq-intro"
      headingId="souq-intro-title"
      heading={t('home.intro.title')}
      headingClassName="souq-intro__title"
      level={1}
    >
      <p className="souq-intro__text">{t('home.intro.text')}</p>
      <ul className="souq-intro__steps">
        {STEPS.map((step, i) => {
          const className = i === 0 ? 'souq-intro__step souq-intro__step--primary' : 'souq-intro__step';
          const content = (
            <>
              <strong>{t(`home.intro.${step.key}`)}</strong>
              <span>{t(`home.intro.${step.key}Hint`)}</span>
            </>
          );
          return (
            <li key={step.key}>
              {/* An area of this page: the browser scrolls to it (the router would not). */}
              {step.to.startsWith('#') ? (
                <a className={className} href={step.to}>
                  {content}
                </a>
              ) : (
                <Link className={className} to={step.to}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
