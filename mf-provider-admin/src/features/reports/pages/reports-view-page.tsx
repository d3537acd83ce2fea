import '../i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, ROUTES_NS } from '@souq/routes';
import { EmptyState, imageSources, LoadFailed, Placeholder, Price, Stars } from '@souq/ui';
import { DownloadOutlined } from '@souq/ui/icons';
import { ProviderGate, STORE_PAGES } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { useProviderDownloads } from '../api/downloads';
import './reports.css';

function Reports() {
  const { t } = useTranslation(NS);
  const downloads = useProviderDownloads();
  if (downloads.isPending) return <Placeholder lines={6} />;
  if (downloads.isError) return <LoadFailed onRetry={() => downloads.refetch()} error={downloads.error} />;
  if (!downloads.data.length) return <EmptyState message={t('reports.empty')} />;
  return (
    <ul className="pa-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {downloads.data.map((p) => {
        const preview = p.preview_files_attachments?.[0];
        return (
          <li key={p.id}>
            <Link
              className="pa-report"
              to={paths.providerProductDetails.getHref({ id: p.id })}
              aria-label={t('reports.open', { name: p.name })}
            >
              <span className="pa-report__image">
                {preview ? <img {...imageSources(preview.link, '96px')} alt="" width={96} height={96} loading="lazy" /> : null}
              </span>
              <span className="pa-report__body">
                <span className="pa-list__title">{p.name}</span>
                <Stars value={p.rate} />
                <span className="pa-list__meta">
                  <Price amount={p.has_discount ? p.price_after_discount : p.price} />
                  <span>
                    <DownloadOutlined aria-hidden="true" /> {t('reports.downloads', { count: p.download_count })}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** /reportsView: download counts per product (docs/product/provider-back-office.md#download-report). Not for freelancers. */
export default function ReportsViewPage() {
  const { t: title } = useTranslation(ROUTES_NS);
  return (
    <ProviderGate allow={STORE_PAGES}>
      <PageLayout title={title('reportsView')}>
        <Reports />
      </PageLayout>
    </ProviderGate>
  );
}
