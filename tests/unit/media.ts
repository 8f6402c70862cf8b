/** A stand-in for window.matchMedia (jsdom has none): `reduceMotion` answers the reduced-motion query. */
export function stubMatchMedia(reduceMotion = false) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduceMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
