import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
// Straight from antd's icons, not '../icons': that module stays out of the shared chunk (see it).
import { CloseCircleFilled, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { ListQuery } from '../lib/use-list-query';
import { UI_NS } from '../lib/i18n';
import { PlainButton } from './plain-button';

export interface SearchFilterBarProps {
  /** The page's useListQuery(): the box's text, typing, opening the filter modal. */
  query: Pick<ListQuery<unknown>, 'searchText' | 'onSearchChange' | 'openFilter'>;
  /** How many filters are chosen: a badge, and the button turns primary. */
  filterCount: number;
  /** The page's translations: `<keys>.searchPlaceholder`, `.searchLabel`, `.filter`, `.filterActive` ({{count}}). */
  t: TFunction;
  keys: string;
  /** The bar's class; the search box gets `<className>__search`. */
  className: string;
  /** Hidden while there is nothing to search (the bar keeps its place in the page's markup). */
  hidden?: boolean;
}

/**
 * A list page's search box (search as you type) beside the button that opens its filter modal.
 * No antd: both list pages that show it (providers of a service, the store) are first views, and
 * antd's Input, Badge and Button were most of what their first view downloaded and ran.
 */
export function SearchFilterBar({ query, filterCount, t, keys, className, hidden }: SearchFilterBarProps) {
  const { t: tUi } = useTranslation(UI_NS);
  return (
    <search className={className} hidden={hidden}>
      <span className={`souq-search-box ${className}__search`}>
        <SearchOutlined aria-hidden="true" className="souq-search-box__icon" />
        <input
          type="search"
          className="souq-search-box__input"
          value={query.searchText}
          onChange={(e) => query.onSearchChange(e.target.value)}
          placeholder={t(`${keys}.searchPlaceholder`)}
          aria-label={t(`${keys}.searchLabel`)}
          maxLength={100}
        />
        {query.searchText ? (
          <button type="button" className="souq-search-box__clear" aria-label={tUi('clearSearch')} onClick={() => query.onSearchChange('')}>
            <CloseCircleFilled aria-hidden="true" />
          </button>
        ) : null}
      </span>
      <PlainButton
        icon={<FilterOutlined aria-hidden="true" />}
        onClick={query.openFilter}
        aria-haspopup="dialog"
        variant={filterCount ? 'ghost' : 'default'}
        className="souq-btn--badged"
      >
        {filterCount ? t(`${keys}.filterActive`, { count: filterCount }) : t(`${keys}.filter`)}
        {filterCount ? (
          <span className="souq-count-badge souq-count-badge--small" aria-hidden="true">
            {filterCount}
          </span>
        ) : null}
      </PlainButton>
    </search>
  );
}
