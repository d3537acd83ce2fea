/**
 * Customer and provider account calls (spec §7 "Customer account" and "Provider"):
 * request shapes the web clients build and the response shapes they read. The server
 * parses the same fields from form strings with its own helpers and shares the limits
 * below, so both sides agree on them.
 */
import { z } from 'zod';
import { codeSchema } from './common';

/** Account rules (ARCHITECTURE §3). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
/** How long a verified code stays usable for the step that follows it. */
export const CODE_VERIFIED_WINDOW_MINUTES = 10;

export const verificationPurposes = ['active', 'reset_password', 'change_password', 'change_phone'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** Dial code, with or without '+' ('966' is what two existing screens send). */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/);
/** The phone as typed: digits, optionally spaced; the server validates it for the country. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^[\d\s\u0660-\u0669\u06F0-\u06F9]{6,20}$/);
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

const deviceFields = {
  device_id: z.string().optional(),
  device_type: z.string().optional(),
};

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;
const confirmedIssue = { message: 'password_confirmation', path: ['password_confirmation'] };

export const loginRequestSchema = z.object({
  country_code: countryCodeSchema,
  phone: phoneSchema,
  password: z.string().min(1),
  ...deviceFields,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userRegisterRequestSchema = z
  .object({
    user_name: z.string().trim().min(1).max(100),
    email: z.email(),
    country_code: countryCodeSchema,
    phone: phoneSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    /** The terms check box; the server refuses anything but 1. */
    is_conditions: z.union([z.literal(1), z.literal('1'), z.literal(true)]),
    ...deviceFields,
  })
  .refine(confirmed, confirmedIssue);
export type UserRegisterRequest = z.infer<typeof userRegisterRequestSchema>;

/** section_id: '' (or absent) means both kinds; 1 freelancer, 2 store owner. */
export const providerSectionIdSchema = z.union([z.literal(''), z.coerce.number().int().positive()]);

export const providerRegisterRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email(),
    country_code: countryCodeSchema,
    phone: phoneSchema,
    city_id: z.coerce.number().int().positive(),
    section_id: providerSectionIdSchema.optional(),
    password: passwordSchema,
    password_confirmation: z.string(),
    is_conditions: z.union([z.literal(1), z.literal('1'), z.literal(true)]),
    ...deviceFields,
  })
  .refine(confirmed, confirmedIssue);
export type ProviderRegisterRequest = z.infer<typeof providerRegisterRequestSchema>;

/** /{role}/code/send, password reset and change send-code, phone change send/code. */
export const sendCodeRequestSchema = z.object({
  country_code: countryCodeSchema,
  phone: phoneSchema,
  type: z.enum(verificationPurposes).optional(),
  ...deviceFields,
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

/** /{role}/active/account, the verify-code calls and /{role}/verify/code. */
export const verifyCodeRequestSchema = sendCodeRequestSchema.extend({ code: codeSchema });
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** /{role}/reset/password: the code may be left out right after verify-code. */
export const resetPasswordRequestSchema = z
  .object({
    country_code: countryCodeSchema,
    phone: phoneSchema,
    code: codeSchema.optional(),
    password: passwordSchema,
    password_confirmation: z.string(),
    ...deviceFields,
  })
  .refine(confirmed, confirmedIssue);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** /{role}/password/update, after a change_password code was verified. */
export const passwordUpdateRequestSchema = z
  .object({
    old_password: z.string().min(1),
    password: passwordSchema,
    password_confirmation: z.string(),
    ...deviceFields,
  })
  .refine(confirmed, confirmedIssue);
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;

/** /{role}/phone/change: country_code is the new phone's; phone is the current one. */
export const phoneChangeRequestSchema = z.object({
  new_phone: phoneSchema,
  country_code: countryCodeSchema,
  phone: phoneSchema.optional(),
  type: z.literal('change_phone').optional(),
  ...deviceFields,
});
export type PhoneChangeRequest = z.infer<typeof phoneChangeRequestSchema>;

export const userProfileUpdateRequestSchema = z.object({
  user_name: z.string().trim().min(1).max(100),
  email: z.email(),
  /** Must be the account's current dial code; the phone changes only through the phone flow. */
  country_code: countryCodeSchema.optional(),
  ...deviceFields,
});
export type UserProfileUpdateRequest = z.infer<typeof userProfileUpdateRequestSchema>;

/** Sent as multipart with an optional `image`; no section_id means both kinds. */
export const providerProfileUpdateRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  country_code: countryCodeSchema.optional(),
  city_id: z.coerce.number().int().positive(),
  section_id: providerSectionIdSchema.optional(),
  ...deviceFields,
});
export type ProviderProfileUpdateRequest = z.infer<typeof providerProfileUpdateRequestSchema>;

// ---- responses -------------------------------------------------------------------

export const userProfileSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country_code: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userSessionSchema = userProfileSchema.extend({ token: z.string() });
export type UserSession = z.infer<typeof userSessionSchema>;

/** Always an object: `id` null means both kinds (existing-client §6.23). */
export const sectionRefSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
export type SectionRef = z.infer<typeof sectionRefSchema>;

/** Always an object: `id` null when no city is set. */
export const cityRefSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
export type CityRef = z.infer<typeof cityRefSchema>;

export const providerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  country_code: z.string(),
  image: z.string(),
  city: cityRefSchema,
  section: sectionRefSchema,
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

export const providerSessionSchema = providerProfileSchema.extend({ token: z.string() });
export type ProviderSession = z.infer<typeof providerSessionSchema>;

/** /provider/active/account before the administrator approved the account: no token yet. */
export const providerPendingApprovalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  section: sectionRefSchema,
  is_approved: z.literal(false),
});
export type ProviderPendingApproval = z.infer<typeof providerPendingApprovalSchema>;

/** `data` of a login refused because the phone is not confirmed yet. */
export const needsActivationSchema = z.object({ needs_activation: z.literal(true) });
