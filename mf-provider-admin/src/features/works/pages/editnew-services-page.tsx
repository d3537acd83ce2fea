import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@souq/routes';
import { LoadFailed, Placeholder } from '@souq/ui';
import { FREELANCER_PAGES, ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { SuccessThen } from '@/components/success-then';
import { NS } from '@/config/namespace';
import { announce, notifyError } from '@/lib/notify';
import { useDeleteWorkImage, useUpdateWork, useWork } from '../api/works';
import { WorkForm } from '../components/work-form';

function EditWork({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const work = useWork(id);
  const update = useUpdateWork();
  const removeImage = useDeleteWorkImage(id);
  const [done, setDone] = useState<string | null>(null);
  if (work.isPending) return <Placeholder lines={10} />;
  if (work.isError) return <LoadFailed onRetry={() => work.refetch()} error={work.error} />;
  const w = work.data;
  return (
    <>
      <WorkForm
        initial={{
          name: w.name,
          category_id: w.category.id ?? undefined,
          service_id: w.service.id ?? undefined,
          price: w.price,
          duration: w.duration,
          link: w.link,
          description: w.description,
        }}
        existing={w.attachments}
        onRemoveExisting={(a) => announce(removeImage.mutateAsync(a.name), t('works.imageRemoved'), t)}
        sending={update.isPending || done !== null}
        submitLabel={t('save')}
        onSubmit={(v) =>
          update.mutate(
            { ...v, work_id: id },
            {
              onSuccess: (res) => setDone(res.msg || t('works.workEdited')),
              onError: (err) => notifyError(err, t),
            },
          )
        }
      />
      <SuccessThen open={done !== null} title={done ?? ''} onDone={() => navigate(`${paths.worksView.getHref()}?tab=works`)} />
    </>
  );
}

/** /editnewServices/:id: edit a work (docs/product/provider-back-office.md#works); "work edited successfully" in a modal, then the works tab. */
export default function EditnewServicesPage() {
  const { t } = useTranslation(NS);
  const id = Number(useParams().id);
  return (
    <ProviderGate allow={FREELANCER_PAGES}>
      <PageLayout narrow title={t('works.editWorkTitle')}>
        <EditWork key={id} id={id} />
      </PageLayout>
    </ProviderGate>
  );
}
