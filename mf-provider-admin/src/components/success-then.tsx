import { useEffect } from 'react';
import { Modal, Result } from '@souq/ui';

/** Success message that closes itself after 2 s (spec §9), then `onDone`. */
export function SuccessThen({ open, title, onDone }: { open: boolean; title: string; onDone: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onDone, 2000);
    return () => clearTimeout(timer);
  }, [open, onDone]);
  return (
    <Modal open={open} footer={null} onCancel={onDone} centered title={null}>
      <Result status="success" title={title} />
    </Modal>
  );
}
