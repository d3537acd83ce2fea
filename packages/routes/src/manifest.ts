/**
 * The route manifest: every page of the web app, once (docs/architecture.md#route-ownership;
 * paths exact, typos included — existing clients link to them).
 *
 * - `owner`: the shell or the remote (federation name) that renders the page.
 * - `page`: for a remote, the key of its exposed `./pages` map; for the shell, the key of
 *   the shell's page map (shell/src/app/shell-pages.tsx).
 * - `login`: `false` (anyone), or who must be signed in: `'user'`, `'provider'` or `'any'`, or
 *   `'admin'` (the admin console: its own session and sign-in at /admin/login).
 *   The guard asks for a session whenever it is not `false` (docs/product/README.md#screens-and-routes).
 * - `title`: key of the page title in the `routes` namespace (`@souq/routes/titles`), by
 *   default the page name; `null` shows the platform name alone.
 *
 * Adding a page: add its entry here, its title in titles.ts, its component in the owner's page
 * map; the shell's router, the remote's harness, document titles and `paths` follow.
 */
import type { RemoteName } from './remotes';

export { REMOTES, type RemoteName } from './remotes';
export type RouteOwner = 'shell' | RemoteName;
/** `'admin'`: a platform admin session (@souq/auth `adminSessionStore`), apart from customer and provider sessions. */
export type RouteLogin = false | 'user' | 'provider' | 'any' | 'admin';

export interface RouteEntry {
  readonly path: string;
  readonly owner: RouteOwner;
  readonly page: string;
  readonly login: RouteLogin;
  readonly title: string | null;
}

interface Entry<P, O, N, L, T> {
  path: P;
  owner: O;
  page: N;
  login: L;
  title: T;
}

/** One entry; the title key defaults to the page name. */
function route<const P extends string, const O extends RouteOwner, const N extends string, const L extends RouteLogin>(
  path: P,
  owner: O,
  page: N,
  login: L,
): Entry<P, O, N, L, N>;
function route<
  const P extends string,
  const O extends RouteOwner,
  const N extends string,
  const L extends RouteLogin,
  const T extends string | null,
>(path: P, owner: O, page: N, login: L, title: T): Entry<P, O, N, L, T>;
function route(path: string, owner: RouteOwner, page: string, login: RouteLogin, title?: string | null): RouteEntry {
  return { path, owner, page, login, title: title === undefined ? page : title };
}

