/** A window of `width` CSS pixels for `matchMedia` (max-width / min-width queries), as jsdom has none. */
export function setViewportWidth(width: number) {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      if (max) return width <= Number(max[1]);
      if (min) return width >= Number(min[1]);
      return true;
    });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
