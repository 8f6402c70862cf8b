/**
 * Listens for keys on the whole document from the moment an island's module runs, not from its
 * hydration: called at a module's top level, it is in place before DOMContentLoaded (module scripts
 * run before it), while hydration and its effects come some tasks later, and a key pressed in
 * between would be lost (CI lost a "/" for search and a Shift+Tab in the menu overlay that way).
 * On the server (no document) it does nothing.
 */
export function listenForKeysEarly(handler: (event: KeyboardEvent) => void) {
  if (typeof document !== 'undefined') document.addEventListener('keydown', handler);
}
