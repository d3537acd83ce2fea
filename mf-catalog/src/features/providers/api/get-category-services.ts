import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryServices } from '@souq/api-client';

/** GET /user/categories/{id}/services → data.services (names for the breadcrumb). */
export const getCategoryServicesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', 'service', categoryId, 'services'],
    queryFn: async () => (await getCategoryServices(categoryId)).data.services,
    staleTime: 5 * 60_000,
  });

/** Only when the route's `:category` is an id; the header puts the category's name there. */
export const useCategoryServices = (categoryId: number | null) =>
  useQuery({ ...getCategoryServicesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });

const asId = (v: string): number | null => (/^\d+$/.test(v) ? Number(v) : null);

/**
 * The category and sub-service names for the route's `:category` and `:text`, in the current
 * language. Our links put the category's id in `:category` (and a readable name in `:text`),
 * so both names are looked up by id and follow a language switch; older links with names
 * there show those names. The heading and the breadcrumb never show a bare number.
 */
export function useServiceNames(serviceId: number, category: string, text: string) {
  const categoryId = asId(category);
  const services = useCategoryServices(categoryId);
  const match = services.data?.find((s) => s.id === serviceId);
  const categoryName = match ? String(match.category) : categoryId === null ? category : '';
  const textIsId = asId(text) !== null;
  const serviceName = match?.name ?? (textIsId ? '' : text);
  return { categoryName, serviceName, pending: textIsId && services.isPending && categoryId !== null };
}
