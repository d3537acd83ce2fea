/**
 * A card payment leaves the app for the gateway page, which sends the customer back with
 * `?payment_id=&payment_status=`. What the page needs afterwards (the order to show the
 * invoice of) is kept for that one tab in sessionStorage.
 */
const KEY = 'souq:commerce:pending-order';

export function rememberPendingOrder(orderId: number) {
  try {
    window.sessionStorage.setItem(KEY, String(orderId));
  } catch {
    // Private mode without storage: the success notice still shows, without the invoice button.
  }
}

export function takePendingOrder(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(KEY));
    window.sessionStorage.removeItem(KEY);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Where the browser goes for the gateway page (a seam for tests: jsdom cannot navigate). */
export const leaveForPayment = (url: string) => window.location.assign(url);
