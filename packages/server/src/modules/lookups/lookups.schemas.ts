/**
 * Form schemas of the public forms (newsletter, contact us, general complaint). Every
 * value arrives as a string (existing-client §0); the helpers read blanks, "null" and
 * Arabic-Indic digits the same way as everywhere else.
 */
import { DEFAULT_COUNTRY_CODE } from '@souq/contracts';
import { z } from 'zod';
import { asciiDigits, blankToUndefined, optText, text } from '../../lib/form';
import { normalizeCountryCode } from '../identity/phone';

/** Digits only (spaces and dashes dropped, Arabic-Indic digits read as ASCII), 6–15 long. */
const phone = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? asciiDigits(b).replace(/[\s\u200e\u200f().-]/g, '') : b;
    },
    z.string().refine((s) => /^\d{6,15}$/.test(s), { message: 'validation.phone' }),
  );

/** '+966', '966', '00966' and the query-decoded ' 966' read the same; default +966. */
const countryCode = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === undefined) return DEFAULT_COUNTRY_CODE;
      return typeof b === 'string' ? (normalizeCountryCode(b) ?? b) : b;
    },
    z.string().refine((s) => /^\+\d{1,4}$/.test(s), { message: 'validation.invalid' }),
  );

export const subscribeForm = z.object({
  email: z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? b.toLowerCase() : b;
  }, z.email().max(254)),
});
export type SubscribeForm = z.output<typeof subscribeForm>;

export const contactForm = z.object({
  name: text(100),
  phone: phone(),
  country_code: countryCode(),
  message: text(5000),
  type: z.preprocess((v) => blankToUndefined(v) ?? 'complaint', z.string().max(30)),
});
export type ContactForm = z.output<typeof contactForm>;

export const complaintForm = z.object({
  user_name: text(100),
  phone: phone(),
  country_code: countryCode(),
  complaint: text(5000),
  reason: optText(255),
});
export type ComplaintForm = z.output<typeof complaintForm>;
