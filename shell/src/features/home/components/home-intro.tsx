import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@souq/routes';
import { SHELL_NS } from '@/config/i18n';

/** Where the intro's first two steps lead: the home areas of the service and store categories. */
export const HOME_SERVICES_ID = 'souq-home-services';
export const HOME_STORES_ID = 'souq-home-stores';

/**
 * What Souq is, in words, and the three first steps, under the banner (whose pictures say
 * nothing to a first-time visitor). Plain markup in the shell: nothing to load on the first view.
 */
export function HomeIntro() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section className="souq-intro" aria-labelledby="souq-intro-title">
      <h1 id="souq-intro-title" className="souq-intro__title">
        {t('home.intro.title')}
      </h1>
      <p className="souq-intro__text">{t('home.intro.text')}</p>
      <ul className="souq-intro__steps">
        <li>
          <a className="souq-intro__step souq-intro__step--primary" href={`#${HOME_SERVICES_ID}`}>
            <strong>{t('home.intro.findProvider')}</strong>
            <span>{t('home.intro.findProviderHint')}</span>
          </a>
        </li>
        <li>
          <a className="souq-intro__step" href={`#${HOME_STORES_ID}`}>
            <strong>{t('home.intro.openStore')}</strong>
            <span>{t('home.intro.openStoreHint')}</span>
          </a>
        </li>
        <li>
          <Link className="souq-intro__step" to={paths.providerRegister.getHref()}>
            <strong>{t('home.intro.becomeProvider')}</strong>
            <span>{t('home.intro.becomeProviderHint')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
