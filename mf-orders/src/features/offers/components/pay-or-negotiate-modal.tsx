/** After accepting an offer: pay now (the default) or negotiate with the provider in the chat. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio } from '@souq/ui';
import { ActionModal } from '@/components/action-modal';
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
    <ActionModal
      open={open}
      title={t('pay.chooseTitle')}
      action={t('pay.next')}
      pending={pending}
      onAction={() => onChoose(choice)}
      onClose={onClose}
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
    </ActionModal>
  );
}
