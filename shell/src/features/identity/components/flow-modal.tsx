import type { ReactNode } from 'react';
import { Modal, theme } from '@souq/ui';

/** The modal frame of the profile flows: title, a short hint, the step's content. */
export function FlowModal({
  open,
  title,
  hint,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  hint?: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Modal open={open} title={title} onCancel={onCancel} footer={null} centered destroyOnHidden mask={{ closable: false }} width={440}>
      {hint && <p style={{ marginBlock: '4px 20px', color: token.colorTextSecondary }}>{hint}</p>}
      {children}
    </Modal>
  );
}
