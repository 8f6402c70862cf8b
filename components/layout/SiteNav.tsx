'use client';

import type { Labels } from '@/lib/content/schemas';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import type { NavItem } from '@/lib/present/site-links';
import { listenForKeysEarly } from '@/lib/browser/early-keys';

type Props = {
  items: NavItem[];
  /** Icons are drawn on the server and passed in, so no icon code ships to the browser. */
  icons: { menu: ReactNode; close: ReactNode; chevron: ReactNode };
  /** The menu's own words, from content/labels.md. */
  words: Pick<Labels['layout'], 'mainMenu' | 'menuButton' | 'closeMenu' | 'menuDialog'>;
};

const OVERLAY_ID = 'site-menu';

/**
 * The open overlay is a modal layer: Tab and Shift+Tab wrap around inside it instead of leaving it.
 * What the browser gives popovers does not include that.
 */
function keepTabInOverlay(event: globalThis.KeyboardEvent) {
  if (event.key !== 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
  const overlay = document.getElementById(OVERLAY_ID);
  if (!overlay || !isOpen(overlay)) return;
  const focusable = Array.from(overlay.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((el) => el.checkVisibility());
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !overlay.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

listenForKeysEarly(keepTabInOverlay);

/**
 * The header menu (spec §2.2) as a WAI-ARIA disclosure navigation, built on the `popover` attribute
 * so that it works from the first paint, before (and without) this script: each dropdown title is a
 * `popovertarget` button for its list, and at 700px and below the whole menu is a full-screen popover
 * opened by the menu button. The browser gives auto popovers what a menu needs: opening one dropdown
 * closes the other, Escape and a click outside close the topmost, focus moves to the overlay's close
 * button (its autofocus) and returns to the button, and Chromium exposes aria-expanded on the
 * buttons itself. From the moment this script runs, Tab stays inside the open overlay.
 *
 * Once hydrated, this component follows the popovers' state (their `toggle` events) to write
 * aria-expanded into the DOM for every browser, gives the open overlay its dialog role, and closes
 * everything on a route change or when a link is followed (client navigation keeps the page, so
 * nothing else would close it). Until then the server HTML carries no aria-expanded, so it never
 * contradicts what the browser shows.
 */
export function SiteNav({ items, icons, words }: Props) {
  const pathname = usePathname();
  const rootRef = useRef<HTMLElement>(null);
  const open = useOpenPopovers(rootRef);
  const overlayOpen = open?.has(OVERLAY_ID) ?? false;

  // A route change closes everything (not the first render: a menu opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hideAll(rootRef.current);
  }, [pathname]);

  const isCurrent = (href: string) => href === pathname;
  // Server HTML has no aria-expanded (see above); the hydrated menu writes the real state.
  const expanded = (id: string) => (open ? open.has(id) : undefined);

  return (
    <nav
      ref={rootRef}
      className="site-nav"
      aria-label={words.mainMenu}
      onClick={(event) => {
        // Following any link closes the menu, even a link to the page already shown.
        if (event.target instanceof Element && event.target.closest('a')) hideAll(rootRef.current);
      }}
    >
      <button type="button" className="nav-toggle" popoverTarget={OVERLAY_ID} aria-expanded={expanded(OVERLAY_ID)} aria-controls={OVERLAY_ID}>
        {icons.menu}
        <span>{words.menuButton}</span>
      </button>
      <div
        id={OVERLAY_ID}
        className="nav-panel"
        popover="auto"
        role={overlayOpen ? 'dialog' : undefined}
        aria-modal={overlayOpen ? true : undefined}
        aria-label={overlayOpen ? words.menuDialog : undefined}
      >
        {/* autoFocus: showing a popover focuses its autofocus element, so the browser itself moves
            focus here as the overlay opens, before and without this script (the button is not
            rendered while the overlay is closed, so it takes no focus on page load). */}
        <button type="button" className="nav-close" popoverTarget={OVERLAY_ID} popoverTargetAction="hide" autoFocus>
          {icons.close}
          <span>{words.closeMenu}</span>
        </button>
        <ul className="nav-list">
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <Link href={item.href} prefetch={false} aria-current={isCurrent(item.href) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.id} className="nav-dropdown">
                <button type="button" popoverTarget={`menu-${item.id}`} aria-expanded={expanded(`menu-${item.id}`)} aria-controls={`menu-${item.id}`}>
                  {item.label}
                  {icons.chevron}
                </button>
                <ul id={`menu-${item.id}`} className="nav-sublist" popover="auto">
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} prefetch={false} aria-current={isCurrent(link.href) ? 'page' : undefined}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/**
 * The ids of the menu's open popovers, read from the DOM and updated on their `toggle` events (which
 * do not bubble, so they are caught on the way down). On the server and while hydrating it is null:
 * the state is the browser's until this script runs, and whatever opened before is adopted as it is.
 */
function useOpenPopovers(rootRef: RefObject<HTMLElement | null>): ReadonlySet<string> | null {
  const snapshot = useSyncExternalStore(
    (notify) => {
      const root = rootRef.current;
      root?.addEventListener('toggle', notify, true);
      return () => root?.removeEventListener('toggle', notify, true);
    },
    () => openPopovers(rootRef.current).map((el) => el.id).join(' '),
    () => null,
  );
  return useMemo(() => (snapshot === null ? null : new Set(snapshot.split(' ').filter(Boolean))), [snapshot]);
}

/** Closes every open popover of the menu, dropdowns first, then the overlay. */
function hideAll(root: HTMLElement | null) {
  if (!root) return;
  for (const el of openPopovers(root).reverse()) if (isOpen(el)) el.hidePopover();
}

/** Whether a popover is showing; false where the browser (or jsdom) has no popovers. */
function isOpen(el: Element): boolean {
  try {
    return el.matches(':popover-open');
  } catch {
    return false;
  }
}

function openPopovers(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>('[popover]') ?? []).filter(isOpen);
}
