import { Link } from 'react-router-dom';
import { imageSources, useDeferredQuery } from '@souq/ui';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@souq/i18n';
import { useSettings } from '@/lib/api/get-settings';
import { SHELL_NS } from '@/config/i18n';
import { useSocials } from '../../api/get-socials';
import { NewsletterForm } from './newsletter-form';
import { paths } from '@souq/routes';

const LINKS = [
  { to: paths.about.getHref(), key: 'footer.whous' },
  { to: paths.conditions.getHref(), key: 'footer.terms' },
  { to: paths.contact.getHref(), key: 'footer.contact' },
  { to: paths.complains.getHref(), key: 'footer.complaints' },
] as const;

export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  const settings = useSettings();
  const socials = useDeferredQuery(useSocials());
  const s = settings.data;
  const description = currentLocale() === 'en' ? s?.footer_description_en : s?.footer_description_ar;

  return (
    <footer className="souq-footer">
      <div className="souq-container souq-footer__grid">
        <section aria-labelledby="souq-footer-about">
          <h2 id="souq-footer-about" className="souq-footer__title">
            {s?.footer_logo ? (
              <img {...imageSources(s.footer_logo, '160px')} alt={t('brand')} className="souq-footer__logo" loading="lazy" />
            ) : (
              t('brand')
            )}
          </h2>
          {description ? <p className="souq-footer__text">{description}</p> : null}
          {s?.google_play_link || s?.app_store_link ? (
            <div className="souq-footer__apps">
              <span className="souq-visually-hidden">{t('footer.downloadApp')}</span>
              {s.google_play_link ? (
                <a href={s.google_play_link} target="_blank" rel="noreferrer" className="souq-footer__app">
                  {t('footer.googlePlay')}
                </a>
              ) : null}
              {s.app_store_link ? (
                <a href={s.app_store_link} target="_blank" rel="noreferrer" className="souq-footer__app">
                  {t('footer.appStore')}
                </a>
              ) : null}
            </div>
          ) : null}
        </section>
        <nav aria-labelledby="souq-footer-links">
          <h2 id="souq-footer-links" className="souq-footer__title">
            {t('footer.links')}
          </h2>
          <ul className="souq-footer__links">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="souq-footer-newsletter">
          <h2 id="souq-footer-newsletter" className="souq-footer__title">
            {t('footer.newsletter')}
          </h2>
          <p className="souq-footer__text">{t('footer.newsletterHint')}</p>
          <NewsletterForm />
          {(socials.data ?? []).length > 0 ? (
            <>
              <h3 className="souq-footer__subtitle">{t('footer.followUs')}</h3>
              <ul className="souq-footer__socials">
                {(socials.data ?? []).map((so) => (
                  <li key={`${so.name}-${so.link}`}>
                    <a href={so.link} target="_blank" rel="noreferrer" aria-label={so.name}>
                      <img {...imageSources(so.icon, '28px')} alt="" width={28} height={28} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <p className="souq-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
