'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True when the visitor asks for less motion. False on the server, and before hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia('(prefers-reduced-motion: reduce)');
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  );
}

/** The page's query string after hydration (`?country=uk`); empty in the static HTML. */
export function useLocationSearch(): string {
  return useSyncExternalStore(noSubscription, () => window.location.search, () => '');
}

/** The page's path after hydration; null in the static HTML. */
export function useLocationPath(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.pathname, () => null);
}
