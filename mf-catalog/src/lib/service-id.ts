/**
 * The sub-service the visitor came from, kept in localStorage under `service_id` exactly as
 * the existing web client does: the provider profile sends it to `show-profile` and only
 * offers "request this service" when one is stored.
 */
const KEY = 'service_id';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getStoredServiceId(): number | null {
  const raw = storage()?.getItem(KEY) ?? null;
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null;
}

export function storeServiceId(id: number | string): void {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) storage()?.setItem(KEY, String(n));
}
