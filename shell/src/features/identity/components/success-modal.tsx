import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Modal, Result } from '@souq/ui';

export interface SuccessModalProps {
  open: boolean;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Called once, when the modal closes (by itself or by the user). */
  onClose: () => void;
  /** docs/product/README.md#constants: success confirmations close after 2 s; false keeps it until dismissed. */
  autoCloseMs?: number | false;
  extra?: ReactNode;
}

export function SuccessModal({ open, title, subTitle, onClose, autoCloseMs = 2000, extra }: SuccessModalProps) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open || autoCloseMs === false) return;
    const timer = setTimeout(() => closeRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);
  return (
    <Modal open={open} footer={null} onCancel={() => onClose()} centered destroyOnHidden>
      <Result status="success" title={title} subTitle={subTitle} extra={extra} />
    </Modal>
  );
}
