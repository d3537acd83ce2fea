import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@souq/ui';
import { NS } from '@/config/i18n';

export interface CatalogModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: number;
  /** Unmount the content when closed (a form starts afresh next time). */
  destroyOnHidden?: boolean;
  children: ReactNode;
}

/** The catalogue's dialogs: no footer (the content has its own actions), closed by the × or outside. */
export function CatalogModal({ open, onClose, title, width, destroyOnHidden = false, children }: CatalogModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={width}
      title={title}
      destroyOnHidden={destroyOnHidden}
      closable={{ 'aria-label': t('close') }}
    >
      {children}
    </Modal>
  );
}

/** The details of a profile's product or work: a wide dialog titled with its name, open while `item` is set. */
export function ItemModal<T extends { name: string }>({
  item,
  onClose,
  children,
}: {
  item: T | null;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <CatalogModal open={item !== null} onClose={onClose} width={760} title={item ? <bdi>{item.name}</bdi> : null} destroyOnHidden>
      {item ? children(item) : null}
    </CatalogModal>
  );
}
