import type { ReactNode } from 'react';
import './page-layout.css';

export interface PageLayoutProps {
  title: ReactNode;
  /** Buttons beside the title (e.g. "add"). */
  actions?: ReactNode;
  /** Narrow forms read better at a limited width. */
  narrow?: boolean;
  children: ReactNode;
}

/** Every back-office page: one h1, optional actions, a white card body. */
export function PageLayout({ title, actions, narrow = false, children }: PageLayoutProps) {
  return (
    <div className={`souq-container pa-page${narrow ? ' pa-page--narrow' : ''}`}>
      <header className="souq-page-head">
        <h1 className="pa-page__title">{title}</h1>
        {actions ? <div className="souq-page-head__actions">{actions}</div> : null}
      </header>
      <section className="pa-page__body">{children}</section>
    </div>
  );
}
