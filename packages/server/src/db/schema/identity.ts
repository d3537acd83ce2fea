import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email'),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.countryCode, t.phone)],
);

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    cityId: integer('city_id'),
    /** 1 freelancer, 2 store owner, null both (docs/product/identity.md#provider-kinds). */
    sectionId: integer('section_id'),
    isActive: boolean('is_active').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cv: text('cv').notNull().default(''),
    experienceId: integer('experience_id'),
    /** Average rating ×100 (0..500) and count, kept up to date when a rate is stored. */
    rateAvg: integer('rate_avg').notNull().default(0),
    rateCount: integer('rate_count').notNull().default(0),
    /** Arabic-normalized name for search (see lib/arabic-normalize). */
    searchName: text('search_name').notNull().default(''),
    /** Arabic-normalized CV for the global search (migration 0015_search_cv). */
    searchCv: text('search_cv').notNull().default(''),
    /** search_name, search_cv and the offers' search_text, and the offered services: kept by triggers (migrations 0016, 0017). */
    searchDoc: text('search_doc').notNull().default(''),
    serviceIds: integer('service_ids').array().notNull().default([]),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('providers_phone_uq').on(t.countryCode, t.phone)],
);

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  /** The TOTP secret once confirmed (sign-in then needs a code); the pending one while enrolling. */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The TOTP step of the last code accepted: a code (or an older one) is refused after it was used. */
  totpLastStep: integer('totp_last_step'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The admin who created this one (null: seeded). */
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/** Every admin action: who, what, when, the record before and after, so any change can be traced and undone by hand. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: requiredRef('admin_id', () => admins.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt, t.id),
    index('admin_audit_log_admin_idx').on(t.adminId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the bearer token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['user', 'provider', 'admin'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    deviceId: text('device_id'),
    deviceType: text('device_type'),
    createdAt: createdAt(),
    /** Moved forward (coarsely) when the token is used: the idle expiry counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_subject_idx').on(t.role, t.subjectId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['user', 'provider'] }).notNull(),
    /** The account the code belongs to (users.id or providers.id by role). */
    subjectId: integer('subject_id'),
    /** Where the code was sent: the account's phone, or the pending new phone of a phone change. */
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['active', 'reset_password', 'change_password', 'change_phone'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.role, t.countryCode, t.phone, t.purpose),
    index('verification_codes_subject_idx').on(t.role, t.subjectId, t.purpose),
  ],
);

/** Fixed-window counters for login / code throttling (per phone and per IP). */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** When the last hit was counted: growing delays are measured from it. */
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
});

/**
 * The proof a reset code was verified (only its sha256 is kept): good once, for a few minutes,
 * for that account and phone. The address and User-Agent that verified it let the existing
 * client, which cannot carry the token, finish its reset from the same browser.
 */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['user', 'provider'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reset_tokens_subject_idx').on(t.role, t.subjectId)],
);

/**
 * Text messages waiting for the job queue (modules/sms/sms-queue.ts, migration 0033): the text
 * sealed (AES-256-GCM, a key derived from FILE_URL_SECRET), never in plain text, and the row
 * deleted once sent; a message past `expires_at` (its code's lifetime) is dropped unsent.
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    sealedBody: text('sealed_body').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_queue_expires_idx').on(t.expiresAt)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.countryCode, t.phone)],
);
