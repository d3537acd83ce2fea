import { requiredText } from '@souq/ui';
import type { TFunction } from 'i18next';

/** antd rules for the shared fields (docs/product/README.md#validation-rules; the server checks again and its msg is shown). */
export const requiredRule = (t: TFunction) => requiredText(t('common.required'));

export const priceRules = (t: TFunction) => [
  { required: true, message: t('common.required') },
  { type: 'number' as const, min: 0.01, message: t('common.positive') },
];

export const durationRules = (t: TFunction) => [
  { required: true, message: t('common.required') },
  { type: 'integer' as const, min: 1, message: t('common.integer') },
];
