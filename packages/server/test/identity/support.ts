/** Helpers shared by the identity suites: codes from the SMS outbox, fixtures, accounts. */
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { and, asc, desc, eq } from 'drizzle-orm';
import { appSections, cities, providers, smsOutbox } from '../../src/db/schema';
import type { CallOptions, TestApp } from '../helpers/test-app';

export const PASSWORD = 'secret123';

/** Saudi mobiles (50x xxx xxxx) in the national form the API stores, unique within a run. */
let seq = Math.floor(Math.random() * 9_000_000);
export function freshPhone(): string {
  seq = (seq + 1) % 10_000_000;
  return `50${String(seq).padStart(7, '0')}`;
}

/** The newest code texted to a phone (outbox driver). */
export async function lastCode(t: TestApp, phone: string, countryCode = '+966'): Promise<string> {
  const [row] = await t.app.deps.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.countryCode, countryCode), eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  assert.ok(row?.code, `no code was texted to ${countryCode}${phone}`);
  return row.code;
}

export async function smsCount(t: TestApp, phone: string, countryCode = '+966'): Promise<number> {
  const rows = await t.app.deps.db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.countryCode, countryCode), eq(smsOutbox.phone, phone)));
  return rows.length;
}

/** A code that is certainly not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** App sections 1 and 2 and at least one city (whatever the base seed already holds). */
export async function ensureLookups(t: TestApp) {
  const db = t.app.deps.db;
  await db
    .insert(appSections)
    .values([
      { id: 1, nameAr: 'الخدمات', nameEn: 'Services', descriptionAr: 'خدمات', descriptionEn: 'Services' },
      { id: 2, nameAr: 'المتاجر', nameEn: 'Stores', descriptionAr: 'متاجر', descriptionEn: 'Stores' },
    ])
    .onConflictDoNothing();
  let [city] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
  if (!city) [city] = await db.insert(cities).values({ nameAr: 'الرياض', nameEn: 'Riyadh' }).returning({ id: cities.id });
  const sections = await db.select().from(appSections).orderBy(asc(appSections.id));
  const name = (id: number, lang: 'ar' | 'en') => {
    const s = sections.find((x) => x.id === id)!;
    return lang === 'en' ? s.nameEn : s.nameAr;
  };
  return { cityId: city!.id, sectionName: name };
}

/**
 * For a suite run once per role: a fresh active customer, or a fresh approved provider (section 1,
 * in the city of the lookups that are ensured before the suite's tests).
 */
export function useAccounts(t: TestApp) {
  let cityId = 0;
  before(async () => {
    ({ cityId } = await ensureLookups(t));
  });
  return (role: 'user' | 'provider') => (role === 'user' ? activeUser(t) : approvedProvider(t, '1', cityId));
}

export async function approveProvider(t: TestApp, id: number): Promise<void> {
  await t.app.deps.db.update(providers).set({ isApproved: true, approvedAt: new Date() }).where(eq(providers.id, id));
}

/** POST /user/register of a customer, Huda, at `phone` (not activated yet); the answer. */
export const registerCustomer = (t: TestApp, phone: string, lang: 'ar' | 'en' = 'en') =>
  t.post(
    '/user/register',
    {
      user_name: 'Huda',
      email: `huda${phone}@example.com`,
      phone,
      country_code: '+966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
    },
    { lang },
  );

/** Registers and activates a customer; returns the session token and phone. */
export async function activeUser(t: TestApp, overrides: Record<string, string> = {}, opts: CallOptions = {}) {
  const phone = overrides.phone ?? freshPhone();
  const reg = await t.post(
    '/user/register',
    {
      user_name: 'Sara',
      email: `sara${phone}@example.com`,
      phone,
      country_code: '+966',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
      device_id: 'dev',
      ...overrides,
    },
    opts,
  );
  assert.equal(reg.key, 'success', reg.msg);
  const act = await t.post('/user/active/account', {
    country_code: '+966',
    phone,
    code: await lastCode(t, phone),
    type: 'active',
    device_id: '111',
    device_type: 'web',
  });
  assert.equal(act.key, 'success', act.msg);
  return { id: act.data.id as number, token: act.data.token as string, phone };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function providerForm(fields: Record<string, string>, image?: File): FormData {
  const fd = new FormData();
  if (image) fd.append('image', image);
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

/** Registers, activates and approves a provider; returns its session token. */
export async function approvedProvider(t: TestApp, sectionId: string, cityId: number) {
  const phone = freshPhone();
  const reg = await t.post(
    '/provider/register',
    providerForm({
      name: 'Khaled',
      phone,
      country_code: '966',
      email: `k${phone}@example.com`,
      city_id: String(cityId),
      section_id: sectionId,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_conditions: '1',
    }),
  );
  assert.equal(reg.key, 'success', reg.msg);
  await approveProvider(t, reg.data.id);
  const act = await t.post('/provider/active/account', { country_code: '+966', phone, code: await lastCode(t, phone), type: 'active' });
  assert.equal(act.key, 'success', act.msg);
  assert.ok(act.data.token);
  return { id: reg.data.id as number, token: act.data.token as string, phone };
}
