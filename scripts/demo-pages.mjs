/**
 * The benchmark scripts' pages on a running app with the demo seed (bench-web.mjs,
 * trace-tasks.mjs): a sub-service with providers and a provider, the newest product, and the
 * demo customer's session with the pages it opens (the cart with one product in it, the details
 * of the customer's first order, the first chat room). Plain Node.js (fetch), no dependencies.
 */

/** The demo customer (README, "Demo accounts"). */
export const DEMO_CUSTOMER = { phone: '500000001', country_code: '+966', password: 'Demo@1234' };

/** One API call on `origin`; its `data`, or an error naming the path. */
export async function api(origin, p, init) {
  const res = await fetch(`${origin}/api/v1${p}`, init);
  const body = await res.json();
  if (!res.ok || body.key !== 'success') throw new Error(`${p}: ${res.status} ${body.msg ?? ''}`);
  return body.data;
}

/** Wait until the server on `origin` answers (a fresh demo seed takes about 40 s). */
export async function waitForServer(origin, seconds = 120) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/v1/settings`)).ok) return;
    } catch {}
    if (i > seconds * 2) throw new Error(`the server on ${origin} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A sub-service with providers, and one of them (as the e2e journeys find them). */
export async function findCatalogPages(origin) {
  for (const category of await api(origin, '/user/categories/service')) {
    for (const service of (await api(origin, `/user/categories/${category.id}/services`)).services) {
      const list = await api(origin, '/user/services/provider', {
        method: 'POST',
        body: new URLSearchParams({ service_id: String(service.id) }),
      });
      const provider = list.data[0];
      if (provider)
        return {
          providers: `/providersView/${service.id}/${category.id}/${encodeURIComponent(service.name)}`,
          profile: `/providerProfile/${provider.id}`,
        };
    }
  }
  throw new Error('no sub-service with providers in the demo seed');
}

/** The newest product of the store (the search with no name gives the newest). */
export async function findProduct(origin) {
  const [product] = await api(origin, '/user/products/search', { method: 'POST', body: new URLSearchParams({ name: '' }) });
  if (!product) throw new Error('no product in the demo seed');
  return { id: product.id, product: `/providerProductDetails/${product.id}` };
}

/**
 * The demo customer's session (as the e2e's `login` gets it), as localStorage keys the way
 * `@souq/auth` reads them, and the signed-in pages: the cart with one product in it (the newest
 * product unless `productId` is given), the details of the customer's first order and the first
 * chat room.
 */
export async function signedInPages(origin, productId) {
  const { phone, country_code, password } = DEMO_CUSTOMER;
  const login = await api(origin, '/user/login', { method: 'POST', body: new URLSearchParams({ phone, country_code, password }) });
  const auth = { Authorization: `Bearer ${login.token}` };
  const product = productId ?? (await findProduct(origin)).id;
  // Adding the same product twice is refused or counted again; either way the cart is not empty.
  await api(origin, '/user/cart/add', { method: 'POST', headers: auth, body: new URLSearchParams({ product_id: String(product) }) }).catch(
    () => {},
  );
  let order;
  for (const status of [1, 2, 3, 4]) {
    [order] = await api(origin, '/user/request-service', {
      method: 'POST',
      headers: auth,
      body: new URLSearchParams({ status: String(status) }),
    });
    if (order) break;
  }
  if (!order) throw new Error('the demo customer has no order');
  const { rooms } = await api(origin, '/get-rooms', { headers: auth });
  if (!rooms[0]) throw new Error('the demo customer has no chat room');
  return {
    session: { token: login.token, visitor: 'user', userid: String(login.id), phone, country_code },
    cart: '/cartView',
    order: `/userOrderDetails/${order.id}`,
    chat: `/chatView/${rooms[0].id}`,
  };
}

/**
 * What a page finds in localStorage before it loads: the language as the switch leaves it
 * (nothing for Arabic, the default) and the session as signing in leaves it. Runs in the page
 * (puppeteer's `evaluate` / `evaluateOnNewDocument`), so it uses nothing from this module.
 */
export function seedStorage(locale, session) {
  localStorage.clear();
  if (locale === 'en') {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('lang', 'en');
  }
  for (const [k, v] of Object.entries(session ?? {})) localStorage.setItem(k, v);
}
