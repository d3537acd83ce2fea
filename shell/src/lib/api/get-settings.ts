/** The settings query lives in @souq/ui (remotes read the tax rate from it too). */
export { getSettingsQueryOptions, type Settings, useSettings } from '@souq/ui';
