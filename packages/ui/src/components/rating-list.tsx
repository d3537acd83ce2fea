import { DateText } from './date-text';
import { Stars } from './stars';

export interface RatingItem {
  id: number;
  value: number;
  comment?: string | null;
  created_at: string;
  user?: { name?: string | null } | null;
}

// The existing backend stored un-sent comments as the text 'undefined' (docs/legacy-client.md#ec-6-28).
const hasComment = (c: string | null | undefined): c is string => Boolean(c?.trim() && c !== 'undefined' && c !== 'null');

/** Ratings as the provider's and the product's ratings show them: who, when, the stars and the comment. */
export function RatingList({
  rates,
  anonymous,
}: {
  rates: readonly RatingItem[] /** The name of a rater who has none. */;
  anonymous: string;
}) {
  return (
    <ul className="souq-stack-list">
      {rates.map((r) => (
        <li key={r.id} className="souq-ratings__item">
          <div className="souq-ratings__head">
            <strong>
              <bdi>{r.user?.name || anonymous}</bdi>
            </strong>
            <DateText className="souq-ratings__date" value={r.created_at} />
          </div>
          <Stars value={r.value} />
          {hasComment(r.comment) ? (
            <p className="souq-ratings__comment" dir="auto">
              {r.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
