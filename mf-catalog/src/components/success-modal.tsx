import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Notice } from '@souq/ui';
import { NS } from '@/config/i18n';

/** docs/product/README.md#constants: success modals close by themselves after 2 seconds. */
export const SUCCESS_AUTO_CLOSE_MS = 2000;

export interface SuccessModalProps {
  open: boolean;
  title: string;
  description?: string;
  /** Called when the modal closes, by itself or by the user. */
  onDone: () => void;
  /** `false`: stays open until the user acts (when it offers actions). */
  autoCloseMs?: number | false;
  /** Details and actions under the message. */
  children?: ReactNode;
}

export function SuccessModal({ open, title, description, onDone, autoCloseMs = SUCCESS_AUTO_CLOSE_MS, children }: SuccessModalProps) {
  const { t } = useTranslation(NS);
  useEffect(() => {
    if (!open || autoCloseMs === false) return undefined;
    const timer = setTimeout(onDone, autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, onDone, autoCloseMs]);

  return (
    <Modal
      open={open}
      onCancel={onDone}
      footer={null}
      centered
      width={400}
      title={<span className="souq-visually-hidden">{title}</span>}
      closable={{ 'aria-label': t('close') }}
    >
      <div role="status">
        <Notice status="success" title={title} description={description} />
      </div>
      {children}
    </Modal>
  );
}
