import type { ReactNode } from 'react';

/**
 * An order reference or any code with Latin parts (`SR-000005`, an IBAN, a coupon): isolated
 * from the surrounding Arabic text (so it never flips to `000005-SR`) and never wrapped.
 */
export function Reference({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `souq-ref ${className}` : 'souq-ref'}>
      {children}
    </bdi>
  );
}
