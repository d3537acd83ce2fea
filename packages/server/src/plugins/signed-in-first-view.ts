/**
 * The first view of a signed-in page, drawn by the HTML from the answer of its first API call
 * (./early-calls.ts starts it in the head). The cart, an order's details and a chat room show the
 * visitor's own data, which the server cannot know (the session is in localStorage): their LCP
 * element was drawn only after the shell's chunks, the remote's and the page's had run (5.1–6.0 s
 * on Lighthouse's phone against 1.7–2.3 s for the pages the server paints). Here a small inline
 * script, right after #root, waits for that answer (`window.__SOUQ_EARLY__.calls[0].answer`) and,
 * on a success envelope, lays the page's first view over the app as the server-painted first views
 * are (`#souq-first-view` in shell-html.ts: no pointer events, hidden from assistive technology,
 * phone widths only), until the page shows its own content (`dismissFirstView` in @souq/ui), the
 * visitor goes elsewhere, or FIRST_VIEW_MAX_MS after the HTML started the call.
 *  - cart: each store's head (picture, name, description, total) and its items (picture, name,
 *    description, price), as cart-group.tsx and cart.css lay them out;
 *  - order: the head (number, status chip), the fields panel, the details text and the provider
 *    (picture, name), as order-details.tsx and orders.css do;
 *  - chat: the room's head (picture, name) and its last messages as bubbles (own ones at the
 *    inline end, by the API's `is_sender`), newest at the bottom, and the composer's place, as
 *    chat-view-page.tsx and chat.css do on a phone.
 * Texts are data (names, descriptions, messages, numbers) and, in an order, the state's note (the
 * page's own sentence, from @souq/i18n/order-notes, in the stored language); every other label the
 * page would write in the visitor's language is a grey line. Data is set as text (createElement /
 * textContent), never as markup. The direction follows the stored language, as early-calls reads it.
 */
import { orderNotes } from '@souq/i18n/order-notes';
import { manifest } from '@souq/routes/manifest';
import { matchRoute } from './route-match';

export type SignedInKind = 'cart' | 'order' | 'chat';

/** Which of these pages `pathname` is, and the widths it is drawn at (where the page has its phone layout). */
const PAGES: Array<{ kind: SignedInKind; route: string; media: string }> = [
  // cart.css / store.css: one column and the phone's title and padding below 576 px.
  { kind: 'cart', route: manifest.cartView.path, media: '(max-width:575px)' },
  // orders.css: one column below 992 px; the same widths as the cart's for one set of sizes.
  { kind: 'order', route: manifest.userOrderDetails.path, media: '(max-width:575px)' },
  // chat.css: the room alone, fixed under the header, below 768 px.
  { kind: 'chat', route: manifest.chatView.path, media: '(max-width:767px)' },
];

export function signedInFirstView(pathname: string): { kind: SignedInKind; media: string } | null {
  for (const page of PAGES) {
    const params = matchRoute(page.route, pathname);
    if (params && (page.kind === 'cart' || /^[1-9]\d{0,9}$/.test(params.id ?? ''))) return { kind: page.kind, media: page.media };
  }
  return null;
}

/**
 * The pages' own sizes at those widths (the stylesheets named above). The text's line height is
 * fixed at the body face's own (IBM Plex Sans Arabic: normal is 1.5): the view is painted before
 * the faces arrive, and a face swapped in then changed the height of the lines around it (layout
 * shifts of 0.009 in the cart and 0.034 in an order on Lighthouse's phone).
 */
