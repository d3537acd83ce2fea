import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@souq/contracts';
import { EmptyState, Input, LoadFailed, Pager, Placeholder, Select, Table, type TableColumnsType } from '@souq/ui';
import { NS } from '@/config/namespace';
import { definedOnly } from '@/lib/defined';

export interface ListQuery {
  page: number;
  q?: string;
  status?: string;
  /** The page's own filters (`params`), e.g. the audit log's admin and dates. */
  [param: string]: string | number | undefined;
}

export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** A list's query options: the key prefix (what actions invalidate) and the fetcher. */
export interface ListSource<T> {
  key: QueryKey;
  fetch: (query: ListQuery) => Promise<{ data: ListPage<T> }>;
}

export interface DataListProps<T extends { id: number }> {
  source: ListSource<T>;
  columns: TableColumnsType<T>;
  /** Values of the status filter, labelled `status.<value>`; none: no filter. */
  statuses?: readonly string[];
  /** A status value's label; default `status.<value>`. */
  statusLabel?: (status: string) => string;
  /** The status filter's name and empty value when it filters something else (already translated). */
  statusFilter?: { label: string; all: string };
  /** The filter's first value (a queue opens on what waits). */
  initialStatus?: string;
  /** What an empty list says (already translated). */
  empty?: ReactNode;
  /** Under each row (details, previews). */
  expandedRow?: (row: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  searchable?: boolean;
  /** More filters kept by the page: sent with every page of the list; a change goes back to page 1. */
  params?: Record<string, string | number | undefined>;
  /** More controls in the toolbar (filters, downloads); given the list's current query. */
  toolbar?: (query: ListQuery) => ReactNode;
}

/** The narrowest a list's column gets (px): below columns × this the table scrolls sideways. */
const MIN_COLUMN_WIDTH = 140;

export const listQueryKey = (source: ListSource<unknown>, query: ListQuery) => [...source.key, query] as const;

/**
 * Every console list: search and status filter, a placeholder while the first page loads, an
 * empty state, a retry on failure, the table, and the pager when there is more than one page.
 */
export function DataList<T extends { id: number }>({
  source,
  columns,
  statuses,
  statusLabel,
  statusFilter,
  initialStatus,
  empty,
  expandedRow,
  label,
  searchable = true,
  params,
  toolbar,
}: DataListProps<T>) {
  const { t } = useTranslation(NS);
  const [own, setQuery] = useState<ListQuery>({ page: 1, status: initialStatus });
  // New filters from the page start again at the first page.
  const paramsKey = JSON.stringify(params ?? {});
  const [seenParams, setSeenParams] = useState(paramsKey);
  if (seenParams !== paramsKey) {
    setSeenParams(paramsKey);
    setQuery((q) => ({ ...q, page: 1 }));
  }
  const query: ListQuery = { ...params, ...own };
  const list = useQuery({
    queryKey: listQueryKey(source as ListSource<unknown>, query),
    queryFn: async () => (await source.fetch(definedOnly(query) as ListQuery)).data,
    placeholderData: keepPreviousData,
  });

  return (
    <section className="ad-card" aria-label={label}>
      {searchable || statuses || toolbar ? (
        <div className="ad-toolbar">
          {searchable ? (
            <Input.Search
              aria-label={t('common.search')}
              placeholder={t('common.search')}
              allowClear
              onSearch={(value: string) => setQuery((q) => ({ ...q, page: 1, q: value.trim() || undefined }))}
            />
          ) : null}
          {statuses ? (
            <Select
              aria-label={statusFilter?.label ?? t('common.status')}
              placeholder={statusFilter?.all ?? t('common.allStatuses')}
              allowClear
              value={query.status}
              onChange={(value: string | undefined) => setQuery((q) => ({ ...q, page: 1, status: value || undefined }))}
              options={statuses.map((s) => ({ value: s, label: statusLabel ? statusLabel(s) : t(`status.${s}`) }))}
            />
          ) : null}
          {toolbar?.(query)}
        </div>
      ) : null}
      {list.isPending ? (
        <Placeholder lines={6} />
      ) : list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} error={list.error} />
      ) : list.data.data.length === 0 ? (
        <EmptyState message={empty ?? t('common.empty')} />
      ) : (
        <>
          <div className="ad-table-wrap">
            <Table<T>
              rowKey="id"
              // The actions stay in view at the row's end while a wide table scrolls sideways (at 1280 px
              // the settlements' Reject was past the card's edge).
              columns={columns.map((c) => (c.key === 'actions' ? { fixed: 'end' as const, ...c } : c))}
              dataSource={list.data.data}
              pagination={false}
              size="middle"
              // On a phone the columns keep a readable width and the table scrolls sideways
              // (squeezed to the screen, codes and phone numbers broke over lines).
              scroll={{ x: columns.length * MIN_COLUMN_WIDTH }}
              // Columns as wide as their content: with a sideways scroll antd would share the width out
              // evenly, and a column of two buttons (pay, reject) was cut off at 1280 px.
              tableLayout="auto"
              loading={list.isFetching && list.isPlaceholderData}
              expandable={
                expandedRow
                  ? // Held in the visible part of a table wider than a phone (see .ad-expanded).
                    { expandedRowRender: (row: T) => <div className="ad-expanded">{expandedRow(row)}</div> }
                  : undefined
              }
            />
          </div>
          <Pager
            total={list.data.pagination.total_items}
            perPage={list.data.pagination.per_page}
            current={list.data.pagination.current_page}
            onChange={(page) => setQuery((q) => ({ ...q, page }))}
          />
        </>
      )}
    </section>
  );
}
