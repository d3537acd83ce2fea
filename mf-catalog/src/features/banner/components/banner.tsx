import { useTranslation } from 'react-i18next';
import { FirstViewImage, imageSources, Placeholder, Slider, useDeferredQuery } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import { useSliders } from '../api/get-sliders';
import './banner.css';

/** docs/product/README.md#constants: banner autoplay every 4.5 s. */
export const BANNER_AUTOPLAY_MS = 4500;

export function Banner() {
  const { t } = useTranslation(NS);
  const sliders = useDeferredQuery(useSliders());
  if (sliders.isPending) {
    // The first slide as the page's HTML painted it (the server knows it), else a placeholder.
    return (
      <div className="souq-banner souq-banner--loading" aria-busy="true">
        <FirstViewImage fallback={<Placeholder shape="block" className="souq-banner__skeleton" height="clamp(180px, 36vw, 460px)" />} />
      </div>
    );
  }
  const list = sliders.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="souq-banner">
      <Slider label={t('banner.label')} autoplayMs={BANNER_AUTOPLAY_MS} dots>
        {list.map((s, i) => (
          // Full width: the server preloads the first slide with the same srcset and sizes.
          <img
            key={s.id}
            className="souq-banner__image souq-hero-image"
            {...imageSources(s.image, '100vw')}
            width={1280}
            height={460}
            alt={t('banner.slide', { index: i + 1 })}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
          />
        ))}
      </Slider>
    </div>
  );
}
