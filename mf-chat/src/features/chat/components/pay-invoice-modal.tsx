import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@souq/api-client';
import type { ChatInvoice, PayType } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { Modal, Price, Radio } from '@souq/ui';
import { NS } from '@/config/namespace';
import { getRoomMessagesQueryOptions } from '../api/get-room-messages';
import { usePayInvoice } from '../api/pay-invoice';

/** Pay-invoice modal (customers): the total and the method (wallet or card); card opens the gateway page. */
export function PayInvoiceModal({ invoice, roomId, onClose }: { invoice: ChatInvoice; roomId: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [method, setMethod] = useState<PayType>('wallet');
  const pay = usePayInvoice();
  const client = useQueryClient();

  const submit = () =>
    pay.mutate(
      { negotiate_id: invoice.negotaite_id, type: method },
      {
        onSuccess: (res) => {
          if (res.data?.url) {
            window.location.assign(res.data.url);
            return;
          }
          toast.success(res.msg || t('invoice.paid'));
          void client.invalidateQueries({ queryKey: ['orders'] });
          // The server also pushes the paid state; this covers a socket that is down.
          void client.invalidateQueries({ queryKey: getRoomMessagesQueryOptions(roomId).queryKey });
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, t('invoice.payFailed'))),
      },
    );

  return (
    <Modal
      open
      title={t('invoice.payTitle')}
      onCancel={pay.isPending ? undefined : onClose}
      onOk={submit}
      okText={t('invoice.confirm')}
      cancelText={t('invoice.cancel')}
      okButtonProps={{ loading: pay.isPending, 'data-testid': 'confirm-pay' } as never}
      cancelButtonProps={{ disabled: pay.isPending }}
      destroyOnHidden
    >
      <p className="chat-pay__total">
        <span>{t('invoice.total')}</span> <Price amount={invoice.final_total} />
      </p>
      <fieldset className="chat-pay__methods">
        <legend>{t('invoice.method')}</legend>
        <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as PayType)}>
          <Radio value="wallet">{t('invoice.wallet')}</Radio>
          <Radio value="card">{t('invoice.card')}</Radio>
        </Radio.Group>
      </fieldset>
    </Modal>
  );
}