export const manifest = {
  // Shell: home, identity, customer profile, notifications, static pages.
  home: route('/', 'shell', 'home', false, null),
  userLogin: route('/userLogin', 'shell', 'userLogin', false),
  userRegister: route('/userRegester', 'shell', 'userRegister', false),
  userConfirm: route('/userConfirm', 'shell', 'userConfirm', false),
  userForget: route('/userForgetView', 'shell', 'userForget', false),
  userConfirmPass: route('/userConfirmPass', 'shell', 'userConfirmPass', false),
  userResetPassword: route('/userResetPassword', 'shell', 'userResetPassword', false),
  userProfile: route('/userProfile', 'shell', 'userProfile', 'user'),
  providerLogin: route('/providerLogin', 'shell', 'providerLogin', false),
  providerRegister: route('/providerRegester', 'shell', 'providerRegister', false),
  providerConfirm: route('/providerConfirm', 'shell', 'providerConfirm', false),
  providerForget: route('/ForgetView', 'shell', 'providerForget', false),
  providerConfirmPass: route('/confirmPass', 'shell', 'providerConfirmPass', false),
  providerResetPassword: route('/resetPassword', 'shell', 'providerResetPassword', false),
  notifications: route('/notificationsView', 'shell', 'notifications', 'any'),
  about: route('/whousView', 'shell', 'about', false),
  conditions: route('/conditionView', 'shell', 'conditions', false),
  complains: route('/complainsView', 'shell', 'complains', false),
  contact: route('/contactView', 'shell', 'contact', false),
  deleteAccount: route('/formDeleteAccount', 'shell', 'deleteAccount', false),

  // mf-catalog
  providersView: route('/providersView/:id/:category/:text', 'mf_catalog', 'providersView', false),
  providerProfile: route('/providerProfile/:id', 'mf_catalog', 'providerProfile', false),
  providerServiceDetails: route('/providerServiceDetails/:id/:num', 'mf_catalog', 'providerServiceDetails', false),
  /** The header search's results (`?q=` the term, `&type=` the tab); not in the original product: the header search box leads here. */
  search: route('/search', 'mf_catalog', 'search', false),

  // mf-orders
  orderSteps: route('/orderSteps/:id', 'mf_orders', 'orderSteps', 'user'),
  userOrder: route('/userOrder', 'mf_orders', 'userOrder', 'user'),
  userOrderDetails: route('/userOrderDetails/:id', 'mf_orders', 'userOrderDetails', 'user'),
  providerOrder: route('/providerOrder', 'mf_orders', 'providerOrder', 'provider'),
  providerOrderDetails: route('/providerOrderDetails/:id', 'mf_orders', 'providerOrderDetails', 'provider'),
  userReviews: route('/userReviews', 'mf_orders', 'userReviews', 'any'),

  // mf-commerce
  userProducts: route('/userProducts/:id', 'mf_commerce', 'userProducts', false),
  providerProductDetails: route('/providerProductDetails/:id', 'mf_commerce', 'providerProductDetails', false),
  filesView: route('/filesView', 'mf_commerce', 'filesView', 'user'),
  walletView: route('/walletView', 'mf_commerce', 'walletView', 'user'),
  cartView: route('/cartView', 'mf_commerce', 'cartView', 'user'),
  favView: route('/favView', 'mf_commerce', 'favView', 'user'),

  /** The second spelling of /favView the product has always published: same page. */
  FavView: route('/FavView', 'mf_commerce', 'favView', 'user'),

  // mf-chat
  allchatsView: route('/allchatsView', 'mf_chat', 'allchatsView', 'any'),
  chatView: route('/chatView/:id', 'mf_chat', 'chatView', 'any'),

  // mf-provider-admin
  providerEditProfile: route('/providerEditProfile', 'mf_provider_admin', 'providerEditProfile', 'provider'),
  bankView: route('/bankView', 'mf_provider_admin', 'bankView', 'provider'),
  worksView: route('/worksView', 'mf_provider_admin', 'worksView', 'provider'),
  editService: route('/editService/:id', 'mf_provider_admin', 'editService', 'provider'),
  addnewService: route('/addnewService', 'mf_provider_admin', 'addnewService', 'provider'),
  editnewServices: route('/editnewServices/:id', 'mf_provider_admin', 'editnewServices', 'provider'),
  providerProducts: route('/providerProducts', 'mf_provider_admin', 'providerProducts', 'provider'),
  addnewProduct: route('/addnewProduct', 'mf_provider_admin', 'addnewProduct', 'provider'),
  editProviderProduct: route('/editProviderProduct/:id', 'mf_provider_admin', 'editProviderProduct', 'provider'),

  // Not guarded by the router, as the original client published them (provider pages that ask for a session themselves).
  fainancialView: route('/fainancialView', 'mf_provider_admin', 'fainancialView', false),
  reportsView: route('/reportsView', 'mf_provider_admin', 'reportsView', false),

  // mf-admin: the platform admin console (own layout, own session; its code loads only on these routes).
  adminLogin: route('/admin/login', 'mf_admin', 'adminLogin', false),
  adminDashboard: route('/admin', 'mf_admin', 'adminDashboard', 'admin'),
  adminProviders: route('/admin/providers', 'mf_admin', 'adminProviders', 'admin'),
  adminProducts: route('/admin/products', 'mf_admin', 'adminProducts', 'admin'),
  adminCustomers: route('/admin/customers', 'mf_admin', 'adminCustomers', 'admin'),
  adminOrders: route('/admin/orders', 'mf_admin', 'adminOrders', 'admin'),
  adminOrderDetails: route('/admin/orders/:id', 'mf_admin', 'adminOrderDetails', 'admin'),
  adminComplaints: route('/admin/complaints', 'mf_admin', 'adminComplaints', 'admin'),
  adminSettlements: route('/admin/settlements', 'mf_admin', 'adminSettlements', 'admin'),
  adminCatalogue: route('/admin/catalogue/:kind', 'mf_admin', 'adminCatalogue', 'admin'),
  adminSettings: route('/admin/settings', 'mf_admin', 'adminSettings', 'admin'),
  adminAuditLog: route('/admin/audit-log', 'mf_admin', 'adminAuditLog', 'admin'),
  adminReleases: route('/admin/releases', 'mf_admin', 'adminReleases', 'admin'),
  adminAccounts: route('/admin/accounts', 'mf_admin', 'adminAccounts', 'admin'),

  /** Any unknown path (docs/product/README.md#screens-and-routes: a message and a button to home). Keep it last. */
  notFound: route('*', 'shell', 'notFound', false),
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof manifest;
export type Route<N extends RouteName = RouteName> = (typeof manifest)[N];
/** The page names an owner must provide (a remote's `./pages` keys, the shell's page map keys). */
export type PageOf<O extends RouteOwner> = Extract<Route, { owner: O }>['page'];
export type TitleKey = NonNullable<Route['title']>;

export const routeNames = Object.keys(manifest) as RouteName[];

/** The routes an owner renders, in manifest order. */
export function routesOf<O extends RouteOwner>(owner: O): Extract<Route, { owner: O }>[] {
  return routeNames.map((name) => manifest[name]).filter((r): r is Extract<Route, { owner: O }> => r.owner === owner);
}
