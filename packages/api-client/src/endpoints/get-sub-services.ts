/**
 * The services of a category: the shell's header menu and mf-catalog's categories widget
 * both list them, and share one query (same key) when the catalog runs inside the shell.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubService } from '@souq/contracts';
// By package name, not '../index': the API client is a shared singleton (one instance per page).
import { api } from '@souq/api-client';

export type { SubService };

/** GET /user/categories/{id}/services → data.services. */
export async function getSubServices(categoryId: number): Promise<SubService[]> {
  const res = await api.get<{ services?: SubService[] }>(`/user/categories/${categoryId}/services`);
  return Array.isArray(res.data?.services) ? res.data.services : [];
}

export const getSubServicesQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: ['categories', 'service', categoryId, 'services'], queryFn: () => getSubServices(categoryId) });

export const useSubServices = (categoryId: number | null) =>
  useQuery({ ...getSubServicesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });

/** The providers list of a service (route owned by mf-catalog). */
export const subServicePath = (s: SubService) =>
  `/providersView/${s.id}/${encodeURIComponent(String(s.category))}/${encodeURIComponent(s.name)}`;
