/**
 * Phone numbers: one stored form whatever the client sends. country_code is always
 * '+966' style ('966', ' 966' from an unencoded query string, '00966' all read the same);
 * the phone is the national number without its trunk zero, validated for that country.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { asciiDigits } from '../../lib/digits';
import { DEFAULT_COUNTRY_CODE } from '@souq/contracts';

const callingCodes = new Set<string>(getCountries().map((c) => getCountryCallingCode(c)));

export interface Phone {
  countryCode: string;
  phone: string;
}

/** '+966' for any spelling of a known dial code; null when it is not one. */
export function normalizeCountryCode(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let s = asciiDigits(String(raw)).replace(/[\s\u200e\u200f-]/g, '');
  if (s.startsWith('+')) s = s.slice(1);
  else if (s.startsWith('00')) s = s.slice(2);
  if (!/^\d{1,4}$/.test(s) || !callingCodes.has(s)) return null;
  return `+${s}`;
}

/** The dial code a client meant, or the platform default when it sent none. */
export function countryCodeOrDefault(raw: string | null | undefined): string | null {
  return raw === undefined || raw === null ? DEFAULT_COUNTRY_CODE : normalizeCountryCode(raw);
}

/** Validated national number for the dial code, or null. */
export function normalizePhone(countryCode: string, raw: string | null | undefined): Phone | null {
  if (raw === null || raw === undefined) return null;
  const cc = normalizeCountryCode(countryCode);
  if (!cc) return null;
  let digits = asciiDigits(String(raw)).replace(/[\s\u200e\u200f().-]/g, '');
  const dial = cc.slice(1);
  if (digits.startsWith('+')) {
    // Typed in international form: it must be a number of this country.
    if (!digits.startsWith(`+${dial}`)) return null;
    digits = digits.slice(1 + dial.length);
  } else if (digits.startsWith(`00${dial}`)) {
    digits = digits.slice(2 + dial.length);
  }
  if (!/^\d{4,17}$/.test(digits)) return null;
  const candidates = [digits.replace(/^0+/, '')];
  // "966501234567" typed into the phone box next to a +966 picker.
  if (digits.startsWith(dial)) candidates.push(digits.slice(dial.length).replace(/^0+/, ''));
  for (const national of candidates) {
    const parsed = parsePhoneNumberFromString(`${cc}${national}`);
    if (parsed?.isValid() && `+${parsed.countryCallingCode}` === cc) return { countryCode: cc, phone: String(parsed.nationalNumber) };
  }
  return null;
}

export const samePhone = (a: Phone, b: Phone) => a.countryCode === b.countryCode && a.phone === b.phone;
