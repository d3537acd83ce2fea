/** Store products: the ProductCard every product list answers with (docs/legacy-client.md#ec-5-12). */
import { z } from 'zod';
import { attachmentSchema } from './common';

export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Whole stars, 0–5 (the existing client renders `{{rate}}.0`). */
  rate: z.number().int(),
  is_favorite: z.boolean(),
  price: z.number(),
  /** The price shown: equals `price` when there is no discount, never null. */
  price_after_discount: z.number(),
  has_discount: z.boolean(),
  discount_percentage: z.number(),
  download_count: z.number().int(),
  /** null when there are no previews (docs/legacy-client.md#ec-5-8). */
  preview_files_attachments: z.array(attachmentSchema.extend({ alt: z.string() })).nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
