import type { CSSProperties } from 'react';

export interface PlaceholderProps {
  /** Text lines (default) or one block of the given size. */
  lines?: number;
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A loading shimmer without antd (used by the first view and as fallback of deferred components). */
export function Placeholder({ lines = 3, width, height, shape = 'text', className }: PlaceholderProps) {
  if (shape !== 'text') {
    return (
      <span
        className={['souq-placeholder', shape === 'circle' ? 'souq-placeholder--circle' : '', className ?? ''].join(' ')}
        style={{ inlineSize: width ?? '100%', blockSize: height ?? 32 }}
        aria-hidden="true"
      />
    );
  }
  return (
    <span className={['souq-placeholder-lines', className ?? ''].join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical lines
          key={i}
          className="souq-placeholder"
          style={{ inlineSize: i === lines - 1 && lines > 1 ? '60%' : (width ?? '100%'), blockSize: height ?? 14 }}
        />
      ))}
    </span>
  );
}
