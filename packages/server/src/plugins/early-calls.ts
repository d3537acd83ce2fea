/**
 * The first API calls of a signed-in page, started by the HTML itself. The cart, an order's
 * details and a chat room show the visitor's own data, and the session is in localStorage, so the
 * server can neither draw those pages nor fetch for them; their data was asked only after the
 * shell's chunks, the remote's and the page's had run and rendered (the last link of the chain
 * before the page's content). An inline script reads the session and the language from
 * localStorage as `@souq/auth` and `@souq/i18n` do and starts those calls at once, as the API
 * client would send them; `@souq/api-client` (src/early.ts) answers the same calls from them
 * (`window.__SOUQ_EARLY__`). Signed out, or as another kind of visitor, the script asks nothing.
 */
import { chat, commerce, type Endpoint, orders } from '@souq/contracts';
import { manifest } from '@souq/routes/manifest';
import { matchRoute } from './route-match';

/** One call as the API client sends it: the path filled in, the query string, the JSON body. */
export interface EarlyCall {
  method: Endpoint['method'];
  path: string;
  query?: string;
  body?: Record<string, unknown>;
  /** How many of the page's calls as it starts it answers (each later one asks the server). */
  reads: number;
}

interface PageCalls {
  /** The page's path pattern in the route manifest. */
  route: string;
  /** Who the calls are for (the endpoints' roles). */
  roles: readonly string[];
  calls: (params: Record<string, string>) => EarlyCall[] | null;
}

const fill = (e: Endpoint, params: Record<string, string | number> = {}) =>
  e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
const positive = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** Each page's first calls, as its queries ask them (mf-commerce useCart, mf-orders useUserOrder, mf-chat ChatView). */
const PAGES: PageCalls[] = [
  {
    route: manifest.cartView.path,
    roles: commerce.cart.roles ?? [],
    // Read by the page and by the header's cart badge (shell/src/lib/api/get-store-counts.ts).
    calls: () => [{ method: 'GET', path: fill(commerce.cart), reads: 2 }],
  },
  {
    route: manifest.userOrderDetails.path,
    roles: orders.userShow.roles ?? [],
    calls: ({ id }) => {
      const order = positive(id);
      return order ? [{ method: 'POST', path: fill(orders.userShow), body: { request_service_id: order }, reads: 1 }] : null;
    },
  },
  {
    route: manifest.chatView.path,
    roles: chat.messages.roles ?? [],
    calls: ({ id }) => {
      const room = positive(id);
      return room
        ? [
            { method: 'GET', path: fill(chat.messages, { room }), reads: 1 },
            { method: 'GET', path: fill(chat.rooms), reads: 1 },
          ]
        : null;
    },
  },
];

/** The calls of the page at `pathname` and who they are for, or null. */
export function earlyCalls(pathname: string): { roles: readonly string[]; calls: EarlyCall[] } | null {
  for (const page of PAGES) {
    const params = matchRoute(page.route, pathname);
    const calls = params && page.calls(params);
    if (calls) return { roles: page.roles, calls };
  }
  return null;
}

/**
 * The inline script (without its tag) that starts the calls of the page at `pathname`, or ''.
 * It runs after the run-time config (`window.__SOUQ_CONFIG__`); each answer is kept as
 * `{ status, body }` so each of its `reads` gets it.
 */
export function earlyCallsScript(pathname: string, inlineJson: (value: unknown) => string): string {
  const page = earlyCalls(pathname);
  if (!page) return '';
  return (
    `(function(){try{var s=localStorage,n=function(v){return v===null||v==='null'||v==='undefined'||v===''?null:v},` +
    `t=n(s.getItem('token')),v=n(s.getItem('visitor'));if(!t||${inlineJson(page.roles)}.indexOf(v)<0)return;` +
    `var l=s.getItem('locale');if(l===null)l=s.getItem('lang');l=l==='en'?'en':'ar';` +
    `var b=((window.__SOUQ_CONFIG__||{}).apiBaseUrl||'/api/v1').replace(/\\/$/,'');` +
    `window.__SOUQ_EARLY__={at:Date.now(),token:t,lang:l,calls:${inlineJson(page.calls)}.map(function(c){` +
    `var h={lang:l,Accept:'application/json',Authorization:'Bearer '+t},i={method:c.method,headers:h};` +
    `if(c.body){i.body=JSON.stringify(c.body);h['Content-Type']='application/json'}` +
    `c.answer=fetch(b+c.path+(c.query?'?'+c.query:''),i).then(function(r){return r.json().then(function(d){return{status:r.status,body:d}})});` +
    `c.answer.catch(function(){});return c})}}catch(e){}})();`
  );
}
