/** A complaint to the admin about a service order (either side), sent with the order's id. */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { ComplaintModal as Complaint } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useSendComplaint } from '@/lib/api/send-complaint';
import './i18n';

export function ComplaintModal({ open, requestServiceId, onClose }: { open: boolean; requestServiceId: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const send = useSendComplaint();
  return (
    <Complaint
      open={open}
      title={t('complaint.title')}
      pending={send.isPending}
      onClose={onClose}
      onSubmit={(fields) =>
        send.mutateAsync({ request_service_id: requestServiceId, ...fields }).then(
          (res) => {
            toast.success(res.msg || t('complaint.sent'));
            onClose();
          },
          (err) => {
            toast.error(errorMessage(err, t('order.genericError')));
            throw err;
          },
        )
      }
    />
  );
}
