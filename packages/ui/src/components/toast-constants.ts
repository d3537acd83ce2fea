/** docs/product/README.md#constants: toasts last 3 s unless the caller says otherwise (2 s for cart, favourites…). */
export const DEFAULT_TOAST_MS = 3000;
