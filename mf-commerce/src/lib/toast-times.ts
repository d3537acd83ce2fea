/** Spec §8: favourites, cart and download toasts last 2 s. */
export const SHORT_TOAST_MS = 2000;
