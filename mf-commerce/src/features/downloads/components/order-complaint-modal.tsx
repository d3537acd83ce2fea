/**
 * A complaint to the administration about a store order the customer paid for: reason and
 * details, both required. Sending disables the form; the dialog closes only when the server
 * took it (success toast), else it stays open with the server's message as an error toast.
 */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { Button, Form, Input, Modal } from '@souq/ui';
import { NS } from '@/config/namespace';
import { SHORT_TOAST_MS } from '@/lib/toast-times';
import { useFileOrderComplaint } from '../api/file-order-complaint';
import '../i18n';

export interface ComplaintTarget {
  orderId: number;
  /** The product the customer reached it from (named in the title). */
  name: string;
}

type Fields = { reason: string; complaint: string };

export function OrderComplaintModal({ target, onClose }: { target: ComplaintTarget | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const send = useFileOrderComplaint();
  const [form] = Form.useForm<Fields>();
  const formId = `order-complaint-${target?.orderId ?? 0}`;

  const submit = ({ reason, complaint }: Fields) => {
    if (!target) return;
    send.mutate(
      { orderId: target.orderId, reason: reason.trim(), complaint: complaint.trim() },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('complaint.sent'), SHORT_TOAST_MS);
          form.resetFields();
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, t('complaint.failed')), SHORT_TOAST_MS),
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={t('complaint.title')}
      onCancel={send.isPending ? undefined : onClose}
      closable={{ 'aria-label': t('close') }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={send.isPending}>
          {t('complaint.cancel')}
        </Button>,
        <Button key="send" type="primary" htmlType="submit" form={formId} loading={send.isPending} disabled={send.isPending}>
          {t('complaint.submit')}
        </Button>,
      ]}
    >
      <p className="files-complaint__product">
        {t('complaint.product')} <bdi>{target?.name}</bdi>
      </p>
      <p className="store-muted">{t('complaint.hint')}</p>
      <Form<Fields> id={formId} form={form} layout="vertical" onFinish={submit} disabled={send.isPending} requiredMark={false}>
        <Form.Item
          name="reason"
          label={t('complaint.reason')}
          rules={[{ required: true, whitespace: true, message: t('complaint.reasonRequired') }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="complaint"
          label={t('complaint.text')}
          rules={[{ required: true, whitespace: true, message: t('complaint.textRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
