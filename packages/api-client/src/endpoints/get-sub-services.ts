/**
 * The providers-list link of a service: the shell's header menu and mf-catalog's categories
 * widget both build it. (The fetcher is `getCategoryServices` in the package's main entry.)
 */
import type { SubService } from '@souq/contracts';

export type { SubService };

/** The providers list of a service (route owned by mf-catalog). */
export const subServicePath = (s: SubService) =>
  `/providersView/${s.id}/${encodeURIComponent(String(s.category))}/${encodeURIComponent(s.name)}`;
