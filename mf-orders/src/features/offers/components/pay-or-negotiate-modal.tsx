/** After accepting an offer: pay now (the default) or negotiate with the provider in the chat. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Radio } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';

export type PayOrNegotiate = 'pay' | 'negotiate';

export interface PayOrNegotiateModalProps {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onChoose: (choice: PayOrNegotiate) => void;
}

export function PayOrNegotiateModal({ open, pending, onClose, onChoose }: PayOrNegotiateModalProps) {
  const { t } = useTranslation(NS);
  const [choice, setChoice] = useState<PayOrNegotiate>('pay');
  const hintId = useId();
  return (
    <Modal
      open={open}
      onCancel={pending ? undefined : onClose}
      title={t('pay.chooseTitle')}
      destroyOnHidden
      closable={{ 'aria-label': t('close') }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>,
        <Button key="next" type="primary" loading={pending} onClick={() => onChoose(choice)}>
          {t('pay.next')}
        </Button>,
      ]}
    >
      <p id={hintId} className="orders-muted">
        {t('pay.chooseHint')}
      </p>
      <Radio.Group
        aria-describedby={hintId}
        aria-label={t('pay.chooseTitle')}
        className="orders-pay__methods"
        value={choice}
        onChange={(e) => setChoice(e.target.value as PayOrNegotiate)}
        options={[
          { value: 'pay', label: t('pay.payNow') },
          { value: 'negotiate', label: t('pay.negotiate') },
        ]}
      />
    </Modal>
  );
}
