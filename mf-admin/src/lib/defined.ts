/** The entries that have a value: a query never sends `key=undefined`. */
export const definedOnly = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
