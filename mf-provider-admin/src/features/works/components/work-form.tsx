import { useTranslation } from 'react-i18next';
import type { Attachment } from '@souq/contracts';
import { Button, Form, Input } from '@souq/ui';
import { FilePicker } from '@/components/file-picker';
import { NS } from '@/config/namespace';
import { requiredRule } from '@/lib/form-rules';
import type { WorkInput } from '../api/works';
import { CategoryFields } from './category-fields';
import { PriceDurationFields } from './price-duration-fields';

/** A bare "www.x.com" is read as https (as the server does). */
const LINK = /^(https?:\/\/)?[^\s/$.?#].[^\s]*\.[^\s]+$/i;

export interface WorkFormProps {
  initial?: Partial<WorkInput>;
  existing?: Attachment[];
  onRemoveExisting?: (a: Attachment) => Promise<unknown>;
  sending: boolean;
  submitLabel: string;
  onSubmit: (values: WorkInput) => void;
}

/** Add or edit a work: name, category, sub-service, duration, price, link, description, images. */
export function WorkForm({ initial, existing, onRemoveExisting, sending, submitLabel, onSubmit }: WorkFormProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<WorkInput>();
  return (
    <Form<WorkInput>
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      disabled={sending}
      onFinish={(v) => onSubmit({ ...v, link: v.link?.trim() || undefined, images: v.images ?? [] })}
    >
      <Form.Item name="name" label={t('works.workName')} rules={[requiredRule(t)]}>
        <Input dir="auto" maxLength={150} />
      </Form.Item>
      <CategoryFields form={form} />
      <PriceDurationFields />
      <Form.Item name="link" label={t('works.link')} rules={[{ pattern: LINK, message: t('works.linkInvalid') }]}>
        <Input dir="ltr" inputMode="url" maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item name="description" label={t('works.description')}>
        <Input.TextArea dir="auto" rows={4} maxLength={5000} />
      </Form.Item>
      <Form.Item name="images" label={t('works.images')}>
        <FilePicker existing={existing} onRemoveExisting={onRemoveExisting} disabled={sending} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
