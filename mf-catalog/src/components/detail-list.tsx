import type { ReactNode } from 'react';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
}

/** Label/value pairs (category, duration, price…) as a description list. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={['catalog-details', className ?? ''].join(' ')}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, positional rows
        <div key={i} className="catalog-details__row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