export const SIGNED_IN_FIRST_VIEW_STYLE = `<style>
      @media (max-width:575px){.souq-first-view--cart,.souq-first-view--order{display:block}}
      @media (max-width:767px){.souq-first-view--chat{display:flex}}
      .souq-first-view *{box-sizing:border-box}
      .souq-first-view--cart,.souq-first-view--order,.souq-first-view--chat{line-height:1.5}
      .souq-first-view :where(p,ul,ol){margin:0;padding:0;list-style:none}
      .souq-first-view__muted{color:#5b6b69}
      .souq-first-view__price{font-weight:700;color:#0f6e64}
      .souq-first-view__panel-cart{padding:16px;background:#fff;border:1px solid #e3ecea;border-radius:14px}
      .souq-first-view--cart .souq-first-view__page{padding:16px 16px 32px}
      .souq-first-view__cart-title{inline-size:125px;block-size:30px;margin-block-end:16px}
      .souq-first-view__groups{display:flex;flex-direction:column;gap:16px}
      .souq-first-view__cart-head{display:flex;align-items:center;gap:12px;padding-block-end:12px;border-block-end:1px solid #eef2f1}
      .souq-first-view__store-avatar{flex:none;border-radius:50%;object-fit:cover;background:#e8efee}
      .souq-first-view__store{display:flex;flex-direction:column;flex:1;min-inline-size:0}
      .souq-first-view__store b{font-weight:600}
      .souq-first-view__small{font-size:.85rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
      .souq-first-view__total{display:flex;flex-direction:column;align-items:flex-end;font-size:.85rem}
      .souq-first-view__total-label{inline-size:64px;block-size:14px;margin-block:3px}
      .souq-first-view__items>li+li{border-block-start:1px solid #eef2f1}
      .souq-first-view__item{display:flex;align-items:center;gap:12px;padding-block:12px}
      .souq-first-view__item-image{flex:none;inline-size:80px;block-size:60px;object-fit:cover;border-radius:8px;background:#e8efee}
      .souq-first-view__item-body{flex:1;min-inline-size:0;display:flex;flex-direction:column;gap:4px}
      .souq-first-view__item-name{font-weight:600}
      .souq-first-view__prices{display:inline-flex;flex-wrap:wrap;align-items:baseline;gap:8px}
      .souq-first-view__old{color:#5f6f6d;text-decoration:line-through}
      .souq-first-view__remove{flex:none;inline-size:58px;block-size:40px;border-radius:10px}
      .souq-first-view--order .souq-first-view__page{display:flex;flex-direction:column;gap:20px;padding:24px 16px 48px}
      .souq-first-view__order-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px}
      .souq-first-view__title-label{display:inline-block;inline-size:95px;block-size:20px;margin-inline-end:6px;vertical-align:-3px}
      .souq-first-view__order-title{margin:0;font-size:1.4rem;font-weight:700;white-space:nowrap;unicode-bidi:isolate}
      .souq-first-view__chip{padding:0 8px;font-size:.8rem;line-height:1.7;color:transparent;white-space:nowrap}
      .souq-first-view[lang=en] .souq-first-view__title-label{inline-size:147px}
      .souq-first-view__section{display:flex;flex-direction:column;gap:10px}
      .souq-first-view__panel-order{padding:18px;background:#fff;border:1px solid #e6ecea;border-radius:12px}
      .souq-first-view__section-title{inline-size:40%;block-size:25px}
      .souq-first-view__row{display:flex;justify-content:space-between;align-items:center;gap:12px;padding-block:10px;border-block-end:1px solid #eef2f1}
      .souq-first-view__row:last-child{border-block-end:0}
      .souq-first-view__row b{font-weight:600;text-align:end}
      .souq-first-view__label{flex:none;inline-size:88px;block-size:14px;margin-block:5px}
      .souq-first-view__value{inline-size:96px;block-size:14px;margin-block:5px}
      .souq-first-view__details{white-space:pre-line;line-height:1.8;overflow-wrap:anywhere}
      .souq-first-view__files{inline-size:30%;block-size:20px}
      .souq-first-view__person{display:flex;align-items:center;gap:12px}
      .souq-first-view__person-avatar{flex:none;inline-size:56px;block-size:56px;border-radius:50%;object-fit:cover;background:#eef4f3}
      .souq-first-view__person b{display:block;font-weight:600}
      .souq-first-view__link{inline-size:96px;block-size:14px;margin-block-start:6px}
      .souq-first-view__note{display:flex;flex-wrap:wrap;align-items:center;gap:8px 10px;padding:12px 14px;border-radius:10px;background:#eef7f5;border:1px solid #cfe6e1}
      .souq-first-view__note-icon{flex:none;inline-size:18px;block-size:18px;border-radius:50%}
      .souq-first-view__note-text{flex:1 1 200px}
      .souq-first-view__note-lines{display:flex;flex-direction:column;gap:10px;padding-block:5px}
      .souq-first-view__note-line{block-size:14px}
      .souq-first-view__note-line+.souq-first-view__note-line{inline-size:60%}
      .souq-first-view__order-actions{display:flex;flex-wrap:wrap;gap:10px}
      .souq-first-view__action{inline-size:calc(50% - 5px);block-size:40px;border-radius:10px}
      .souq-first-view--chat{position:fixed;inset:0;min-block-size:0;flex-direction:column;background:#fff}
      .souq-first-view--chat .souq-first-view__header{flex:none}
      .souq-first-view__room-head{flex:none;display:flex;align-items:center;gap:12px;padding:12px 16px;border-block-end:1px solid #edf1f0}
      .souq-first-view__back{flex:none;inline-size:30px;block-size:30px;border-radius:50%}
      .souq-first-view__room-avatar{flex:none;inline-size:40px;block-size:40px;border-radius:50%;object-fit:cover;background:#e8efee}
      .souq-first-view__room-name{flex:1;margin:0;font-size:1.05rem;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
      .souq-first-view__messages{flex:1;min-block-size:0;overflow:hidden;padding:16px;display:flex;flex-direction:column;gap:6px;background:#f8fbfa}
      .souq-first-view__day{align-self:center;inline-size:104px;block-size:23px;margin-block:10px 4px;border-radius:12px}
      .souq-first-view__msg{display:flex;flex:none;max-inline-size:85%;align-self:flex-start}
      .souq-first-view__msg--mine{align-self:flex-end}
      .souq-first-view__bubble{padding:8px 12px 6px;border-radius:16px;border-end-start-radius:4px;background:#fff;border:1px solid #e6ecea;min-inline-size:64px}
      .souq-first-view__msg--mine .souq-first-view__bubble{background:#0f6e64;border-color:#0f6e64;color:#fff;border-end-start-radius:16px;border-end-end-radius:4px}
      .souq-first-view__text{white-space:pre-wrap;overflow-wrap:anywhere;unicode-bidi:plaintext;text-align:start}
      .souq-first-view__time{display:block;inline-size:36px;block-size:11px;margin-block:5px 2px;margin-inline-start:auto;opacity:.5}
      .souq-first-view__file{inline-size:180px;block-size:24px}
      .souq-first-view__invoice{inline-size:220px;block-size:203px;border-radius:10px}
      .souq-first-view__msg .souq-first-view__bubble--invoice{background:#fff;color:#1c2b2a;border-color:#f5a623}
      .souq-first-view__profile{flex:none;inline-size:96px;block-size:16px}
      .souq-first-view__composer{flex:none;block-size:63px;border-block-start:1px solid #edf1f0;padding:10px 12px;background:#fff}
      .souq-first-view__input{block-size:40px;border-radius:10px}
    </style>`;

