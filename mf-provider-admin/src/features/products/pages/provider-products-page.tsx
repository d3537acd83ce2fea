import '../i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, ROUTES_NS } from '@souq/routes';
import { Button, EmptyState, imageSources, LoadFailed, Placeholder, Price, Stars, Tag, Tooltip } from '@souq/ui';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@souq/ui/icons';
import { ProviderGate, STORE_PAGES } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { Confirm } from '@/components/confirm';
import { NS } from '@/config/namespace';
import { announce } from '@/lib/notify';
import { useDeleteProduct, useOwnProducts } from '../api/products';
import './products.css';

function ProductsList() {
  const { t } = useTranslation(NS);
  const products = useOwnProducts();
  const remove = useDeleteProduct();
  if (products.isPending) return <Placeholder lines={8} />;
  if (products.isError) return <LoadFailed onRetry={() => products.refetch()} error={products.error} />;
  if (!products.data.length)
    return (
      <EmptyState
        message={t('products.empty')}
        action={
          <Link className="souq-btn souq-btn--primary" to={paths.addnewProduct.getHref()}>
            {t('products.add')}
          </Link>
        }
      />
    );
  return (
    <ul className="pa-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {products.data.map((p) => {
        const preview = p.preview_files_attachments?.[0];
        const deleteButton = (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={p.is_purchased}
            loading={remove.isPending && remove.variables === p.id}
            aria-label={t('products.remove', { name: p.name })}
          />
        );
        return (
          <li key={p.id} className="pa-tile pa-product">
            <div className="pa-product__image">
              {preview ? (
                <img
                  {...imageSources(preview.link, '(max-width: 600px) 100vw, 280px')}
                  alt={preview.alt || p.name}
                  width={280}
                  height={180}
                  loading="lazy"
                />
              ) : null}
              {p.rejection_reason !== null ? (
                <Tag color="error" className="pa-product__badge">
                  {t('products.rejected')}
                </Tag>
              ) : !p.is_approved ? (
                <Tag color="warning" className="pa-product__badge">
                  {t('products.awaitingApproval')}
                </Tag>
              ) : null}
            </div>
            <div className="pa-product__body">
              <p className="pa-list__title">{p.name}</p>
              {p.rejection_reason !== null ? (
                <div className="pa-product__rejected" role="note">
                  {p.rejection_reason ? (
                    <p>
                      {t('products.rejectedBecause')} <bdi>{p.rejection_reason}</bdi>
                    </p>
                  ) : null}
                  <p>{t('products.rejectedHint')}</p>
                </div>
              ) : null}
              <Stars value={p.rate} />
              <p className="pa-product__description">{p.description}</p>
              <div className="pa-list__meta">
                <Price amount={p.price_after_discount} />
                {p.has_discount ? <Price amount={p.price} old /> : null}
              </div>
              <div className="pa-list__actions" style={{ marginBlockStart: 8, flexWrap: 'wrap' }}>
                <Link className="souq-btn" to={paths.providerProductDetails.getHref({ id: p.id })}>
                  <EyeOutlined aria-hidden="true" /> {t('products.details')}
                </Link>
                <Link
                  className="souq-btn"
                  to={paths.editProviderProduct.getHref({ id: p.id })}
                  aria-label={t('products.edit', { name: p.name })}
                >
                  <EditOutlined aria-hidden="true" />
                </Link>
                {p.is_purchased ? (
                  <Tooltip title={t('products.purchased')}>
                    <span>{deleteButton}</span>
                  </Tooltip>
                ) : (
                  <Confirm onConfirm={() => announce(remove.mutateAsync(p.id), t('products.deleted'), t)}>{deleteButton}</Confirm>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /providerProducts (docs/product/provider-back-office.md#products). Not for freelancers. */
export default function ProviderProductsPage() {
  const { t } = useTranslation(NS);
  const { t: title } = useTranslation(ROUTES_NS);
  return (
    <ProviderGate allow={STORE_PAGES}>
      <PageLayout
        title={title('providerProducts')}
        actions={
          <Link className="souq-btn souq-btn--primary" to={paths.addnewProduct.getHref()}>
            <PlusOutlined aria-hidden="true" /> {t('products.add')}
          </Link>
        }
      >
        <ProductsList />
      </PageLayout>
    </ProviderGate>
  );
}
