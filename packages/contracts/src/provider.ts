/**
 * The provider's back office (docs/product/provider-back-office.md; docs/legacy-client.md#ec-1-10, #ec-1-11): offered
 * services, CV and experience, works (portfolio) and the bank account. Every call needs a
 * provider token and only ever reads or writes the caller's own rows. Prices are SR in the
 * API (halalas in the database); durations are whole days.
 */
import { z } from 'zod';
import { attachmentSchema, endpoint, idName, idSchema, imagesSchema, noData, optText, optionalIdName, text } from './common';
import { workSchema } from './catalog';

const roles = ['provider'] as const;

/** SR, positive, at most two decimals (a halala). */
export const positivePrice = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
  .positive({ error: 'validation.positive' })
  .max(1_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'validation.price_precision' });

/** Days, a positive whole number. */
export const positiveDuration = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.positive' })
  .max(3650);

// ---- offered services ------------------------------------------------------------------

/** One offered service; `id` is the provider-service row id (docs/legacy-client.md#ec-6-6). */
export const providerServiceSchema = z.object({
  id: z.number().int(),
  provider_service_id: z.number().int(),
  /** The service's name. */
  name: z.string(),
  category: optionalIdName,
  service: optionalIdName,
  price: z.number(),
  duration: z.number().int(),
  description: z.string(),
  attachments: z.array(attachmentSchema),
});
export type ProviderService = z.infer<typeof providerServiceSchema>;

export const providerServiceStoreForm = z.object({
  /** Optional: the service's own category when absent; must match it when sent. */
  category_id: idSchema.optional(),
  service_id: idSchema,
  price: positivePrice,
  duration: positiveDuration,
  description: optText(5000),
  images: imagesSchema,
});

export const providerServiceIdForm = z.object({ provider_service_id: idSchema });

/** The existing client sends only price and duration (and the id); the service itself never changes. */
export const providerServiceUpdateForm = z.object({
  provider_service_id: idSchema,
  price: positivePrice,
  duration: positiveDuration,
  description: optText(5000),
  images: imagesSchema,
});

/** `image` is the attachment's `name` (the stored file name), not its URL. */
export const providerServiceImageForm = z.object({ provider_service_id: idSchema, image: text(255) });

// ---- CV -------------------------------------------------------------------------------

export const providerCvSchema = z.object({
  cv: z.string(),
  /** An item of /provider/experiences, or null when none is chosen. */
  experience: idName.nullable(),
});
export type ProviderCv = z.infer<typeof providerCvSchema>;

export const providerCvForm = z.object({
  cv: z.string().trim().max(5000).default(''),
  experience_id: idSchema.optional(),
});

// ---- works ----------------------------------------------------------------------------

export type ProviderWork = z.infer<typeof workSchema>;

export const workForm = z.object({
  name: text(150),
  category_id: idSchema.optional(),
  service_id: idSchema.optional(),
  duration: positiveDuration,
  price: positivePrice,
  /** An http(s) address; a bare "www.x.com" is read as https. */
  link: optText(500),
  description: optText(5000),
  images: imagesSchema,
});

export const workIdForm = z.object({ work_id: idSchema });
export const workUpdateForm = workForm.extend({ work_id: idSchema });
export const workImageForm = z.object({ work_id: idSchema, image: text(255) });

// ---- bank account -----------------------------------------------------------------------

/** Saudi IBAN: SA, two check digits, 22 digits in all after SA; spaces allowed, any case. */
export const SAUDI_IBAN_LENGTH = 24;

/** ISO 13616 check (mod 97 = 1) of an IBAN written without spaces. */
export function ibanChecksumOk(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** Upper case, without spaces or dashes. */
export const normalizeIban = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** A valid Saudi IBAN (SA + 22 digits with a correct checksum). */
export const isSaudiIban = (raw: string): boolean => {
  const iban = normalizeIban(raw);
  return /^SA\d{22}$/.test(iban) && ibanChecksumOk(iban);
};

export const saudiIbanSchema = z
  .string()
  .trim()
  .min(1)
  .transform(normalizeIban)
  .refine((v) => /^SA\d{22}$/.test(v), { error: 'validation.iban_format' })
  .refine(ibanChecksumOk, { error: 'validation.iban_checksum' });

/** The request keys differ from the response keys (docs/legacy-client.md#ec-6-2). */
export const bankAccountForm = z.object({
  name: text(100),
  user_name: text(100),
  number: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^[0-9A-Za-z]{6,30}$/.test(v), { error: 'validation.bank_account_number' }),
  iban: saudiIbanSchema,
});

export const bankAccountSchema = z.object({
  bank_name: z.string(),
  bank_username: z.string(),
  bank_account: z.string(),
  bank_iban: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

// ---- endpoints --------------------------------------------------------------------------

export const provider = {
  services: endpoint({ method: 'GET', path: '/provider/services', roles, response: z.array(providerServiceSchema) }),
  serviceStore: endpoint({
    method: 'POST',
    path: '/provider/services/store',
    roles,
    body: providerServiceStoreForm,
    response: providerServiceSchema,
  }),
  serviceShow: endpoint({
    method: 'POST',
    path: '/provider/services/show',
    roles,
    body: providerServiceIdForm,
    response: providerServiceSchema,
  }),
  serviceUpdate: endpoint({
    method: 'POST',
    path: '/provider/services/update',
    roles,
    body: providerServiceUpdateForm,
    response: providerServiceSchema,
  }),
  serviceDelete: endpoint({ method: 'POST', path: '/provider/services/delete', roles, body: providerServiceIdForm, response: noData }),
  serviceImageDelete: endpoint({
    method: 'POST',
    path: '/provider/services/images/delete',
    roles,
    body: providerServiceImageForm,
    response: noData,
  }),

  cv: endpoint({ method: 'GET', path: '/provider/cv', roles, response: providerCvSchema }),
  cvUpdate: endpoint({ method: 'POST', path: '/provider/cv/update', roles, body: providerCvForm, response: providerCvSchema }),

  works: endpoint({ method: 'GET', path: '/provider/works', roles, response: z.array(workSchema) }),
  workStore: endpoint({ method: 'POST', path: '/provider/works/store', roles, body: workForm, response: workSchema }),
  workShow: endpoint({ method: 'POST', path: '/provider/works/show', roles, body: workIdForm, response: workSchema }),
  workUpdate: endpoint({ method: 'POST', path: '/provider/works/update', roles, body: workUpdateForm, response: workSchema }),
  workDestroy: endpoint({ method: 'POST', path: '/provider/works/destroy', roles, body: workIdForm, response: noData }),
  workImageDelete: endpoint({ method: 'POST', path: '/provider/works/images/delete', roles, body: workImageForm, response: noData }),

  /** null: no account yet (the screen's "add" mode). */
  bankAccount: endpoint({ method: 'GET', path: '/provider/bank-account', roles, response: bankAccountSchema.nullable() }),
  bankAccountAdd: endpoint({
    method: 'POST',
    path: '/provider/bank-account/add',
    roles,
    body: bankAccountForm,
    response: bankAccountSchema,
  }),
  bankAccountUpdate: endpoint({
    method: 'POST',
    path: '/provider/bank-account/update',
    roles,
    body: bankAccountForm,
    response: bankAccountSchema,
  }),
};
