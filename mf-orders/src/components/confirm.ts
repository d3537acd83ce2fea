/** The one confirmation before a destructive action (docs/product/README.md#messages-and-errors: "Are you sure? / Proceed to confirm", yes and no). */
import { i18n } from '@souq/i18n';
import { Modal } from '@souq/ui';
import { NS } from '@/config/namespace';
import './i18n';

export function confirmAction({ title, content, onOk }: { title?: string; content?: string; onOk: () => unknown }) {
  const t = i18n.getFixedT(null, NS);
  Modal.confirm({
    title: title ?? t('order.areYouSure'),
    content: content ?? t('order.proceed'),
    okText: t('order.yes'),
    cancelText: t('order.no'),
    okButtonProps: { danger: true },
    onOk: () => {
      onOk();
    },
  });
}
