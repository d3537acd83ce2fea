import { useTranslation } from 'react-i18next';
import { ADMIN_PRODUCT_STATUSES, type AdminProduct } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { ROUTES_NS } from '@souq/routes';
import { DateText, formatMoney, Image, type TableColumnsType } from '@souq/ui';
import { ConfirmButton } from '@/components/confirm-button';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { FileLinks } from '@/components/file-links';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { productActions, productsSource } from '../api/products';

function ProductActions({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(NS);
  const invalidate = [productsSource.key, ['admin', 'dashboard']];
  const approve = useAction({ run: productActions.approve, success: t('products.approved'), invalidate });
  const reject = useAction({ run: productActions.reject, success: t('products.rejected'), invalidate });
  const pending = approve.isPending || reject.isPending;
  if (product.status === 'approved') return null;
  return (
    <div className="ad-actions">
      <ConfirmButton
        label={t('products.approve')}
        question={t('products.approveQuestion', { name: product.name })}
        pending={pending}
        onConfirm={() => approve.mutate(product.id)}
      />
      {product.status === 'pending' ? (
        <ReasonDialog
          label={t('products.reject')}
          title={t('products.rejectTitle', { name: product.name })}
          field={t('common.reason')}
          danger
          pending={pending}
          onSubmit={(reason) => reject.mutateAsync({ id: product.id, reason })}
        />
      ) : null}
    </div>
  );
}

/** The product's previews, description and downloadable files, under its row. */
function ProductPreview({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(NS);
  return (
    <div>
      {product.previews.length ? (
        <div className="ad-thumbs">
          <Image.PreviewGroup>
            {product.previews.map((src, i) => (
              <Image key={src} src={src} width={72} height={72} alt={t('products.previewAlt', { name: product.name, n: i + 1 })} />
            ))}
          </Image.PreviewGroup>
        </div>
      ) : (
        <p>{t('products.noPreviews')}</p>
      )}
      <p>{product.description}</p>
      {product.files.length ? <FileLinks files={product.files} /> : null}
      {product.rejection_reason ? (
        <p>
          {t('common.rejectionReason')}: {product.rejection_reason}
        </p>
      ) : null}
    </div>
  );
}

/** /admin/products: the approval queue (pending first) with previews and files. */
export default function ProductsPage() {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const columns: TableColumnsType<AdminProduct> = [
    {
      title: t('products.preview'),
      key: 'preview',
      render: (_, p) =>
        p.previews[0] ? <img src={p.previews[0]} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} /> : '—',
    },
    { title: t('common.name'), dataIndex: 'name' },
    { title: t('products.store'), key: 'provider', render: (_, p) => p.provider.name },
    { title: t('products.category'), key: 'category', render: (_, p) => p.category.name },
    {
      title: t('products.price'),
      key: 'price',
      render: (_, p) => formatMoney(p.price_after_discount ?? p.price, locale),
    },
    { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
    { title: t('common.actions'), key: 'actions', render: (_, p) => <ProductActions product={p} /> },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminProducts`)}>
      <DataList<AdminProduct>
        label={t(`${ROUTES_NS}:adminProducts`)}
        source={productsSource}
        columns={columns}
        statuses={ADMIN_PRODUCT_STATUSES}
        initialStatus="pending"
        empty={t('products.empty')}
        expandedRow={(p) => <ProductPreview product={p} />}
      />
    </ConsoleLayout>
  );
}