/**
 * The inline script (without its tag) that draws the first view of the page at `pathname` once
 * its early answer has come, or ''. It runs after #root (the overlay is put right after it) and
 * reads the calls the head's script started; without them (signed out, another visitor) it does
 * nothing. `maxMs`: how long after the HTML started the call the view may stand at most.
 */
export function signedInFirstViewScript(pathname: string, maxMs: number, inlineJson: (value: unknown) => string): string {
  const page = signedInFirstView(pathname);
  if (!page) return '';
  const texts = TEXTS[page.kind];
  return (
    `(function(){var w=window,d=document,E=w.__SOUQ_EARLY__,p=location.pathname;` +
    `if(!E||!E.calls[0]||!w.matchMedia||!matchMedia('${page.media}').matches)return;` +
    // h(tag, 'a b', text): an element of the view's classes (souq-first-view__a …), its text set as text.
    `function h(t,c,x){var e=d.createElement(t);if(c)e.className=c.split(' ').map(function(k){return'souq-first-view__'+k}).join(' ');` +
    `if(x!=null)e.textContent=String(x);return e}` +
    `function a(e){for(var i=1;i<arguments.length;i++)if(arguments[i])e.appendChild(arguments[i]);return e}` +
    `function c(e,x){e.appendChild(x);return x}` +
    `function L(k){return h('span','line '+k)}` +
    // A picture as imageSources (@souq/ui) gives it: a stored upload's WebP widths, so the page's own <img> finds it loaded.
    `function I(u,c,s,W,H){var e=h('img',c);e.alt='';e.width=W;e.height=H;if(typeof u!=='string'||!/^https?:\\/\\//.test(u))return e;` +
    `if(/\\/uploads\\/.+\\.(png|jpe?g|webp)$/i.test(u)&&!/\\.w\\d+\\.webp$/i.test(u)){var b=u.replace(/\\.[^.\\/]+$/,'');` +
    `e.srcset=[320,640,1280].map(function(n){return b+'.w'+n+'.webp '+n+'w'}).join(', ');e.sizes=s}e.src=u;return e}` +
    // An amount as formatAmount (@souq/ui) writes it: Latin digits, thousands grouped, two decimals when not whole.
    `function N(n){n=Math.round(Number(n)*100)/100;if(!isFinite(n))n=0;var s=Math.abs(n).toFixed(n%1?2:0).split('.');` +
    `return(n<0?'-':'')+s[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g,',')+(s[1]?'.'+s[1]:'')}` +
    `function B(x){return a(d.createElement('bdi'),d.createTextNode(String(x)))}` +
    // Z(e): a text in its own direction (dir="auto", as the pages set on descriptions and details).
    `function Z(e){e.dir='auto';return e}` +
    `E.calls[0].answer.then(function(r){var b=r&&r.body,D=b&&b.data,v,g,r0=d.getElementById('root');` +
    `if(!r0||r.status!==200||!D||b.key!=='success'||w.__SOUQ_FIRST_VIEW_DONE__||location.pathname!==p||Date.now()-E.at>${maxMs}||d.getElementById('souq-first-view'))return;` +
    `g=(${DRAW[page.kind]})(D${texts ? `,${inlineJson(texts)}[E.lang==='en'?'en':'ar']` : ''});if(!g)return;` +
    `v=h('div');v.id='souq-first-view';v.className='souq-first-view souq-first-view--${page.kind}';v.setAttribute('aria-hidden','true');` +
    `v.dir=E.lang==='en'?'ltr':'rtl';v.lang=E.lang;a(v,h('div','header'),g);r0.parentNode.insertBefore(v,r0.nextSibling);` +
    `if(g.f)g.f();setTimeout(function(){v.remove()},Math.max(0,${maxMs}-(Date.now()-E.at)))},function(){})})();`
  );
}

