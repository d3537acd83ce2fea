/**
 * /filesView — the products the customer bought: download their files, open the order's tax
 * invoice, file a complaint about the order.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { commerce, ResponseData } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { currentLocale, formatDate } from '@souq/i18n';
import { paths, ROUTES_NS } from '@souq/routes';
import { Button, EmptyState, imageSources, LoadFailed, Placeholder, TaxInvoiceButton } from '@souq/ui';
import { DownloadOutlined, ExclamationCircleOutlined, FileOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { CheckoutResult } from '@/components/checkout-result';
import { usePaymentReturn } from '@/hooks/use-payment-return';
import { ProductPrice } from '@/components/product-price';
import { SHORT_TOAST_MS } from '@/lib/toast-times';
import { useDownloads } from '../api/get-downloads';
import { useDownloadFiles } from '../api/get-download-files';
import { type DownloadFile, DownloadFilesModal } from '../components/download-files-modal';
import { type ComplaintTarget, OrderComplaintModal } from '../components/order-complaint-modal';
import '../i18n';
import '@/components/store.css';
import './files.css';

type DownloadItem = ResponseData<typeof commerce.downloads>[number];

export default function FilesViewPage() {
  const { t } = useTranslation(NS);
  const downloads = useDownloads();
  // A card checkout comes back here from the gateway.
  const returned = usePaymentReturn();
  const [open, setOpen] = useState<{ name: string; files: DownloadFile[] } | null>(null);
  const [complaint, setComplaint] = useState<ComplaintTarget | null>(null);

  return (
    <div className="souq-container store-page">
      <header className="souq-page-head">
        <h1 className="store-page__title">{t(`${ROUTES_NS}:filesView`)}</h1>
      </header>
      {returned ? <CheckoutResult outcome={returned} on="files" /> : null}
      {downloads.isPending ? (
        <ul className="souq-stack-list" aria-busy="true" data-testid="files-skeleton">
          {[1, 2, 3].map((i) => (
            <li key={i} className="store-panel">
              <Placeholder lines={3} />
            </li>
          ))}
        </ul>
      ) : downloads.isError ? (
        <LoadFailed onRetry={() => void downloads.refetch()} compact={false} error={downloads.error} />
      ) : downloads.data.length === 0 ? (
        <EmptyState message={t('files.empty')} action={<Link to={paths.home.getHref()}>{t('files.browse')}</Link>} />
      ) : (
        <ul className="souq-stack-list">
          {downloads.data.map((item) => (
            <li key={`${item.order_id}-${item.id}`}>
              <FileRow
                item={item}
                onFiles={(files) => setOpen({ name: item.name, files })}
                onComplain={() => setComplaint({ orderId: item.order_id, name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <DownloadFilesModal name={open?.name ?? ''} files={open?.files ?? null} onClose={() => setOpen(null)} />
      <OrderComplaintModal target={complaint} onClose={() => setComplaint(null)} />
    </div>
  );
}

function FileRow({ item, onFiles, onComplain }: { item: DownloadItem; onFiles: (files: DownloadFile[]) => void; onComplain: () => void }) {
  const { t } = useTranslation(NS);
  const files = useDownloadFiles();
  const preview = item.preview_files_attachments?.[0]?.link;

  const download = () =>
    files.mutate(item.id, {
      onSuccess: (res) => {
        if (res.msg) toast.success(res.msg, SHORT_TOAST_MS);
        onFiles(res.data.download_files_attachments);
      },
      onError: (err) => toast.error(errorMessage(err, t('files.failed')), SHORT_TOAST_MS),
    });

  return (
    <article className="store-panel files-row">
      {preview ? (
        <img className="files-row__image" {...imageSources(preview, '120px')} alt={t('product.imageAlt', { name: item.name })} />
      ) : (
        <span className="files-row__image files-row__image--empty" aria-hidden="true">
          <FileOutlined />
        </span>
      )}
      <div className="files-row__body">
        <Link to={paths.providerProductDetails.getHref({ id: item.id })} className="files-row__name">
          <bdi>{item.name}</bdi>
        </Link>
        <span className="store-muted">{t('files.by', { name: item.provider.name })}</span>
        {/* What this purchase cost after the product's discount and the order's coupon, beside the list price. */}
        <span className="files-row__paid">
          <span className="store-muted">{t('files.paid')}</span>
          <ProductPrice
            product={{ price: item.price, price_after_discount: item.paid_price, has_discount: true, discount_percentage: 0 }}
          />
        </span>
        <span className="store-muted">{t('files.purchasedAt', { date: formatDate(item.purchased_at, currentLocale()) })}</span>
      </div>
      <div className="files-row__actions">
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden="true" />}
          loading={files.isPending}
          onClick={download}
          aria-label={t('files.downloadLabel', { name: item.name })}
        >
          {t('files.download')}
        </Button>
        <TaxInvoiceButton kind="products" orderId={item.order_id} />
        <Button
          icon={<ExclamationCircleOutlined aria-hidden="true" />}
          onClick={onComplain}
          aria-label={t('files.complainLabel', { name: item.name })}
        >
          {t('files.complain')}
        </Button>
      </div>
    </article>
  );
}
