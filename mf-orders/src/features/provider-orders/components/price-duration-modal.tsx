/** Price (SR) and duration (days) with an optional text: the price offer and the negotiation sheet. */
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber } from '@souq/ui';
import { OrdersModal } from '@/components/action-modal';
import { NS } from '@/config/namespace';
import '../i18n';

export interface PriceDurationValues {
  price: number;
  duration: number;
  text: string;
}

export interface PriceDurationModalProps {
  open: boolean;
  title: string;
  hint?: string;
  textLabel: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: PriceDurationValues) => void;
}

export function PriceDurationModal({ open, title, hint, textLabel, submitLabel, pending, onClose, onSubmit }: PriceDurationModalProps) {
  const { t } = useTranslation(NS);
  return (
    <OrdersModal open={open} title={title} pending={pending} onClose={onClose} footer={null}>
      {open ? (
        <Form<PriceDurationValues>
          noValidate
          layout="vertical"
          disabled={pending}
          initialValues={{ text: '' }}
          onFinish={(v) => onSubmit({ price: Number(v.price), duration: Number(v.duration), text: (v.text ?? '').trim() })}
        >
          {hint ? <p className="orders-muted">{hint}</p> : null}
          <Form.Item
            name="price"
            label={t('providerOrders.price')}
            rules={[{ required: true, type: 'number', min: 0.01, message: t('providerOrders.priceRequired') }]}
          >
            <InputNumber min={0} max={10_000_000} step={1} style={{ inlineSize: '100%' }} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="duration"
            label={t('providerOrders.duration')}
            rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('providerOrders.durationRequired') }]}
          >
            <InputNumber min={1} max={3650} step={1} precision={0} style={{ inlineSize: '100%' }} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="text" label={textLabel}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <div className="orders-actions">
            <Button type="primary" htmlType="submit" loading={pending}>
              {submitLabel}
            </Button>
            <Button onClick={onClose} disabled={pending}>
              {t('cancel')}
            </Button>
          </div>
        </Form>
      ) : null}
    </OrdersModal>
  );
}
