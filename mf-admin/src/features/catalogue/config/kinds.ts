/**
 * The catalogue and content kinds the one generic page edits (contract `ADMIN_CATALOGUE`): per
 * kind, the fields beyond the names (name_ar and name_en, both required), sort and hidden,
 * which every kind has. Labels come from `catalogue.fields.<name>`.
 */
import type { AdminCatalogueKind } from '@souq/contracts';

export type FieldType = 'text' | 'url' | 'number' | 'image' | 'choice' | 'date' | 'category';

export interface FieldDef {
  name: string;
  type: FieldType;
  required?: boolean;
  /** `choice`: the values (labelled `catalogue.options.<value>`). */
  options?: readonly string[];
  /** Shown as a column of the list. */
  column?: boolean;
  /** Upper-cased as typed (coupon codes). */
  upper?: boolean;
}

const image = (required: boolean): FieldDef => ({ name: 'image', type: 'image', required, column: true });

export const CATALOGUE_FIELDS: Record<AdminCatalogueKind, readonly FieldDef[]> = {
  categories: [image(true)],
  services: [{ name: 'category_id', type: 'category', required: true, column: true }],
  'store-categories': [image(true)],
  features: [],
  'range-prices': [
    { name: 'type', type: 'choice', options: ['service', 'store'], required: true, column: true },
    { name: 'from_price', type: 'number', required: true, column: true },
    { name: 'to_price', type: 'number', required: true, column: true },
  ],
  experiences: [],
  cities: [],
  sliders: [image(true), { name: 'link', type: 'url' }],
  partners: [image(true)],
  socials: [
    {
      name: 'icon',
      type: 'choice',
      options: ['x', 'instagram', 'facebook', 'snapchat', 'tiktok', 'youtube', 'linkedin', 'whatsapp'],
      required: true,
      column: true,
    },
    { name: 'link', type: 'url', required: true, column: true },
  ],
  coupons: [
    { name: 'code', type: 'text', required: true, column: true, upper: true },
    { name: 'type', type: 'choice', options: ['percent', 'fixed'], required: true, column: true },
    { name: 'value', type: 'number', required: true, column: true },
    { name: 'expires_at', type: 'date', column: true },
    { name: 'usage_limit', type: 'number' },
    { name: 'min_amount', type: 'number' },
  ],
};
