import { z } from 'zod';

/** A service of a category (GET /user/categories/{id}/services → data.services). */
export const subServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Used as a text route param: /providersView/{id}/{category}/{name}. */
  category: z.union([z.string(), z.number()]),
});
export type SubService = z.infer<typeof subServiceSchema>;
