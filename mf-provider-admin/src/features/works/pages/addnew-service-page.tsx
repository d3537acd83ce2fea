import '../i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@souq/routes';
import { FREELANCER_PAGES, ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStoreWork } from '../api/works';
import { WorkForm } from '../components/work-form';

/** /addnewService: add a work (spec §2), then back to the works tab. */
export default function AddnewServicePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const store = useStoreWork();
  return (
    <ProviderGate allow={FREELANCER_PAGES}>
      <PageLayout narrow title={t('works.addWorkTitle')}>
        <WorkForm
          sending={store.isPending}
          submitLabel={t('works.addWork')}
          onSubmit={(v) =>
            store.mutate(v, {
              onSuccess: (res) => {
                notifySuccess(res.msg, t('works.workAdded'));
                navigate(`${paths.worksView.getHref()}?tab=works`);
              },
              onError: (err) => notifyError(err, t),
            })
          }
        />
      </PageLayout>
    </ProviderGate>
  );
}
