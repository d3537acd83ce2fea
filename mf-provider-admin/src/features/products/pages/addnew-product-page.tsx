import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@souq/routes';
import { ProviderGate, STORE_PAGES } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { SuccessThen } from '@/components/success-then';
import { NS } from '@/config/namespace';
import { notifyError } from '@/lib/notify';
import { useStoreProduct } from '../api/products';
import { ProductForm } from '../components/product-form';

/** /addnewProduct: after saving, "waiting for admin approval", then the product list. */
export default function AddnewProductPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const store = useStoreProduct();
  const [done, setDone] = useState<string | null>(null);
  return (
    <ProviderGate allow={STORE_PAGES}>
      <PageLayout narrow title={t('products.addTitle')}>
        <ProductForm
          sending={store.isPending || done !== null}
          submitLabel={t('products.add')}
          onSubmit={(v) =>
            store.mutate(v, { onSuccess: (res) => setDone(res.msg || t('products.waitApproval')), onError: (err) => notifyError(err, t) })
          }
        />
        <SuccessThen open={done !== null} title={done ?? ''} onDone={() => navigate(paths.providerProducts.getHref())} />
      </PageLayout>
    </ProviderGate>
  );
}
