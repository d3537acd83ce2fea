/** docs/product/README.md#messages-and-errors: favourites, cart and download toasts last 2 s. */
export const SHORT_TOAST_MS = 2000;
