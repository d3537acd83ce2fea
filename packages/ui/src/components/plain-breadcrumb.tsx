import { Fragment, type ReactNode } from 'react';

export interface PlainBreadcrumbItem {
  /** The item's content: a router link, or text for the current page. */
  title: ReactNode;
}

export interface PlainBreadcrumbProps {
  items: PlainBreadcrumbItem[];
  'aria-label': string;
  className?: string;
}

/**
 * A breadcrumb trail without antd, for pages whose first view downloads no antd (the catalogue's):
 * antd's markup and look (an ordered list, "/" separators hidden from assistive technology), in
 * the reading direction of the page.
 */
export function PlainBreadcrumb({ items, className, 'aria-label': label }: PlainBreadcrumbProps) {
  return (
    <nav className={className ? `souq-breadcrumb ${className}` : 'souq-breadcrumb'} aria-label={label}>
      <ol>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb's items are positional
          <Fragment key={i}>
            {i > 0 ? (
              <li className="souq-breadcrumb__separator" aria-hidden="true">
                /
              </li>
            ) : null}
            <li className="souq-breadcrumb__item">{item.title}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
