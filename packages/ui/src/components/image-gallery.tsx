import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { UI_NS } from '../lib/i18n';
import { imageSources } from '../lib/image-sources';
import { useMediaQuery } from '../lib/use-media-query';

export interface GalleryImage {
  link: string;
  alt?: string;
  name?: string;
}

export interface ImageGalleryProps {
  images: GalleryImage[];
  /** Advance automatically every `autoplayMs` (product details autoplay). */
  autoplayMs?: number;
}

/**
 * The main picture's `sizes`: the page's width in one column (below 768 px), at most 640 px
 * beside the details. The server's preload and first view of a product name the same (web-app.ts).
 */
export const GALLERY_SIZES = '(max-width: 767px) 100vw, 640px';

/** Thumbnails per row (docs/product/README.md#constants): 4, 3 below 767 px, 1 below 575 px. */
export function thumbnailsFor(width: { below767: boolean; below575: boolean }): number {
  if (width.below575) return 1;
  if (width.below767) return 3;
  return 4;
}

export function ImageGallery({ images, autoplayMs }: ImageGalleryProps) {
  const { t } = useTranslation(UI_NS);
  const below767 = useMediaQuery('(max-width: 766.98px)');
  const below575 = useMediaQuery('(max-width: 574.98px)');
  const perView = thumbnailsFor({ below767, below575 });
  const [active, setActive] = useState(0);
  const [start, setStart] = useState(0);
  const total = images.length;

  useEffect(() => {
    if (!autoplayMs || total < 2) return undefined;
    const timer = setInterval(() => setActive((i) => (i + 1) % total), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, total]);

  // Keep the active thumbnail inside the visible window.
  useEffect(() => {
    if (active < start) setStart(active);
    else if (active >= start + perView) setStart(active - perView + 1);
  }, [active, start, perView]);

  if (total === 0) return null;
  const current = images[Math.min(active, total - 1)];
  const visible = images.slice(start, start + perView);
  const canPrev = start > 0;
  const canNext = start + perView < total;

  return (
    <section className="souq-gallery" aria-label={t('gallery.label')} aria-roledescription="carousel">
      <img
        className="souq-gallery__main"
        {...imageSources(current.link, GALLERY_SIZES)}
        alt={current.alt || current.name || t('gallery.image', { index: active + 1, total })}
      />
      {total > 1 ? (
        <div className="souq-gallery__strip">
          {total > perView ? (
            <button
              type="button"
              className="souq-focusable ant-btn ant-btn-text"
              onClick={() => setStart((s) => Math.max(0, s - 1))}
              disabled={!canPrev}
              aria-label={t('gallery.previous')}
            >
              <RightOutlined className="souq-gallery__prev-icon" />
            </button>
          ) : null}
          <div className="souq-gallery__thumbs" style={{ ['--souq-thumbs' as string]: String(perView) }}>
            {visible.map((img, i) => {
              const index = start + i;
              return (
                <button
                  key={`${img.link}-${index}`}
                  type="button"
                  className="souq-gallery__thumb"
                  aria-current={index === active}
                  aria-label={t('gallery.thumbnail', { index: index + 1 })}
                  onClick={() => setActive(index)}
                >
                  <img src={img.link} alt="" loading="lazy" />
                </button>
              );
            })}
          </div>
          {total > perView ? (
            <button
              type="button"
              className="souq-focusable ant-btn ant-btn-text"
              onClick={() => setStart((s) => Math.min(total - perView, s + 1))}
              disabled={!canNext}
              aria-label={t('gallery.next')}
            >
              <LeftOutlined className="souq-gallery__next-icon" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
