import { useTranslation } from 'react-i18next';
import { imageSources, Placeholder, Slider, TitledSection, useDeferredQuery } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import { usePartners } from '../api/get-partners';
import { homeSliderClass } from '@/components/home-slider';
import './partners.css';

/** docs/product/README.md#constants: partners slider every 5 s; 6 logos wide, 2-3 small. */
export const PARTNERS_AUTOPLAY_MS = 5000;
const PARTNERS_PER_VIEW = { wide: 6, medium: 3, small: 2 };

export function Partners() {
  const { t } = useTranslation(NS);
  const partners = useDeferredQuery(usePartners());
  if (partners.isPending) return <Placeholder shape="block" height={90} />;
  const list = partners.data ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection className="souq-partners" headingId="souq-partners-title" heading={t('partners.title')}>
      <Slider
        label={t('partners.title')}
        autoplayMs={PARTNERS_AUTOPLAY_MS}
        perView={PARTNERS_PER_VIEW}
        className={homeSliderClass(list.length, PARTNERS_PER_VIEW.wide)}
      >
        {list.map((p, i) => (
          <div key={p.id ?? p.image} className="souq-partners__slide">
            <img {...imageSources(p.image, '160px')} alt={t('partners.partner', { index: i + 1 })} loading="lazy" />
          </div>
        ))}
      </Slider>
    </TitledSection>
  );
}
