import '../i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@souq/routes';
import { LoadFailed, Placeholder } from '@souq/ui';
import { FREELANCER_PAGES, ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteWorkImage, useUpdateWork, useWork } from '../api/works';
import { WorkForm } from '../components/work-form';

function EditWork({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const work = useWork(id);
  const update = useUpdateWork();
  const removeImage = useDeleteWorkImage(id);
  if (work.isPending) return <Placeholder lines={10} />;
  if (work.isError) return <LoadFailed onRetry={() => work.refetch()} />;
  const w = work.data;
  return (
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
      onRemoveExisting={(a) =>
        removeImage.mutateAsync(a.name).then(
          (res) => notifySuccess(res.msg, t('works.imageRemoved')),
          (err) => notifyError(err, t),
        )
      }
      sending={update.isPending}
      submitLabel={t('common.save')}
      onSubmit={(v) =>
        update.mutate(
          { ...v, work_id: id },
          {
            onSuccess: (res) => {
              notifySuccess(res.msg, t('works.workEdited'));
              navigate(`${paths.worksView.getHref()}?tab=works`);
            },
            onError: (err) => notifyError(err, t),
          },
        )
      }
    />
  );
}

/** /editnewServices/:id: edit a work (spec §2). */
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
