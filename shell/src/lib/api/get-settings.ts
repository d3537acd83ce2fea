import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

/** GET /settings (public). Read by the footer and the home page. */
export interface Settings {
  footer_logo?: string | null;
  footer_description_ar?: string | null;
  footer_description_en?: string | null;
  google_play_link?: string | null;
  app_store_link?: string | null;
  about_content_ar?: string | null;
  about_content_en?: string | null;
  about_image?: string | null;
  open_settlement?: boolean | number | null;
}

export async function getSettings(): Promise<Settings> {
  const res = await api.get<Settings>('/settings');
  return res.data ?? {};
}

export const getSettingsQueryOptions = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(getSettingsQueryOptions());
