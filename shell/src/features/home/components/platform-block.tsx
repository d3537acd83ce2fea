import { useTranslation } from 'react-i18next';
import { currentLocale } from '@souq/i18n';
import { imageSources, Placeholder } from '@souq/ui';
import { useSettings } from '@/lib/api/get-settings';
import { SHELL_NS } from '@/config/i18n';

/** Platform description: settings about_content_ar/en and about_image. */
export function PlatformBlock() {
  const { t } = useTranslation(SHELL_NS);
  const settings = useSettings();
  if (settings.isPending) return <Placeholder lines={4} />;
  const s = settings.data;
  const text = currentLocale() === 'en' ? s?.about_content_en : s?.about_content_ar;
  if (!text && !s?.about_image) return null;
  return (
    <section className="souq-platform" aria-labelledby="souq-platform-title">
      <div className="souq-platform__text">
        <h2 id="souq-platform-title" className="souq-section-title">
          {t('home.platformTitle')}
        </h2>
        {text ? <p>{text}</p> : null}
      </div>
      {s?.about_image ? (
        <img
          className="souq-platform__image"
          {...imageSources(s.about_image, '(max-width: 575px) 100vw, 560px')}
          alt={t('home.platformImageAlt')}
          // Its box is 3:2 (layout.css) whatever the upload's shape; the attributes say so before it loads.
          width={900}
          height={600}
          loading="lazy"
        />
      ) : null}
    </section>
  );
}
