import type { UserProfile, UserSession } from '@souq/contracts';
import type { UserRow } from './user-account.repository';

export const toUserProfile = (u: UserRow): UserProfile => ({
  id: u.id,
  user_name: u.userName,
  email: u.email ?? '',
  phone: u.phone,
  country_code: u.countryCode,
});

export const toUserSession = (u: UserRow, token: string): UserSession => ({ token, ...toUserProfile(u) });
