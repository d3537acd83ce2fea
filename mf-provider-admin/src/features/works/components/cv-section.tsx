import { useTranslation } from 'react-i18next';
import { Button, Form, Input, LoadFailed, Placeholder, Select } from '@souq/ui';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCv, useExperiences, useUpdateCv } from '../api/cv';

type Values = { cv: string; experience_id?: number };

/** CV text with the experience level from /provider/experiences. */
export function CvSection() {
  const { t } = useTranslation(NS);
  const cv = useCv();
  const experiences = useExperiences();
  const update = useUpdateCv();
  let body: React.ReactNode;
  if (cv.isPending) body = <Placeholder lines={4} />;
  else if (cv.isError) body = <LoadFailed onRetry={() => cv.refetch()} error={cv.error} />;
  else
    body = (
      <Form<Values>
        noValidate
        layout="vertical"
        requiredMark={false}
        disabled={update.isPending}
        initialValues={{ cv: cv.data.cv, experience_id: cv.data.experience?.id }}
        onFinish={(v) =>
          update.mutate(
            { cv: v.cv ?? '', experience_id: v.experience_id },
            { onSuccess: (res) => notifySuccess(res.msg, t('works.cvSaved')), onError: (err) => notifyError(err, t) },
          )
        }
      >
        <Form.Item name="experience_id" label={t('works.experience')}>
          <Select options={(experiences.data ?? []).map((e) => ({ value: e.id, label: e.name }))} loading={experiences.isPending} />
        </Form.Item>
        <Form.Item name="cv" label={t('works.cv')}>
          <Input.TextArea dir="auto" rows={5} maxLength={5000} showCount placeholder={t('works.cvPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('works.saveCv')}
        </Button>
      </Form>
    );
  return (
    <>
      <h2 className="pa-section-title">{t('works.cv')}</h2>
      {body}
    </>
  );
}
