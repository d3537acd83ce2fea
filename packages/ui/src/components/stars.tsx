import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';

export interface StarsProps {
  value: number | string | null | undefined;
  size?: number;
  className?: string;
  /** How many ratings the value is of: shown as "(12)" after the stars, and read out. */
  count?: number;
}

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';

/** Read-only rating in half steps (docs/product/README.md#constants: display step 0.5). Inputs use the deferred antd Rate. */
export function Stars({ value, size = 14, className, count }: StarsProps) {
  const { t } = useTranslation(UI_NS);
  const id = useId();
  const n = Math.max(0, Math.min(5, Number(value) || 0));
  const rounded = Math.round(n * 2) / 2;
  return (
    <span
      role="img"
      aria-label={
        count === undefined
          ? t('ratingLabel', { value: rounded })
          : `${t('ratingLabel', { value: rounded })}، ${t('ratingsCount', { count })}`
      }
      className={['souq-stars', className ?? ''].join(' ')}
      data-value={rounded}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rounded - i));
        const gradient = `${id}-${i}`;
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <defs>
              {/* The half star fills from the start side (right in Arabic). */}
              <linearGradient id={gradient} x1="0" x2="1" y1="0" y2="0" className="souq-stars__gradient">
                <stop offset={`${fill * 100}%`} stopColor="var(--souq-accent)" />
                <stop offset={`${fill * 100}%`} stopColor="#d9e2e0" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${gradient})`} />
          </svg>
        );
      })}
      {count !== undefined && (
        <span className="souq-stars__count" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
