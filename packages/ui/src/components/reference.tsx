export interface ReferenceProps {
  /** An order or transaction number as the API gives it, e.g. "R-1001". */
  value: string | number;
  className?: string;
}

/**
 * An order (or transaction) number: kept left-to-right inside Arabic text (so "R-1001" never
 * reads "1001-R"), in tabular digits, and selectable as one word.
 */
export function Reference({ value, className }: ReferenceProps) {
  return (
    <bdi dir="ltr" className={['souq-reference', className ?? ''].filter(Boolean).join(' ')} translate="no">
      {value}
    </bdi>
  );
}
