import { useEffect } from 'react';
import { Modal, Result } from '@souq/ui';

/** Counts the 2 s from when the message is on screen (the Result widget loads on first use). */
function ShownFor({ text, ms, onDone }: { text: string; ms: number; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, ms);
    return () => clearTimeout(timer);
  }, [ms, onDone]);
  return <>{text}</>;
}

/** Success message that closes itself after 2 s on screen (docs/product/README.md#constants), then `onDone`. */
export function SuccessThen({ open, title, onDone }: { open: boolean; title: string; onDone: () => void }) {
  return (
    <Modal open={open} footer={null} onCancel={onDone} centered title={null}>
      {open ? <Result status="success" title={<ShownFor text={title} ms={2000} onDone={onDone} />} /> : null}
    </Modal>
  );
}
