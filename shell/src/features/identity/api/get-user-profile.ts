import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface UserProfile {
  user_name: string;
  email: string;
  phone: string;
  country_code: string;
}

/** POST /user/show-profile (a read, despite the verb). */
export async function getUserProfile(): Promise<UserProfile> {
  const res = await api.post<UserProfile>('/user/show-profile');
  return res.data;
}

export const getUserProfileQueryOptions = () => queryOptions({ queryKey: ['user', 'profile'], queryFn: getUserProfile });

export const useUserProfile = () => useQuery(getUserProfileQueryOptions());
