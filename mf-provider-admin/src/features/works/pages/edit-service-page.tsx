import '../i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@souq/routes';
import { Button, Form, Input, LoadFailed, Placeholder } from '@souq/ui';
import { FilePicker } from '@/components/file-picker';
import { FREELANCER_PAGES, ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { announce, notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteServiceImage, useProviderService, useUpdateService } from '../api/services';
import { PriceDurationFields } from '../components/price-duration-fields';
import '../components/works.css';

type Values = { price: number; duration: number; description?: string; images?: File[] };

function EditService({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const service = useProviderService(id);
  const update = useUpdateService();
  const removeImage = useDeleteServiceImage(id);
  if (service.isPending) return <Placeholder lines={8} />;
  if (service.isError) return <LoadFailed onRetry={() => service.refetch()} error={service.error} />;
  const s = service.data;
  return (
    <Form<Values>
      noValidate
      layout="vertical"
      requiredMark={false}
      disabled={update.isPending}
      initialValues={{ price: s.price, duration: s.duration, description: s.description }}
      onFinish={(v) =>
        update.mutate(
          { ...v, images: v.images ?? [], provider_service_id: id },
          {
            onSuccess: (res) => {
              notifySuccess(res.msg, t('works.serviceUpdated'));
              navigate(paths.worksView.getHref());
            },
            onError: (err) => notifyError(err, t),
          },
        )
      }
    >
      <dl className="pa-dl">
        <dt>{t('works.category')}</dt>
        <dd>{s.category.name || '—'}</dd>
        <dt>{t('works.service')}</dt>
        <dd>{s.service.name || s.name}</dd>
      </dl>
      <PriceDurationFields />
      <Form.Item name="description" label={t('works.description')}>
        <Input.TextArea dir="auto" rows={4} maxLength={5000} />
      </Form.Item>
      <Form.Item name="images" label={t('works.images')}>
        <FilePicker
          existing={s.attachments}
          disabled={update.isPending}
          onRemoveExisting={(a) => announce(removeImage.mutateAsync(a.name), t('works.imageRemoved'), t)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={update.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

/** /editService/:id: a provider service (price, duration, description, images with removal). */
export default function EditServicePage() {
  const { t } = useTranslation(NS);
  const id = Number(useParams().id);
  return (
    <ProviderGate allow={FREELANCER_PAGES}>
      <PageLayout narrow title={t('works.editServiceTitle')}>
        <EditService key={id} id={id} />
      </PageLayout>
    </ProviderGate>
  );
}
