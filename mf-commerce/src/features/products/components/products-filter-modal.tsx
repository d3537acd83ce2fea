import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, LoadFailed, Modal, Placeholder, Radio } from '@souq/ui';
import { NS } from '@/config/namespace';
import type { ProductFilters } from '../api/filter-products';
import { useFeatures } from '../api/get-features';
import '../i18n';

type Direction = 'any' | '1' | '0';
const toDirection = (v?: number): Direction => (v === undefined ? 'any' : v === 1 ? '1' : '0');
const fromDirection = (v: Direction): 0 | 1 | undefined => (v === 'any' ? undefined : v === '1' ? 1 : 0);

export interface ProductsFilterModalProps {
  open: boolean;
  value: ProductFilters | null;
  onApply: (filters: ProductFilters | null) => void;
  onClose: () => void;
}

/** Price and rating order (high/low) and feature checkboxes; "clear all" drops the filter. */
export function ProductsFilterModal({ open, value, onApply, onClose }: ProductsFilterModalProps) {
  const { t } = useTranslation(NS);
  const features = useFeatures(open);
  const [price, setPrice] = useState<Direction>('any');
  const [rate, setRate] = useState<Direction>('any');
  const [chosen, setChosen] = useState<number[]>([]);

  // Each opening starts from the filter in force.
  useEffect(() => {
    if (!open) return;
    setPrice(toDirection(value?.price));
    setRate(toDirection(value?.rate));
    setChosen(value?.features ?? []);
  }, [open, value]);

  const apply = () => {
    const next: ProductFilters = { price: fromDirection(price), rate: fromDirection(rate), features: chosen };
    if (next.price === undefined) delete next.price;
    if (next.rate === undefined) delete next.rate;
    onApply(next.price === undefined && next.rate === undefined && chosen.length === 0 ? null : next);
  };

  const directions = [
    { value: 'any', label: t('filter.any') },
    { value: '1', label: t('filter.high') },
    { value: '0', label: t('filter.low') },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('filter.title')}
      closable={{ 'aria-label': t('close') }}
      footer={[
        <Button key="reset" onClick={() => onApply(null)}>
          {t('filter.reset')}
        </Button>,
        <Button key="apply" type="primary" onClick={apply}>
          {t('filter.apply')}
        </Button>,
      ]}
    >
      <fieldset className="store-fieldset">
        <legend>{t('filter.price')}</legend>
        <Radio.Group value={price} onChange={(e) => setPrice(e.target.value as Direction)} options={directions} />
      </fieldset>
      <fieldset className="store-fieldset">
        <legend>{t('filter.rate')}</legend>
        <Radio.Group value={rate} onChange={(e) => setRate(e.target.value as Direction)} options={directions} />
      </fieldset>
      <fieldset className="store-fieldset">
        <legend>{t('filter.features')}</legend>
        {features.isPending ? (
          <Placeholder lines={3} />
        ) : features.isError ? (
          <LoadFailed onRetry={() => void features.refetch()} error={features.error} />
        ) : features.data.length === 0 ? (
          <p className="store-muted">{t('filter.noFeatures')}</p>
        ) : (
          <Checkbox.Group
            className="store-features"
            value={chosen}
            onChange={(v) => setChosen(v as number[])}
            options={features.data.map((f) => ({ value: f.id, label: f.name }))}
          />
        )}
      </fieldset>
    </Modal>
  );
}
