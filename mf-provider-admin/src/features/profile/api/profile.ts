import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwnProviderProfile, updateProviderProfile } from '@souq/api-client';
import { getSession, providerShowFromSection } from '@souq/auth';
import { DEVICE_ID_PLACEHOLDER, DEVICE_TYPE, type providerAccount, type RequestBody } from '@souq/contracts';

/** POST /provider/profile (the provider's own). */
export const getOwnProfileQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'own-profile'], queryFn: async () => (await getOwnProviderProfile()).data });

export const useOwnProfile = () => useQuery(getOwnProfileQueryOptions());

export type ProfileInput = Omit<RequestBody<typeof providerAccount.updateProfile>, 'section_id' | 'device_id' | 'device_type'> & {
  /** null = both kinds: nothing is sent (docs/product/README.md#validation-rules: section_id only when chosen). */
  section_id: number | null;
};

/**
 * POST /provider/update/profile: stores the new token and the provider kind from the returned
 * section (docs/product/identity.md#provider-kinds), so the header and the page gates follow at once.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ section_id, image, ...rest }: ProfileInput) =>
      updateProviderProfile({
        ...rest,
        ...(section_id ? { section_id } : {}),
        ...(image ? { image } : {}),
        device_id: DEVICE_ID_PLACEHOLDER,
        device_type: DEVICE_TYPE,
      }),
    onSuccess: (res) => {
      getSession().update({
        token: res.data.token,
        name: res.data.name,
        providerShow: providerShowFromSection(res.data.section.id),
      });
      client.setQueryData(getOwnProfileQueryOptions().queryKey, res.data);
    },
  });
}
