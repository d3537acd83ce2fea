import '../i18n';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@souq/routes';
import { LoadFailed, Placeholder } from '@souq/ui';
import { ProviderGate, STORE_PAGES } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { SuccessThen } from '@/components/success-then';
import { NS } from '@/config/namespace';
import { announce, notifyError } from '@/lib/notify';
import { useDeleteProductFile, useOwnProduct, useUpdateProduct } from '../api/products';
import { ProductForm } from '../components/product-form';

function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const product = useOwnProduct(id);
  const update = useUpdateProduct();
  const removeFile = useDeleteProductFile(id);
  const [done, setDone] = useState<string | null>(null);
  if (product.isPending) return <Placeholder lines={12} />;
  if (product.isError) return <LoadFailed onRetry={() => product.refetch()} error={product.error} />;
  const p = product.data;
  const expire = p.discount_expire ? dayjs(p.discount_expire.slice(0, 10)) : null;
  return (
    <>
      <ProductForm
        initial={{
          name: p.name,
          category_id: p.category.id,
          features: p.features.map((f) => f.id),
          price: p.price,
          discount_percentage: p.stored_discount_percentage,
          price_after_discount: p.stored_price_after_discount,
          discount_expire: expire?.isValid() ? expire : null,
          description: p.description,
        }}
        existingPreviews={p.preview_files_attachments}
        existingDownloads={p.download_files_attachments}
        onRemoveFile={(kind, a) => announce(removeFile.mutateAsync({ kind, name: a.name }), t('products.fileRemoved'), t)}
        sending={update.isPending || done !== null}
        submitLabel={t('save')}
        onSubmit={(v) =>
          update.mutate(
            { ...v, product_id: id },
            { onSuccess: (res) => setDone(res.msg || t('products.waitApproval')), onError: (err) => notifyError(err, t) },
          )
        }
      />
      <SuccessThen open={done !== null} title={done ?? ''} onDone={() => navigate(paths.providerProducts.getHref())} />
    </>
  );
}

/** /editProviderProduct/:id: saving sends the product back for approval, then the list. */
export default function EditProviderProductPage() {
  const { t } = useTranslation(NS);
  const id = Number(useParams().id);
  return (
    <ProviderGate allow={STORE_PAGES}>
      <PageLayout narrow title={t('products.editTitle')}>
        <EditProduct key={id} id={id} />
      </PageLayout>
    </ProviderGate>
  );
}
