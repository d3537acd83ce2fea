/**
 * The route manifest: every page of the web app, once (ARCHITECTURE.md "Route ownership" and
 * the spec's route tables; paths exact, typos included — existing clients link to them).
 *
 * - `owner`: the shell or the remote (federation name) that renders the page.
 * - `page`: for a remote, the key of its exposed `./pages` map; for the shell, the key of
 *   the shell's page map (shell/src/app/shell-pages.tsx).
 * - `login`: `false` (anyone), or who must be signed in: `'user'`, `'provider'` or `'any'`.
 *   The guard asks for a session whenever it is not `false` (spec §2 `*` marks).
 * - `title`: key of the page title in the `routes` namespace (`@souq/routes/titles`);
 *   `null` shows the platform name alone.
 *
 * Adding a page: add its entry here, its title in titles.ts, its component in the owner's page
 * map; the shell's router, the remote's harness, document titles and `paths` follow.
 */
export const REMOTES = ['mf_catalog', 'mf_orders', 'mf_commerce', 'mf_chat', 'mf_provider_admin'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RouteOwner = 'shell' | RemoteName;
export type RouteLogin = false | 'user' | 'provider' | 'any';

export interface RouteEntry {
  readonly path: string;
  readonly owner: RouteOwner;
  readonly page: string;
  readonly login: RouteLogin;
  readonly title: string | null;
}

export const manifest = {
  // Shell: home, identity, customer profile, notifications, static pages.
  home: { path: '/', owner: 'shell', page: 'home', login: false, title: null },
  userLogin: { path: '/userLogin', owner: 'shell', page: 'userLogin', login: false, title: 'userLogin' },
  userRegister: { path: '/userRegester', owner: 'shell', page: 'userRegister', login: false, title: 'userRegister' },
  userConfirm: { path: '/userConfirm', owner: 'shell', page: 'userConfirm', login: false, title: 'userConfirm' },
  userForget: { path: '/userForgetView', owner: 'shell', page: 'userForget', login: false, title: 'userForget' },
  userConfirmPass: { path: '/userConfirmPass', owner: 'shell', page: 'userConfirmPass', login: false, title: 'userConfirmPass' },
  userResetPassword: { path: '/userResetPassword', owner: 'shell', page: 'userResetPassword', login: false, title: 'userResetPassword' },
  userProfile: { path: '/userProfile', owner: 'shell', page: 'userProfile', login: 'user', title: 'userProfile' },
  providerLogin: { path: '/providerLogin', owner: 'shell', page: 'providerLogin', login: false, title: 'providerLogin' },
  providerRegister: { path: '/providerRegester', owner: 'shell', page: 'providerRegister', login: false, title: 'providerRegister' },
  providerConfirm: { path: '/providerConfirm', owner: 'shell', page: 'providerConfirm', login: false, title: 'providerConfirm' },
  providerForget: { path: '/ForgetView', owner: 'shell', page: 'providerForget', login: false, title: 'providerForget' },
  providerConfirmPass: { path: '/confirmPass', owner: 'shell', page: 'providerConfirmPass', login: false, title: 'providerConfirmPass' },
  providerResetPassword: {
    path: '/resetPassword',
    owner: 'shell',
    page: 'providerResetPassword',
    login: false,
    title: 'providerResetPassword',
  },
  notifications: { path: '/notificationsView', owner: 'shell', page: 'notifications', login: 'any', title: 'notifications' },
  about: { path: '/whousView', owner: 'shell', page: 'about', login: false, title: 'about' },
  conditions: { path: '/conditionView', owner: 'shell', page: 'conditions', login: false, title: 'conditions' },
  complains: { path: '/complainsView', owner: 'shell', page: 'complains', login: false, title: 'complains' },
  contact: { path: '/contactView', owner: 'shell', page: 'contact', login: false, title: 'contact' },
  deleteAccount: { path: '/formDeleteAccount', owner: 'shell', page: 'deleteAccount', login: false, title: 'deleteAccount' },

  // mf-catalog
  providersView: {
    path: '/providersView/:id/:category/:text',
    owner: 'mf_catalog',
    page: 'providersView',
    login: false,
    title: 'providersView',
  },
  providerProfile: { path: '/providerProfile/:id', owner: 'mf_catalog', page: 'providerProfile', login: false, title: 'providerProfile' },
  providerServiceDetails: {
    path: '/providerServiceDetails/:id/:num',
    owner: 'mf_catalog',
    page: 'providerServiceDetails',
    login: false,
    title: 'providerServiceDetails',
  },

  // mf-orders
  orderSteps: { path: '/orderSteps/:id', owner: 'mf_orders', page: 'orderSteps', login: 'user', title: 'orderSteps' },
  userOrder: { path: '/userOrder', owner: 'mf_orders', page: 'userOrder', login: 'user', title: 'userOrder' },
  userOrderDetails: {
    path: '/userOrderDetails/:id',
    owner: 'mf_orders',
    page: 'userOrderDetails',
    login: 'user',
    title: 'userOrderDetails',
  },
  providerOrder: { path: '/providerOrder', owner: 'mf_orders', page: 'providerOrder', login: 'provider', title: 'providerOrder' },
  providerOrderDetails: {
    path: '/providerOrderDetails/:id',
    owner: 'mf_orders',
    page: 'providerOrderDetails',
    login: 'provider',
    title: 'providerOrderDetails',
  },
  userReviews: { path: '/userReviews', owner: 'mf_orders', page: 'userReviews', login: 'any', title: 'userReviews' },

  // mf-commerce
  userProducts: { path: '/userProducts/:id', owner: 'mf_commerce', page: 'userProducts', login: false, title: 'userProducts' },
  providerProductDetails: {
    path: '/providerProductDetails/:id',
    owner: 'mf_commerce',
    page: 'providerProductDetails',
    login: false,
    title: 'providerProductDetails',
  },
  filesView: { path: '/filesView', owner: 'mf_commerce', page: 'filesView', login: 'user', title: 'filesView' },
  walletView: { path: '/walletView', owner: 'mf_commerce', page: 'walletView', login: 'user', title: 'walletView' },
  cartView: { path: '/cartView', owner: 'mf_commerce', page: 'cartView', login: 'user', title: 'cartView' },
  favView: { path: '/favView', owner: 'mf_commerce', page: 'favView', login: 'user', title: 'favView' },
  /** The spec's second spelling of /favView: same page. */
  FavView: { path: '/FavView', owner: 'mf_commerce', page: 'favView', login: 'user', title: 'favView' },

  // mf-chat
  allchatsView: { path: '/allchatsView', owner: 'mf_chat', page: 'allchatsView', login: 'any', title: 'allchatsView' },
  chatView: { path: '/chatView/:id', owner: 'mf_chat', page: 'chatView', login: 'any', title: 'chatView' },

  // mf-provider-admin
  providerEditProfile: {
    path: '/providerEditProfile',
    owner: 'mf_provider_admin',
    page: 'providerEditProfile',
    login: 'provider',
    title: 'providerEditProfile',
  },
  bankView: { path: '/bankView', owner: 'mf_provider_admin', page: 'bankView', login: 'provider', title: 'bankView' },
  worksView: { path: '/worksView', owner: 'mf_provider_admin', page: 'worksView', login: 'provider', title: 'worksView' },
  editService: { path: '/editService/:id', owner: 'mf_provider_admin', page: 'editService', login: 'provider', title: 'editService' },
  addnewService: { path: '/addnewService', owner: 'mf_provider_admin', page: 'addnewService', login: 'provider', title: 'addnewService' },
  editnewServices: {
    path: '/editnewServices/:id',
    owner: 'mf_provider_admin',
    page: 'editnewServices',
    login: 'provider',
    title: 'editnewServices',
  },
  providerProducts: {
    path: '/providerProducts',
    owner: 'mf_provider_admin',
    page: 'providerProducts',
    login: 'provider',
    title: 'providerProducts',
  },
  addnewProduct: { path: '/addnewProduct', owner: 'mf_provider_admin', page: 'addnewProduct', login: 'provider', title: 'addnewProduct' },
  editProviderProduct: {
    path: '/editProviderProduct/:id',
    owner: 'mf_provider_admin',
    page: 'editProviderProduct',
    login: 'provider',
    title: 'editProviderProduct',
  },
  // Not marked * in the spec (provider pages that ask for a session themselves).
  fainancialView: { path: '/fainancialView', owner: 'mf_provider_admin', page: 'fainancialView', login: false, title: 'fainancialView' },
  reportsView: { path: '/reportsView', owner: 'mf_provider_admin', page: 'reportsView', login: false, title: 'reportsView' },

  /** Any unknown path (spec: a message and a button to home). Keep it last. */
  notFound: { path: '*', owner: 'shell', page: 'notFound', login: false, title: 'notFound' },
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
