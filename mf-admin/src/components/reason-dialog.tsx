import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Modal, requiredText } from '@souq/ui';
import { NS } from '@/config/namespace';

export interface ReasonDialogProps {
  /** The button that opens it (already translated). */
  label: string;
  title: string;
  /** The field's label: reason, transfer reference… */
  field: string;
  required?: boolean;
  danger?: boolean;
  multiline?: boolean;
  pending: boolean;
  onSubmit: (value: string) => Promise<unknown>;
}

/**
 * An action that asks for one text first (a rejection's reason, a transfer reference): the dialog
 * is its confirmation; it closes only when the server agreed.
 */
export function ReasonDialog({
  label,
  title,
  field,
  required = true,
  danger = false,
  multiline = true,
  pending,
  onSubmit,
}: ReasonDialogProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ value: string }>();
  const submit = async ({ value }: { value?: string }) => {
    try {
      await onSubmit((value ?? '').trim());
      setOpen(false);
      form.resetFields();
    } catch {
      // The toast said why; the dialog stays open to correct it.
    }
  };
  return (
    <>
      <Button size="small" danger={danger} onClick={() => setOpen(true)} disabled={pending}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={() => setOpen(false)}
        okText={label}
        cancelText={t('cancel')}
        okButtonProps={{ danger, loading: pending, disabled: pending, htmlType: 'submit', form: `reason-${title}` }}
        destroyOnHidden
      >
        <Form id={`reason-${title}`} form={form} layout="vertical" onFinish={submit} disabled={pending}>
          <Form.Item name="value" label={field} rules={required ? [requiredText(t('common.required'))] : []}>
            {multiline ? <Input.TextArea rows={3} maxLength={1000} /> : <Input maxLength={100} />}
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
