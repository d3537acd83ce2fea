import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { UI_NS } from '../lib/i18n';

export interface SliderProps {
  children: ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Advance every `autoplayMs` (paused while hovered or focused, and for reduced motion). */
  autoplayMs?: number;
  /** Slides per view by width: wide (≥ 992 px), medium (≥ 576 px), small. */
  perView?: { wide: number; medium: number; small: number };
  /** Dots under the track (banner). */
  dots?: boolean;
  className?: string;
}

/**
 * A light carousel on CSS scroll-snap (no slick): swipe and keyboard work natively,
 * prev/next buttons and dots are real buttons, direction follows the page (RTL/LTR).
 */
export function Slider({ children, label, autoplayMs, perView = { wide: 1, medium: 1, small: 1 }, dots = false, className }: SliderProps) {
  const { t } = useTranslation(UI_NS);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const slides = Children.toArray(children);
  const count = slides.length;

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const next = ((i % count) + count) % count;
      const slide = el.children[next] as HTMLElement | undefined;
      if (slide && typeof el.scrollBy === 'function') {
        // Relative scroll works the same in RTL (negative scrollLeft) and LTR.
        const rtl = getComputedStyle(el).direction === 'rtl';
        const s = slide.getBoundingClientRect();
        const tr = el.getBoundingClientRect();
        el.scrollBy({ left: rtl ? s.right - tr.right : s.left - tr.left, behavior: 'smooth' });
      }
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    if (!autoplayMs || paused || count < 2) return undefined;
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = setInterval(() => goTo(index + 1), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, paused, count, index, goTo]);

  if (count === 0) return null;
  const style = {
    '--souq-per-view-wide': perView.wide,
    '--souq-per-view-medium': perView.medium,
    '--souq-per-view-small': perView.small,
  } as React.CSSProperties;

  return (
    <section
      className={['souq-slider', className ?? ''].join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="souq-slider__track" ref={track}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, each slide is a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            className="souq-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('slider.slide', { index: i + 1, total: count })}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="souq-slider__nav souq-slider__nav--prev"
            aria-label={t('slider.previous')}
            onClick={() => goTo(index - 1)}
          >
            <RightOutlined className="souq-flip-ltr" />
          </button>
          <button
            type="button"
            className="souq-slider__nav souq-slider__nav--next"
            aria-label={t('slider.next')}
            onClick={() => goTo(index + 1)}
          >
            <LeftOutlined className="souq-flip-ltr" />
          </button>
        </>
      ) : null}
      {dots && count > 1 ? (
        <div className="souq-slider__dots">
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
              key={i}
              type="button"
              className="souq-slider__dot"
              aria-label={t('slider.goTo', { index: i + 1 })}
              aria-current={i === index}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
