import { useTranslation } from 'react-i18next';
import { Form, InputNumber } from '@souq/ui';
import { NS } from '@/config/namespace';
import { durationRules, priceRules } from '@/lib/form-rules';

/** Price in SR (two decimals) and duration in whole days. */
export function PriceDurationFields() {
  const { t } = useTranslation(NS);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 16 }}>
      <Form.Item name="price" label={t('works.price')} rules={priceRules(t)}>
        <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} inputMode="decimal" />
      </Form.Item>
      <Form.Item name="duration" label={t('works.duration')} rules={durationRules(t)}>
        <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} inputMode="numeric" />
      </Form.Item>
    </div>
  );
}
