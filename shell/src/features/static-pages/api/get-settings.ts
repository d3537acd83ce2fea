import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface Settings {
  about_image?: string | null;
  about_content_ar?: string | null;
  about_content_en?: string | null;
  terms_ar?: string | null;
  terms_en?: string | null;
  [key: string]: unknown;
}

export async function getSettings(): Promise<Settings> {
  const res = await api.get<Settings>('/settings');
  return res.data ?? {};
}

export const getSettingsQueryOptions = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 5 * 60 * 1000 });

export const useSettings = () => useQuery(getSettingsQueryOptions());
