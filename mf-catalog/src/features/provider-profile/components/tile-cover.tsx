import type { ReactNode } from 'react';
import { imageSources } from '@souq/ui';

/**
 * A work's or product's picture at the top of its tile (a 4:3 box, catalog.css), or the kind's
 * icon when there is none. Width and height give the box's shape before the file arrives.
 */
export function TileCover({ src, emptyIcon }: { src: string | null | undefined; emptyIcon: ReactNode }) {
  if (!src)
    return (
      <span className="catalog-tile__cover catalog-tile__cover--empty" aria-hidden="true">
        {emptyIcon}
      </span>
    );
  return (
    <img
      className="catalog-tile__cover"
      {...imageSources(src, '(max-width: 640px) 50vw, 280px')}
      alt=""
      width={640}
      height={480}
      loading="lazy"
    />
  );
}
