/** A complaint to the admin about an order (either side): reason and details, both required. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { Button, Input, Modal } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useSendComplaint } from '@/lib/api/send-complaint';
import './i18n';

export function ComplaintModal({ open, requestServiceId, onClose }: { open: boolean; requestServiceId: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const send = useSendComplaint();
  const [reason, setReason] = useState('');
  const [complaint, setComplaint] = useState('');
  const [errors, setErrors] = useState<{ reason?: boolean; complaint?: boolean }>({});
  const reasonId = useId();
  const textId = useId();

  const submit = () => {
    const next = { reason: !reason.trim(), complaint: !complaint.trim() };
    setErrors(next);
    if (next.reason || next.complaint) return;
    send.mutate(
      { requestServiceId, reason: reason.trim(), complaint: complaint.trim() },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('complaint.sent'));
          setReason('');
          setComplaint('');
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, t('order.genericError'))),
      },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={send.isPending ? undefined : onClose}
      title={t('complaint.title')}
      destroyOnHidden
      closable={{ 'aria-label': t('close') }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={send.isPending}>
          {t('cancel')}
        </Button>,
        <Button key="send" type="primary" onClick={submit} loading={send.isPending}>
          {t('complaint.submit')}
        </Button>,
      ]}
    >
      <label htmlFor={reasonId} className="orders-label">
        {t('complaint.reason')}
      </label>
      <Input
        id={reasonId}
        maxLength={255}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        status={errors.reason ? 'error' : undefined}
      />
      {errors.reason ? (
        <p role="alert" className="orders-error">
          {t('complaint.reasonRequired')}
        </p>
      ) : null}
      <label htmlFor={textId} className="orders-label">
        {t('complaint.text')}
      </label>
      <Input.TextArea
        id={textId}
        rows={4}
        maxLength={5000}
        value={complaint}
        onChange={(e) => setComplaint(e.target.value)}
        status={errors.complaint ? 'error' : undefined}
      />
      {errors.complaint ? (
        <p role="alert" className="orders-error">
          {t('complaint.textRequired')}
        </p>
      ) : null}
    </Modal>
  );
}
