import { adminCatalogueApi } from '@souq/api-client';
import type { AdminCatalogueKind } from '@souq/contracts';
import type { ListPage, ListSource } from '@/components/data-list';

/** A catalogue row as the generic page reads it (every kind has these; the rest by field name). */
export interface CatalogueRow {
  id: number;
  name_ar: string;
  name_en: string;
  sort: number;
  is_hidden: boolean;
  [field: string]: unknown;
}

/** GET /admin/{kind} (`status`: visible | hidden). */
export const catalogueSource = (kind: AdminCatalogueKind): ListSource<CatalogueRow> => ({
  key: ['admin', 'catalogue', kind],
  fetch: (query) => adminCatalogueApi(kind).list(query) as Promise<{ data: ListPage<CatalogueRow> }>,
});

type AnyBody = Record<string, unknown>;

/** POST /admin/{kind} | /admin/{kind}/:id/update | /admin/{kind}/:id/delete. */
export const catalogueActions = (kind: AdminCatalogueKind) => {
  // One untyped door for every kind: the form builds the body from CATALOGUE_FIELDS, and the
  // contract's parse (tests, development) checks what comes back.
  const api = adminCatalogueApi(kind) as unknown as {
    create: (body: AnyBody) => Promise<{ msg: string }>;
    update: (id: number, body: AnyBody) => Promise<{ msg: string }>;
    remove: (id: number) => Promise<{ msg: string }>;
  };
  return {
    save: ({ id, body }: { id?: number; body: AnyBody }) => (id ? api.update(id, body) : api.create(body)),
    remove: (id: number) => api.remove(id),
  };
};

/** The service categories, for the services' category field (first page, the console's own list). */
export const categoryOptionsSource = catalogueSource('categories');
