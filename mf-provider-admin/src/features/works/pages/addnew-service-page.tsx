import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@souq/routes';
import { FREELANCER_PAGES, ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { SuccessThen } from '@/components/success-then';
import { NS } from '@/config/namespace';
import { notifyError } from '@/lib/notify';
import { useStoreWork } from '../api/works';
import { WorkForm } from '../components/work-form';

/** /addnewService: add a work (docs/product/provider-back-office.md#works); "work added successfully" in a modal, then the works tab. */
export default function AddnewServicePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const store = useStoreWork();
  const [done, setDone] = useState<string | null>(null);
  return (
    <ProviderGate allow={FREELANCER_PAGES}>
      <PageLayout narrow title={t('works.addWorkTitle')}>
        <WorkForm
          sending={store.isPending || done !== null}
          submitLabel={t('works.addWork')}
          onSubmit={(v) =>
            store.mutate(v, {
              onSuccess: (res) => setDone(res.msg || t('works.workAdded')),
              onError: (err) => notifyError(err, t),
            })
          }
        />
        <SuccessThen open={done !== null} title={done ?? ''} onDone={() => navigate(`${paths.worksView.getHref()}?tab=works`)} />
      </PageLayout>
    </ProviderGate>
  );
}
