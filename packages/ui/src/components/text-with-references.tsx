import { Fragment } from 'react';
import { Reference } from './reference';

/**
 * Order, invoice and settlement references as the server writes them: `SR-000047`,
 * `P-20261128-00009`, `R-3021`. Latin letters, a hyphen, digits (and more hyphen-digit groups).
 */
const REFERENCE = /\b[A-Z]{1,4}(?:-\d+)+\b/g;

/**
 * A sentence from the server (a notification, a wallet entry) with every reference in it
 * isolated as one left-to-right unit (`Reference`): inside Arabic text the bidi algorithm
 * would otherwise show `SR-000047` as `000047-SR`.
 */
export function TextWithReferences({ text }: { text: string }) {
  const parts: (string | { ref: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(REFERENCE)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ ref: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <Fragment key={i}>{p}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <Reference key={i}>{p.ref}</Reference>
        ),
      )}
    </>
  );
}
