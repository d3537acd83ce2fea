/**
 * Phone, country and reset token carried between the password-reset steps. Phone and
 * country go to the session store (like the existing client); the one-time reset token that
 * verify-code answers is kept in sessionStorage only, so it disappears with the tab.
 */
import { getSession } from '@souq/auth';
import type { Role } from './device';

const tokenKey = (role: Role) => `souq:reset-token:${role}`;

export function rememberResetPhone(phone: string, country_code: string) {
  getSession().update({ phone, country_code });
}

export function rememberResetToken(role: Role, token: string) {
  try {
    sessionStorage.setItem(tokenKey(role), token);
  } catch {
    /* storage disabled: the server still accepts this browser shortly after its verification */
  }
}

export function readResetToken(role: Role): string {
  try {
    return sessionStorage.getItem(tokenKey(role)) ?? '';
  } catch {
    return '';
  }
}

export function forgetResetToken(role: Role) {
  try {
    sessionStorage.removeItem(tokenKey(role));
  } catch {
    /* nothing to forget */
  }
}
