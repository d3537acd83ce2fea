/**
 * The admin console (contracts `admin`, `adminCatalogue`): one function per endpoint. Every
 * path is under /admin, so these send the admin session's token only (../http.ts scopes);
 * `adminSignIn` stores the session, `adminSignOut` ends it on the server and here.
 */
import {
  type AdminCatalogueKind,
  type AdminExportKind,
  admin,
  adminCatalogue,
  adminExportPath,
  type AdminExportQuery,
} from '@souq/contracts';
import { getAdminSession } from '@souq/auth';
import { type CallInput, call } from '../call';
import { ApiError, bearerFor, type Envelope, http, runtimeConfig } from '../http';

type Body<E extends keyof typeof admin> = NonNullable<CallInput<(typeof admin)[E]>['body']>;
type Query<E extends keyof typeof admin> = NonNullable<CallInput<(typeof admin)[E]>['query']>;
type CatalogueBody<K extends AdminCatalogueKind, C extends 'create' | 'update'> = NonNullable<
  CallInput<(typeof adminCatalogue)[K][C]>['body']
>;
type CatalogueQuery<K extends AdminCatalogueKind> = NonNullable<CallInput<(typeof adminCatalogue)[K]['list']>['query']>;

// ---- session -----------------------------------------------------------------------------------

/** Signs in and keeps the admin session. A needed second factor rejects with ApiError whose data is `{ otp_required: true }`. */
export async function adminSignIn(body: Body<'login'>) {
  const res = await call(admin.login, { body });
  const { token, admin: who } = res.data;
  getAdminSession().signIn({ token, id: who.id, name: who.name, email: who.email });
  return res;
}
/** Whether a failed sign-in asks for the authenticator code. */
export const adminOtpRequired = (err: unknown): boolean =>
  err instanceof ApiError && (err.envelope.data as { otp_required?: boolean } | null)?.otp_required === true;
/** Ends the session on the server (best effort) and here. */
export async function adminSignOut() {
  try {
    if (getAdminSession().admin_token) await call(admin.logout);
  } finally {
    getAdminSession().signOut();
  }
}
export const getAdminMe = () => call(admin.me);
export const enrolAdminTotp = () => call(admin.totpEnrol);
export const confirmAdminTotp = (otp: string) => call(admin.totpConfirm, { body: { otp } });

export const getAdmins = (query: Query<'admins'> = {}) => call(admin.admins, { query });
export const createAdmin = (body: Body<'createAdmin'>) => call(admin.createAdmin, { body });
export const suspendAdmin = (id: number) => call(admin.suspendAdmin, { params: { id } });
export const reinstateAdmin = (id: number) => call(admin.reinstateAdmin, { params: { id } });

// ---- overview --------------------------------------------------------------------------------------

export const getAdminDashboard = () => call(admin.dashboard);
export const getAdminAuditLog = (query: Query<'auditLog'> = {}) => call(admin.auditLog, { query });

// ---- people and products ----------------------------------------------------------------------------

export const getAdminProviders = (query: Query<'providers'> = {}) => call(admin.providers, { query });
export const approveProvider = (id: number) => call(admin.approveProvider, { params: { id } });
export const rejectProvider = (id: number, reason: string) => call(admin.rejectProvider, { params: { id }, body: { reason } });
export const suspendProvider = (id: number, reason?: string) => call(admin.suspendProvider, { params: { id }, body: { reason } });
export const reinstateProvider = (id: number) => call(admin.reinstateProvider, { params: { id } });

export const getAdminUsers = (query: Query<'users'> = {}) => call(admin.users, { query });
export const suspendUser = (id: number, reason?: string) => call(admin.suspendUser, { params: { id }, body: { reason } });
export const reinstateUser = (id: number) => call(admin.reinstateUser, { params: { id } });

export const getAdminProducts = (query: Query<'products'> = {}) => call(admin.products, { query });
export const approveProduct = (id: number) => call(admin.approveProduct, { params: { id } });
export const rejectProduct = (id: number, reason: string) => call(admin.rejectProduct, { params: { id }, body: { reason } });

// ---- orders, complaints, settlements ------------------------------------------------------------------

export const getAdminOrders = (query: Query<'orders'> = {}) => call(admin.orders, { query });
export const getAdminOrder = (id: number, kind: Query<'order'>['kind'] = 'service') =>
  call(admin.order, { params: { id }, query: { kind } });

export const getAdminComplaints = (query: Query<'complaints'> = {}) => call(admin.complaints, { query });
export const getAdminComplaint = (id: number) => call(admin.complaint, { params: { id } });
export const resolveComplaint = (id: number, body: Body<'resolveComplaint'>) => call(admin.resolveComplaint, { params: { id }, body });

export const getAdminSettlements = (query: Query<'settlements'> = {}) => call(admin.settlements, { query });
export const paySettlement = (id: number, reference: string) => call(admin.paySettlement, { params: { id }, body: { reference } });
export const rejectSettlement = (id: number, reason: string) => call(admin.rejectSettlement, { params: { id }, body: { reason } });

// ---- settings, catalogue and content ----------------------------------------------------------------------

export const getAdminSettings = () => call(admin.settings);
export const updateAdminSettings = (body: Body<'updateSettings'>) => call(admin.updateSettings, { body });

// ---- remote releases ------------------------------------------------------------------------------

export const getRemoteReleases = () => call(admin.releases);
export const activateRelease = (remote: string, version: string) => call(admin.activateRelease, { body: { remote, version } });
export const rollbackRelease = (remote: string) => call(admin.rollbackRelease, { body: { remote } });

/** The four calls of one catalogue kind: `adminCatalogueApi('categories').create({...})`. */
export function adminCatalogueApi<K extends AdminCatalogueKind>(kind: K) {
  const e = adminCatalogue[kind];
  return {
    list: (query: CatalogueQuery<K> = {} as CatalogueQuery<K>) => call(e.list, { query } as CallInput<typeof e.list>),
    create: (body: CatalogueBody<K, 'create'>) => call(e.create, { body } as CallInput<typeof e.create>),
    update: (id: number, body: CatalogueBody<K, 'update'>) => call(e.update, { params: { id }, body } as CallInput<typeof e.update>),
    remove: (id: number) => call(e.remove, { params: { id } } as CallInput<typeof e.remove>),
  };
}

// ---- exports ------------------------------------------------------------------------------------------------

/**
 * Downloads a CSV export (UTF-8 with BOM) as a Blob with its file name. A failure answers
 * the envelope and rejects with ApiError like every call.
 */
export async function downloadAdminExport(kind: AdminExportKind, query: AdminExportQuery = {}): Promise<{ blob: Blob; filename: string }> {
  const base = runtimeConfig().apiBaseUrl.replace(/\/$/, '');
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = `${/^https?:\/\//.test(base) ? base : origin + base}${adminExportPath(kind)}`;
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const res = await http.get(url, { searchParams, headers: { Authorization: bearerFor('admin'), Accept: 'text/csv' } });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    let envelope: Envelope<unknown>;
    try {
      envelope = (await res.json()) as Envelope<unknown>;
    } catch {
      envelope = { key: 'error', msg: '', data: null };
    }
    if (envelope.key === 'unauthenticated') getAdminSession().signOut();
    throw new ApiError(envelope, res.status);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  return { blob: await res.blob(), filename };
}
