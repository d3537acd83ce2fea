/**
 * Form-string parsing of the account calls. The shapes and limits are the ones the web
 * clients use (@souq/contracts identity); these schemas add what form data needs:
 * literal 'null'/'undefined', Arabic-Indic digits, '966' vs '+966', empty file inputs.
 */
import { z } from 'zod';
import { CODE_LENGTH, DEFAULT_COUNTRY_CODE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@souq/contracts';
import { asciiDigits, blankToUndefined, flag, id, optText, single, text } from '../../lib/form';
import { isUploadedFile, type UploadedFile } from '../../plugins/form-body';
import { normalizeCountryCode } from './phone';

/** '+966', '966', ' 966' (a '+' decoded from a raw query string) → '+966'; absent → default. */
export const countryCode = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(single(v));
      if (b === undefined) return DEFAULT_COUNTRY_CODE;
      return normalizeCountryCode(String(b)) ?? String(b);
    },
    z.string().regex(/^\+\d{1,4}$/),
  );

/** The phone as sent; the service validates it for the country (see phone.ts). */
export const phone = () => z.preprocess((v) => blankToUndefined(single(v)), z.string().min(1).max(32));
export const optPhone = () => z.preprocess((v) => blankToUndefined(single(v)), z.string().max(32).optional());

export const password = () =>
  z.preprocess((v) => blankToUndefined(single(v)), z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH));
const anyPassword = () => z.preprocess((v) => blankToUndefined(single(v)), z.string().min(1).max(PASSWORD_MAX_LENGTH));

const codePattern = new RegExp(`^\\d{${CODE_LENGTH}}$`);
export const code = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(single(v));
      return typeof b === 'string' ? asciiDigits(b) : b;
    },
    z.string().refine((s) => codePattern.test(s), { message: 'validation.code' }),
  );

export const email = () => z.preprocess((v) => blankToUndefined(single(v)), z.email().max(255)).transform((s) => s.toLowerCase());

/** '' or absent = both kinds (null); otherwise a section id. */
export const sectionId = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(single(v));
      return b === undefined ? null : b;
    },
    z.union([z.null(), id()]),
  );

/** An optional uploaded file (empty file inputs were already dropped by the body parser). */
export const optImage = () =>
  z.preprocess((v) => blankToUndefined(v), z.custom<UploadedFile>((v) => isUploadedFile(v), { message: 'validation.image' }).optional());

const device = {
  device_id: optText(512),
  device_type: optText(32),
};

const acceptedTerms = () => flag().refine((v) => v, { message: 'identity.accept_terms' });
const confirmation = { message: 'validation.confirmed', path: ['password_confirmation'] };
const matches = (v: { password: string; password_confirmation?: string }) => v.password === v.password_confirmation;

export const userRegisterForm = z
  .object({
    user_name: text(100),
    email: email(),
    country_code: countryCode(),
    phone: phone(),
    password: password(),
    password_confirmation: optText(PASSWORD_MAX_LENGTH),
    is_conditions: acceptedTerms(),
    ...device,
  })
  .refine(matches, confirmation);

export const providerRegisterForm = z
  .object({
    name: text(100),
    email: email(),
    country_code: countryCode(),
    phone: phone(),
    city_id: id(),
    section_id: sectionId(),
    image: optImage(),
    password: password(),
    password_confirmation: optText(PASSWORD_MAX_LENGTH),
    is_conditions: acceptedTerms(),
    ...device,
  })
  .refine(matches, confirmation);

export const loginForm = z.object({
  country_code: countryCode(),
  phone: phone(),
  password: anyPassword(),
  ...device,
});

export const phoneForm = z.object({ country_code: countryCode(), phone: phone(), ...device });
export const codeForm = phoneForm.extend({ code: code() });

export const resetPasswordForm = z
  .object({
    country_code: countryCode(),
    phone: phone(),
    code: code().optional(),
    password: password(),
    password_confirmation: optText(PASSWORD_MAX_LENGTH),
    ...device,
  })
  .refine(matches, confirmation);

export const passwordUpdateForm = z
  .object({
    old_password: anyPassword(),
    password: password(),
    password_confirmation: optText(PASSWORD_MAX_LENGTH),
    ...device,
  })
  .refine(matches, confirmation);

export const phoneChangeForm = z.object({
  new_phone: phone(),
  country_code: countryCode(),
  phone: optPhone(),
  ...device,
});

export const userProfileForm = z.object({
  user_name: text(100),
  email: email(),
  country_code: z.preprocess((v) => blankToUndefined(single(v)), countryCode().optional()),
  ...device,
});

export const providerProfileForm = z.object({
  name: text(100),
  email: email(),
  country_code: z.preprocess((v) => blankToUndefined(single(v)), countryCode().optional()),
  city_id: id(),
  section_id: sectionId(),
  image: optImage(),
  ...device,
});

export type DeviceInput = { device_id?: string; device_type?: string };
export const deviceOf = (input: DeviceInput) => ({ deviceId: input.device_id, deviceType: input.device_type });
