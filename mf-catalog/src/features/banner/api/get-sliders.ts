import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSliders as fetchSliders } from '@souq/api-client';

export interface Slider {
  id: number;
  image: string;
}

/** GET /intor-sliders (typo kept: it is the API's path). */
export async function getSliders(): Promise<Slider[]> {
  const res = await fetchSliders();
  return Array.isArray(res.data) ? res.data : [];
}

export const getSlidersQueryOptions = () => queryOptions({ queryKey: ['sliders'], queryFn: getSliders, staleTime: 5 * 60_000 });

export const useSliders = () => useQuery(getSlidersQueryOptions());