/** The sentences a page's view writes, both languages inlined: its DRAW gets the stored language's as `T`. */
const TEXTS: Partial<Record<SignedInKind, Record<'ar' | 'en', object>>> = { order: orderNotes };

/**
 * Each page's view from its data (`D`, and `T`, its TEXTS): the page's element, or null to draw
 * nothing (an empty cart, a room without messages: the page's own empty state is small and quick).
 * `f`, when set, runs once the view is in the document. The helpers are those of the script above.
 */
const DRAW: Record<SignedInKind, string> = {
  // cart-view-page.tsx, cart-group.tsx: the title, then each store's panel with its items.
  cart:
    `function(D){var G=(D.cart_items||[]).slice(0,4),n=0;if(!G.length)return null;var g=h('div','page');a(g,L('cart-title'));` +
    `var l=c(g,h('div','groups'));G.forEach(function(x){var P=x.provider||{},s=c(l,h('section','panel-cart')),` +
    `t=c(s,h('div','cart-head'));a(t,I(P.image,'store-avatar','40px',40,40),` +
    `a(h('div','store'),a(h('b'),B(P.name||'')),P.description?Z(h('span','muted small',P.description)):null),` +
    `a(h('div','total'),L('total-label'),h('span','price',N(x.provider_total_price))));` +
    `var u=c(s,h('ul','items'));(x.items||[]).slice(0,6).forEach(function(i){var f=(i.preview_files_attachments||[])[0],` +
    `m=f&&f.link?I(f.link,'item-image','96px',80,60):null;if(m&&n++<2)m.setAttribute('fetchpriority','high');` +
    `var q=a(h('span','prices'),h('span','price',N(i.effective_price)));` +
    `if(i.discount_price!==null&&i.discount_price<i.variant_price)a(q,h('del','old',N(i.variant_price)));` +
    `a(u,a(h('li'),a(h('div','item'),m,a(h('div','item-body'),a(h('span','item-name'),B(i.variant_name||'')),` +
    `i.product_description?Z(h('p','muted small',i.product_description)):null,q),L('remove'))))})});return g}`,
  // user-order-details-page.tsx, order-details.tsx, order-actions.ts: the head, the state's note, then (on
  // a phone, orders.css) the provider and the actions first, the fields panel, the details text and the files.
  order:
    `function(D,T){var o=D,g=h('div','page'),s=o.order_status,t=o.stage,U=['waiting_offers','awaiting_provider','accepted','negotiating','invoice_issued'],` +
    `u=U.indexOf(t)>=0,O=t!=='cancelled'&&t!=='refused',y=s===2&&u,` +
    `R=function(x){return a(h('div','row'),L('label'),x==null?L('value'):a(h('b'),x))},P=o.provider||{};` +
    `a(g,a(h('div','order-head'),a(h('p','order-title'),L('title-label'),B(o.number||'')),h('span','line chip',o.status||'')));` +
    // The note's sentence (order-actions.ts: semiAcceptedNote, waitingDeliveryNote); the one with a date stays grey lines.
    `var e=s===1&&o.type==='direct'&&t==='awaiting_provider'?T.semiAccepted:s===3&&t==='in_progress'?T.waitingDelivery:null;` +
    `if(e||(s===3&&t==='delivered'&&o.auto_complete_at))a(g,a(h('div','note'),L('note-icon'),` +
    `e?h('p','note-text',e):a(h('span','note-text note-lines'),L('note-line'),L('note-line'))));` +
    `var n=[s===1&&o.type==='for_all'&&t==='waiting_offers',y,y&&o.is_negotiate!==1,s===3&&t==='delivered',s===4&&t==='finished'&&!o.is_rated&&P.id!=null,` +
    `o.invoice!=null,O&&s>=2,O&&(s===1||s===2)&&u].filter(Boolean).length,A=h('div','panel-order order-actions');while(n--)a(A,L('action'));` +
    `a(g,a(h('div','section'),a(h('div','panel-order section'),L('section-title'),P.id!=null?a(h('div','person'),` +
    `I(P.image,'person-avatar','56px',56,56),a(h('div'),a(h('b'),B(P.name||'')),L('link'))):L('value'),o.room_id!=null?L('link'):null),A));` +
    `var f=a(h('div','panel-order'),L('section-title'));a(f,R(B(o.number||'')),R(),R(o.service?B(o.service):null),R(),R());` +
    `if(o.duration!=null)a(f,R());if(o.price!=null)a(f,R(h('span','price',N(o.price))));` +
    `if(o.tax_value!=null)a(f,R(h('span','price',N(o.tax_value))));if(o.final_total!=null)a(f,R(h('span','price',N(o.final_total))));` +
    `var S=c(g,a(h('div','section'),f));if(o.details)a(S,a(h('div','panel-order'),Z(h('p','details',o.details))));` +
    `a(S,a(h('div','panel-order'),L('files')),a(h('div','panel-order'),L('files')));return g}`,
  // chat-view-page.tsx, message-list.tsx, message-bubble.tsx: the room's head, the last messages, the composer.
  chat:
    `function(D){var M=((D.messages||{}).data||[]).slice(-30),R=D.room||{},U=R.member||{};if(!M.length)return null;` +
    `var g=d.createDocumentFragment(),m=h('ol','messages'),k='';` +
    `a(g,a(h('div','room-head'),L('back'),I(U.image,'room-avatar','40px',40,40),h('p','room-name',U.name||U.user_name||''),` +
    `localStorage.getItem('visitor')==='user'&&U.type==='Provider'?L('profile'):null),m,` +
    `a(h('div','composer'),L('input')));M.forEach(function(x){var y=new Date(x.created_at).toDateString();` +
    `if(y!==k){k=y;a(m,h('li','line day'))}a(m,a(h('li','msg'+(x.is_sender?' msg--mine':'')),` +
    `a(h('div','bubble'+(x.type==='invoice'?' bubble--invoice':'')),x.type==='text'?h('p','text',x.body):L(x.type==='invoice'?'invoice':'file'),L('time'))))});` +
    `g.f=function(){m.scrollTop=m.scrollHeight};return g}`,
};
