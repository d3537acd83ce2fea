/**
 * /search?q=&type=&page= — the results of the header's search box, in three tabs:
 * services, providers, products. The tab and page live in the URL (shareable, back button);
 * without a tab the first one with results opens. Tab labels count what the search counts.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { searchTypes, type SearchType } from '@souq/contracts';
import { EmptyState, Tabs } from '@souq/ui';
import { NS } from '@/config/i18n';
import { SectionBoundary } from '@/components/section-boundary';
import { useSearchSummary } from '../api/global-search';
import { SearchResults } from '../components/search-results';
import '@/components/catalog.css';
import '../components/search.css';

const isType = (v: string | null): v is SearchType => (searchTypes as readonly string[]).includes(v ?? '');

export default function SearchPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const asked = params.get('type');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const summary = useSearchSummary(q);

  if (!q) {
    return (
      <div className="souq-container catalog-page catalog-search">
        <h1 className="catalog-page__title">{t('routes:search')}</h1>
        <EmptyState message={t('search.noQuery')} />
      </div>
    );
  }

  // Without a tab in the URL: the first group with results (services if none has any).
  const type: SearchType = isType(asked) ? asked : (searchTypes.find((k) => (summary.data?.[k].data.length ?? 0) > 0) ?? 'services');
  const label = (k: SearchType) => {
    const total = summary.data?.[k].total;
    const text = t(`search.tabs.${k}`);
    return total === null || total === undefined ? text : t('search.tabCount', { label: text, count: total });
  };
  const set = (next: Record<string, string>) => setParams({ q, ...next }, { replace: false });

  return (
    <div className="souq-container catalog-page catalog-search">
      <h1 className="catalog-page__title">{t('search.heading', { q: `\u2068${q}\u2069` })}</h1>
      {summary.isPending && !isType(asked) ? null : (
        <Tabs
          activeKey={type}
          onChange={(key) => set({ type: key })}
          destroyOnHidden
          items={searchTypes.map((k) => ({
            key: k,
            label: label(k),
            children: (
              <SectionBoundary onRetry={() => void summary.refetch()}>
                <SearchResults q={q} type={k} page={k === type ? page : 1} onPage={(p) => set({ type: k, page: String(p) })} />
              </SectionBoundary>
            ),
          }))}
        />
      )}
    </div>
  );
}
