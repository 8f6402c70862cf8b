/**
 * `next/navigation` in the islands' bundles. Each page is its own document, so the path never
 * changes while an island lives; it is the page's route as the server rendered it (without a
 * trailing slash or `.html`, which some hosts show).
 */
export function usePathname(): string {
  const path = window.location.pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return path === '' || path === '/index' ? '/' : path;
}
