import type { ReactNode } from 'react';
import { coverImage } from '@souq/ui';

/**
 * A work's or product's picture at the top of its tile (the shared 4:3 card cover), or the kind's
 * icon when there is none.
 */
export function TileCover({ src, emptyIcon }: { src: string | null | undefined; emptyIcon: ReactNode }) {
  if (!src)
    return (
      <span className="souq-card__cover catalog-tile__cover--empty" aria-hidden="true">
        {emptyIcon}
      </span>
    );
  return <img className="souq-card__cover" {...coverImage(src)} alt="" loading="lazy" />;
}
