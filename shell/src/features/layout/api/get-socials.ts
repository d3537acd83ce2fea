import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface SocialLink {
  name: string;
  icon: string;
  link: string;
}

/** GET /socials: footer social links. */
export async function getSocials(): Promise<SocialLink[]> {
  const res = await api.get<SocialLink[]>('/socials');
  return Array.isArray(res.data) ? res.data : [];
}

export const getSocialsQueryOptions = () => queryOptions({ queryKey: ['socials'], queryFn: getSocials, staleTime: 10 * 60_000 });

export const useSocials = () => useQuery(getSocialsQueryOptions());
