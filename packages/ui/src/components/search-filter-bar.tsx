import type { TFunction } from 'i18next';
// Straight from antd's icons, not '../icons': that module stays out of the shared chunk (see it).
import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Input } from '../lazy-antd';
import type { ListQuery } from '../lib/use-list-query';

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

/** A list page's search box (search as you type) beside the button that opens its filter modal. */
export function SearchFilterBar({ query, filterCount, t, keys, className, hidden }: SearchFilterBarProps) {
  return (
    <search className={className} hidden={hidden}>
      <Input
        type="search"
        allowClear
        value={query.searchText}
        onChange={(e) => query.onSearchChange(e.target.value)}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t(`${keys}.searchPlaceholder`)}
        aria-label={t(`${keys}.searchLabel`)}
        maxLength={100}
        className={`${className}__search`}
      />
      <Badge count={filterCount} size="small" color="var(--souq-accent)">
        <Button
          icon={<FilterOutlined aria-hidden="true" />}
          onClick={query.openFilter}
          aria-haspopup="dialog"
          type={filterCount ? 'primary' : 'default'}
          ghost={Boolean(filterCount)}
        >
          {filterCount ? t(`${keys}.filterActive`, { count: filterCount }) : t(`${keys}.filter`)}
        </Button>
      </Badge>
    </search>
  );
}
