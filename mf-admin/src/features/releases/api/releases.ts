import { activateRelease, getRemoteReleases, rollbackRelease } from '@souq/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /admin/releases: every remote, its releases, the live one and its switches. */
export const releasesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'releases'], queryFn: async () => (await getRemoteReleases()).data });

export const useRemoteReleases = () => useQuery(releasesQueryOptions());

export const releaseActions = {
  activate: ({ remote, version }: { remote: string; version: string }) => activateRelease(remote, version),
  rollback: rollbackRelease,
};
