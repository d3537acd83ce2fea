/**
 * A complaint to the administration about an order (a service order from either side, or a
 * store order): reason and details, both required. While it is sent the form is disabled and
 * the dialog cannot be dismissed; the form is cleared once the server took it.
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../lib/form-rules';
import { Button, Form, Input, Modal } from '../lazy-antd';
import { UI_NS } from '../lib/i18n';

export interface ComplaintFields {
  reason: string;
  complaint: string;
}

export interface ComplaintModalProps {
  open: boolean;
  title: string;
  /** What the complaint is about, above the fields. */
  intro?: ReactNode;
  pending: boolean;
  /** Sends the trimmed fields; resolves when the server took them, rejects when it did not. */
  onSubmit: (fields: ComplaintFields) => Promise<unknown>;
  onClose: () => void;
}

export function ComplaintModal({ open, title, intro, pending, onSubmit, onClose }: ComplaintModalProps) {
  const { t } = useTranslation(UI_NS);
  const [form] = Form.useForm<ComplaintFields>();
  const formId = useId();
  const submit = ({ reason, complaint }: ComplaintFields) =>
    onSubmit({ reason: reason.trim(), complaint: complaint.trim() }).then(
      () => form.resetFields(),
      // The caller has told the person why; the form keeps what they wrote.
      () => undefined,
    );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={pending ? undefined : onClose}
      closable={{ 'aria-label': t('close') }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>,
        <Button key="send" type="primary" htmlType="submit" form={formId} loading={pending} disabled={pending}>
          {t('complaint.submit')}
        </Button>,
      ]}
    >
      {intro}
      <Form<ComplaintFields> id={formId} form={form} layout="vertical" onFinish={submit} disabled={pending} requiredMark={false}>
        <Form.Item name="reason" label={t('complaint.reason')} rules={[requiredText(t('complaint.reasonRequired'))]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="complaint" label={t('complaint.text')} rules={[requiredText(t('complaint.textRequired'))]}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
