import type { ReactNode } from 'react';
import { InfoCircleOutlined, WarningOutlined } from '@souq/ui/icons';

/** A one-line note about the order's state (an inline bar, not a page-sized result). */
export function OrderNote({ children, tone = 'info', extra }: { children: ReactNode; tone?: 'info' | 'warning'; extra?: ReactNode }) {
  const Icon = tone === 'warning' ? WarningOutlined : InfoCircleOutlined;
  return (
    <div className={`orders-note orders-note--${tone}`} role="status">
      <Icon aria-hidden="true" className="orders-note__icon" />
      <p className="orders-note__text">{children}</p>
      {extra ? <div className="orders-note__extra">{extra}</div> : null}
    </div>
  );
}
