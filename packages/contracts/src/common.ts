import { z } from 'zod';

export const envelopeKeys = ['success', 'fail', 'unauthenticated', 'error'] as const;
export type EnvelopeKey = (typeof envelopeKeys)[number];

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) => z.object({ key: z.enum(envelopeKeys), msg: z.string(), data });

export const paginationSchema = z.object({
  total_items: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paginated = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), pagination: paginationSchema });

export const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

export const attachmentSchema = z.object({ name: z.string(), link: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** Verification code: exactly five digits (spec §5, §9). */
export const CODE_LENGTH = 5;
export const codeSchema = z.string().regex(/^\d{5}$/);

export const DEFAULT_COUNTRY_CODE = '+966';
export const DEVICE_TYPE = 'web';
export const DEVICE_ID_PLACEHOLDER = '111';
export const PAY_TYPE = { wallet: 1, card: 3 } as const;
