/**
 * One tab of the search results: compact rows (image, name, what it is, price or stars) that
 * link to the thing itself, with previous/next paging (the products search does not count).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GlobalSearch, SearchType } from '@souq/contracts';
import { paths } from '@souq/routes';
import { Button, EmptyState, imageSources, Price, Skeleton, Stars } from '@souq/ui';
import { FileOutlined, ToolOutlined, UserOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { LoadError } from '@/components/load-error';
import { useSearchPage } from '../api/global-search';

interface Row {
  key: string;
  href: string;
  title: string;
  subtitle?: string;
  image?: string | null;
  kind: SearchType;
  meta?: React.ReactNode;
}

function rowsOf(type: SearchType, data: GlobalSearch): Row[] {
  if (type === 'services') {
    return data.services.data.map((s) => ({
      key: `s${s.id}`,
      kind: type,
      href: paths.providersView.getHref({ id: s.id, category: s.category.id, text: s.name }),
      title: s.name,
      subtitle: s.category.name,
    }));
  }
  if (type === 'providers') {
    return data.providers.data.map((p) => ({
      key: `p${p.id}`,
      kind: type,
      href: paths.providerProfile.getHref({ id: p.id }),
      title: p.name,
      image: p.image,
      meta: (
        <>
          <Stars value={p.rate} count={p.rates_count} size={12} />
          {p.price !== null ? <Price amount={p.price} /> : null}
        </>
      ),
    }));
  }
  return data.products.data.map((p) => ({
    key: `d${p.id}`,
    kind: type,
    href: paths.providerProductDetails.getHref({ id: p.id }),
    title: p.name,
    subtitle: p.description,
    image: p.preview_files_attachments?.[0]?.link,
    meta: (
      <>
        <Price amount={p.price_after_discount} />
        <Stars value={p.rate} size={12} />
      </>
    ),
  }));
}

const ICONS = { services: ToolOutlined, providers: UserOutlined, products: FileOutlined } as const;

export interface SearchResultsProps {
  q: string;
  type: SearchType;
  page: number;
  onPage: (page: number) => void;
}

export function SearchResults({ q, type, page, onPage }: SearchResultsProps) {
  const { t } = useTranslation(NS);
  const result = useSearchPage(q, type, page);
  if (result.isPending) {
    return (
      <ul className="catalog-search__list" aria-busy="true" aria-label={t('loading')}>
        {[1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton active avatar paragraph={{ rows: 1 }} />
          </li>
        ))}
      </ul>
    );
  }
  if (result.isError) return <LoadError title={t('search.loadError')} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  const rows = rowsOf(type, result.data);
  const group = result.data[type];
  if (!rows.length) {
    return (
      <EmptyState
        message={
          <>
            <strong>{t(`search.empty.${type}`, { q })}</strong>
            <br />
            {t('search.emptyHint')}
          </>
        }
      />
    );
  }
  const Icon = ICONS[type];
  return (
    <>
      <ul className="catalog-search__list" aria-busy={result.isFetching}>
        {rows.map((r) => (
          <li key={r.key}>
            <Link to={r.href} className={`catalog-search__row catalog-search__row--${r.kind}`}>
              {r.image ? (
                <img className="catalog-search__thumb" {...imageSources(r.image, '56px')} alt="" loading="lazy" />
              ) : (
                <span className="catalog-search__thumb catalog-search__thumb--icon" aria-hidden="true">
                  <Icon />
                </span>
              )}
              <span className="catalog-search__text">
                <bdi className="catalog-search__title">{r.title}</bdi>
                {r.subtitle ? <span className="catalog-search__subtitle">{r.subtitle}</span> : null}
              </span>
              {r.meta ? <span className="catalog-search__meta">{r.meta}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {page > 1 || group.has_more ? (
        <nav className="catalog-search__pager" aria-label={t('search.pageOf', { page })}>
          <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('search.previous')}
          </Button>
          <span aria-current="page">{t('search.pageOf', { page })}</span>
          <Button disabled={!group.has_more} onClick={() => onPage(page + 1)}>
            {t('search.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
