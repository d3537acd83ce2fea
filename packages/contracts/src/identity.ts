/**
 * Customer and provider accounts (docs/product/identity.md): register,
 * activate, login, profile, and the password, phone and reset flows both roles share.
 */
import { z } from 'zod';
import {
  codeSchema,
  countryCodeSchema,
  DEFAULT_COUNTRY_CODE,
  emailSchema,
  endpoint,
  fileSchema,
  idSchema,
  noData,
  optionalIdName,
  optText,
  text,
} from './common';

/** Account rules (docs/architecture.md#verification-codes). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
/** How long a verified code stays usable for the step that follows it. */
export const CODE_VERIFIED_WINDOW_MINUTES = 10;

export const verificationPurposes = ['active', 'reset_password', 'change_password', 'change_phone'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

// ---- request fields ---------------------------------------------------------------

const countryCode = countryCodeSchema.default(DEFAULT_COUNTRY_CODE);
/** The phone as typed; the server validates it for the country. */
const phone = z.string().trim().min(1).max(32);
const password = z.string().trim().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const anyPassword = z.string().trim().min(1).max(PASSWORD_MAX_LENGTH);
const confirmation = optText(PASSWORD_MAX_LENGTH);
/** null (or absent, or '') = both kinds; 1 freelancer, 2 store owner. */
const sectionId = idSchema.nullable().default(null);
const acceptedTerms = z.literal(true, { error: 'identity.accept_terms' });
const device = { device_id: optText(512), device_type: optText(32) };

const matches = (v: { password: string; password_confirmation?: string }) => v.password === v.password_confirmation;
const confirmed = { error: 'validation.confirmed', path: ['password_confirmation'] };

export const phoneForm = z.object({ country_code: countryCode, phone, ...device });
export const codeForm = phoneForm.extend({ code: codeSchema });

export const userRegisterForm = z
  .object({
    user_name: text(100),
    email: emailSchema,
    country_code: countryCode,
    phone,
    password,
    password_confirmation: confirmation,
    is_conditions: acceptedTerms,
    ...device,
  })
  .refine(matches, confirmed);

export const providerRegisterForm = z
  .object({
    name: text(100),
    email: emailSchema,
    country_code: countryCode,
    phone,
    city_id: idSchema,
    section_id: sectionId,
    image: fileSchema.optional(),
    password,
    password_confirmation: confirmation,
    is_conditions: acceptedTerms,
    ...device,
  })
  .refine(matches, confirmed);

export const loginForm = z.object({ country_code: countryCode, phone, password: anyPassword, ...device });

/**
 * The proof that the phone's owner verified a reset code: the reset token verify-code
 * answered (our client), or the code itself. Without either, the server accepts only the
 * browser that verified the code, shortly after.
 */
export const resetPasswordForm = z
  .object({
    country_code: countryCode,
    phone,
    code: codeSchema.optional(),
    reset_token: z.string().trim().min(1).max(128).optional(),
    password,
    password_confirmation: confirmation,
    ...device,
  })
  .refine(matches, confirmed);

export const passwordUpdateForm = z
  .object({ old_password: anyPassword, password, password_confirmation: confirmation, ...device })
  .refine(matches, confirmed);

/** country_code is the new phone's; phone is the current one. */
export const phoneChangeForm = z.object({ new_phone: phone, country_code: countryCode, phone: phone.optional(), ...device });

/** country_code, when sent, must be the account's current one: the phone changes only through the phone flow. */
export const userProfileForm = z.object({
  user_name: text(100),
  email: emailSchema,
  country_code: countryCodeSchema.optional(),
  ...device,
});

export const providerProfileForm = z.object({
  name: text(100),
  email: emailSchema,
  country_code: countryCodeSchema.optional(),
  city_id: idSchema,
  section_id: sectionId,
  image: fileSchema.optional(),
  ...device,
});

// ---- responses ----------------------------------------------------------------------

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

/** Always an object: `id` null means both kinds (docs/legacy-client.md#ec-6-23). */
export const sectionRefSchema = optionalIdName;
export type SectionRef = z.infer<typeof sectionRefSchema>;

/** Always an object: `id` null when no city is set. */
export const cityRefSchema = optionalIdName;
export type CityRef = z.infer<typeof cityRefSchema>;

export const providerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  country_code: z.string(),
  /** Absolute URL; the default avatar when the provider has no photo. */
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

const registered = z.object({ id: z.number().int() });

/** What verify-code answers for a reset: a one-time token for /reset/password, good for a few minutes. */
export const resetTokenSchema = z.object({ reset_token: z.string() });

// ---- endpoints ----------------------------------------------------------------------

/** Password change, phone change, password reset and activation codes: the same calls for both roles. */
function flowEndpoints<R extends 'user' | 'provider'>(role: R) {
  const roles = [role] as const;
  return {
    passwordChangeSendCode: endpoint({
      method: 'POST',
      path: `/${role}/password/change/send-code`,
      roles,
      body: phoneForm,
      response: noData,
    }),
    passwordChangeVerifyCode: endpoint({
      method: 'POST',
      path: `/${role}/password/change/verify-code`,
      roles,
      body: codeForm,
      response: noData,
    }),
    passwordUpdate: endpoint({ method: 'POST', path: `/${role}/password/update`, roles, body: passwordUpdateForm, response: noData }),
    phoneChangeSendCode: endpoint({ method: 'POST', path: `/${role}/phone/change/send/code`, roles, body: phoneForm, response: noData }),
    verifyCode: endpoint({ method: 'POST', path: `/${role}/verify/code`, roles, body: codeForm, response: noData }),
    phoneChange: endpoint({ method: 'POST', path: `/${role}/phone/change`, roles, body: phoneChangeForm, response: noData }),
    passwordResetSendCode: endpoint({ method: 'POST', path: `/${role}/password/reset/send-code`, body: phoneForm, response: noData }),
    passwordResetVerifyCode: endpoint({
      method: 'POST',
      path: `/${role}/password/reset/verify-code`,
      body: codeForm,
      response: resetTokenSchema,
    }),
    resetPassword: endpoint({ method: 'POST', path: `/${role}/reset/password`, body: resetPasswordForm, response: noData }),
    sendCode: endpoint({ method: 'POST', path: `/${role}/code/send`, body: phoneForm, response: noData }),
  };
}

export const userAccount = {
  register: endpoint({ method: 'POST', path: '/user/register', body: userRegisterForm, response: registered }),
  activate: endpoint({ method: 'POST', path: '/user/active/account', body: codeForm, response: userSessionSchema }),
  login: endpoint({ method: 'POST', path: '/user/login', body: loginForm, response: userSessionSchema }),
  /** Public: signing out twice is not an error. */
  logout: endpoint({ method: 'POST', path: '/user/logout', response: noData }),
  profile: endpoint({ method: 'POST', path: '/user/show-profile', roles: ['user'], response: userProfileSchema }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/user/update/profile',
    roles: ['user'],
    body: userProfileForm,
    response: userSessionSchema,
  }),
  ...flowEndpoints('user'),
};

export const providerAccount = {
  register: endpoint({ method: 'POST', path: '/provider/register', body: providerRegisterForm, response: registered }),
  activate: endpoint({
    method: 'POST',
    path: '/provider/active/account',
    body: codeForm,
    response: z.union([providerSessionSchema, providerPendingApprovalSchema]),
  }),
  login: endpoint({ method: 'POST', path: '/provider/login', body: loginForm, response: providerSessionSchema }),
  logout: endpoint({ method: 'POST', path: '/provider/logout', response: noData }),
  profile: endpoint({ method: 'POST', path: '/provider/profile', roles: ['provider'], response: providerProfileSchema }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/provider/update/profile',
    roles: ['provider'],
    body: providerProfileForm,
    response: providerSessionSchema,
  }),
  ...flowEndpoints('provider'),
};
