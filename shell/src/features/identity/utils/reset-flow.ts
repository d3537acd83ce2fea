/**
 * Phone, country and code carried between the password-reset steps. Phone and
 * country go to the session store (like the existing client); the code is kept in
 * sessionStorage only, so it disappears with the tab.
 */
import { getSession } from '@souq/auth';
import type { Role } from './device';

const codeKey = (role: Role) => `souq:reset-code:${role}`;

export function rememberResetPhone(phone: string, country_code: string) {
  getSession().update({ phone, country_code });
}

export function rememberResetCode(role: Role, code: string) {
  try {
    sessionStorage.setItem(codeKey(role), code);
  } catch {
    /* storage disabled: the server also accepts no code after a recent verification */
  }
}

export function readResetCode(role: Role): string {
  try {
    return sessionStorage.getItem(codeKey(role)) ?? '';
  } catch {
    return '';
  }
}

export function forgetResetCode(role: Role) {
  try {
    sessionStorage.removeItem(codeKey(role));
  } catch {
    /* nothing to forget */
  }
}
