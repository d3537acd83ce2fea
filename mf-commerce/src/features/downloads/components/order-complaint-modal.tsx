/**
 * A complaint to the administration about a store order the customer paid for: reason and
 * details, both required. The dialog closes only when the server took it (success toast), else
 * it stays open with the server's message as an error toast.
 */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { ComplaintModal } from '@souq/ui';
import { NS } from '@/config/namespace';
import { SHORT_TOAST_MS } from '@/lib/toast-times';
import { useFileOrderComplaint } from '../api/file-order-complaint';
import '../i18n';

export interface ComplaintTarget {
  orderId: number;
  /** The product the customer reached it from (named in the title). */
  name: string;
}

export function OrderComplaintModal({ target, onClose }: { target: ComplaintTarget | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const send = useFileOrderComplaint();
  return (
    <ComplaintModal
      open={target !== null}
      title={t('complaint.title')}
      pending={send.isPending}
      onClose={onClose}
      intro={
        <>
          <p className="files-complaint__product">
            {t('complaint.product')} <bdi>{target?.name}</bdi>
          </p>
          <p className="store-muted">{t('complaint.hint')}</p>
        </>
      }
      onSubmit={(fields) =>
        target
          ? send.mutateAsync({ orderId: target.orderId, ...fields }).then(
              (res) => {
                toast.success(res.msg || t('complaint.sent'), SHORT_TOAST_MS);
                onClose();
              },
              (err) => {
                toast.error(errorMessage(err, t('complaint.failed')), SHORT_TOAST_MS);
                throw err;
              },
            )
          : Promise.resolve()
      }
    />
  );
}
