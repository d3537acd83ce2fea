import { useTranslation } from 'react-i18next';
import { Modal } from '@souq/ui';
import { NS } from '@/config/i18n';
import { ServiceRequestForm, type ServiceRequestFormProps } from './service-request-form';

export interface ServiceRequestModalProps extends ServiceRequestFormProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title (what happens to the request). */
  hint?: string;
}

/** The request form in a modal (small screens, and the direct request on a profile). */
export function ServiceRequestModal({ open, onClose, title, hint, ...form }: ServiceRequestModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={title} destroyOnHidden width={560} closable={{ 'aria-label': t('close') }}>
      {hint ? <p className="catalog-request__hint">{hint}</p> : null}
      <ServiceRequestForm {...form} />
    </Modal>
  );
}
