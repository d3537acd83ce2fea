/** The orders' dialogs: none can be dismissed while its action is pending. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@souq/ui';
import { NS } from '@/config/namespace';
import './i18n';

export interface OrdersModalProps {
  open: boolean;
  title: ReactNode;
  pending: boolean;
  onClose: () => void;
  afterClose?: () => void;
  /** antd's footer; null for a dialog whose form has its own submit button. */
  footer: ReactNode;
  children: ReactNode;
}

export function OrdersModal({ open, title, pending, onClose, afterClose, footer, children }: OrdersModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      onCancel={pending ? undefined : onClose}
      title={title}
      destroyOnHidden
      afterClose={afterClose}
      closable={{ 'aria-label': t('close') }}
      footer={footer}
    >
      {children}
    </Modal>
  );
}

/** A dialog that ends in one action: Cancel and the primary button, which shows `pending`. */
export interface ActionModalProps {
  open: boolean;
  title: ReactNode;
  /** The primary button's label. */
  action: string;
  /** While true the action shows a spinner and the dialog cannot be dismissed. */
  pending: boolean;
  onAction: () => void;
  onClose: () => void;
  afterClose?: () => void;
  children: ReactNode;
}

export function ActionModal({ open, title, action, pending, onAction, onClose, afterClose, children }: ActionModalProps) {
  const { t } = useTranslation(NS);
  return (
    <OrdersModal
      open={open}
      title={title}
      pending={pending}
      onClose={onClose}
      afterClose={afterClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>,
        <Button key="action" type="primary" onClick={onAction} loading={pending}>
          {action}
        </Button>,
      ]}
    >
      {children}
    </OrdersModal>
  );
}
