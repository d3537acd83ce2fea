/**
 * Payment method (docs/product/README.md#validation-rules: a method must be chosen): card through the gateway page or the
 * wallet. Nothing is preselected, so the customer picks one knowingly.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@souq/contracts';
import { Price, Radio } from '@souq/ui';
import { ActionModal } from './action-modal';
import { NS } from '@/config/namespace';
import './i18n';

export interface PaymentMethodModalProps {
  open: boolean;
  /** SR to pay (final total), when known. */
  amount: number | null;
  pending: boolean;
  onClose: () => void;
  onPay: (type: PayType) => void;
}

export function PaymentMethodModal({ open, amount, pending, onClose, onPay }: PaymentMethodModalProps) {
  const { t } = useTranslation(NS);
  const [method, setMethod] = useState<PayType | null>(null);
  const [missing, setMissing] = useState(false);
  const labelId = useId();
  const errorId = useId();

  const submit = () => {
    if (!method) {
      setMissing(true);
      return;
    }
    onPay(method);
  };

  return (
    <ActionModal open={open} title={t('pay.methodTitle')} action={t('pay.confirm')} pending={pending} onAction={submit} onClose={onClose}>
      {amount !== null ? (
        <p className="orders-pay__amount">
          <span>{t('pay.amount')}</span> <Price amount={amount} />
        </p>
      ) : null}
      <p id={labelId} className="orders-muted">
        {t('pay.methodTitle')}
      </p>
      <Radio.Group
        aria-labelledby={labelId}
        aria-describedby={missing ? errorId : undefined}
        className="orders-pay__methods"
        value={method}
        onChange={(e) => {
          setMethod(e.target.value as PayType);
          setMissing(false);
        }}
        options={[
          {
            value: 'card',
            label: (
              <span className="orders-pay__option">
                <strong>{t('pay.card')}</strong>
                <small>{t('pay.cardHint')}</small>
              </span>
            ),
          },
          {
            value: 'wallet',
            label: (
              <span className="orders-pay__option">
                <strong>{t('pay.wallet')}</strong>
                <small>{t('pay.walletHint')}</small>
              </span>
            ),
          },
        ]}
      />
      {missing ? (
        <p id={errorId} role="alert" className="orders-error">
          {t('pay.methodRequired')}
        </p>
      ) : null}
    </ActionModal>
  );
}
