'use client';

import type { Labels } from '@/lib/content/schemas';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { NavItem } from '@/lib/present/site-links';

type Props = {
  items: NavItem[];
  /** Icons are drawn on the server and passed in, so no icon code ships to the browser. */
  icons: { menu: ReactNode; close: ReactNode; chevron: ReactNode };
  /** The menu's own words, from content/labels.md. */
  words: Pick<Labels['layout'], 'mainMenu' | 'menuButton' | 'closeMenu' | 'menuDialog'>;
};

const OVERLAY_ID = 'site-menu';

/**
 * The header menu (spec §2.2) as a WAI-ARIA disclosure navigation, built on the `popover` attribute
 * so that it works from the first paint, before (and without) this script: each dropdown title is a
 * `popovertarget` button for its list, and at 700px and below the whole menu is a full-screen popover
 * opened by the menu button. The browser gives auto popovers what a menu needs: opening one dropdown
 * closes the other, Escape and a click outside close the topmost, focus returns to the button, and
 * Chromium exposes aria-expanded on the buttons itself.
 *
 * Once hydrated, this component follows the popovers' state (their `toggle` events) to write
 * aria-expanded into the DOM for every browser, gives the open overlay its dialog role and keeps
 * Tab inside it, moves focus to its close button, and closes everything on a route change or when
 * a link is followed (client navigation keeps the page, so nothing else would close it). Until
 * then the server HTML carries no aria-expanded, so it never contradicts what the browser shows.
 */
export function SiteNav({ items, icons, words }: Props) {
  const pathname = usePathname();
  const rootRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = useOpenPopovers(rootRef);
  const overlayOpen = open?.has(OVERLAY_ID) ?? false;

  // A route change closes everything (not the first render: a menu opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hideAll(rootRef.current);
  }, [pathname]);

  // Opening the overlay moves focus to its close button (closing returns it to the menu button:
  // the browser does that for popovers). An overlay opened before hydration gets the same, unless
  // the visitor has already moved focus into it.
  useEffect(() => {
    const overlay = document.getElementById(OVERLAY_ID);
    if (!overlay) return;
    const onToggle = (event: Event) => {
      if (event.target === overlay && isOpen(overlay)) closeRef.current?.focus();
    };
    if (isOpen(overlay) && !overlay.contains(document.activeElement)) closeRef.current?.focus();
    overlay.addEventListener('toggle', onToggle);
    return () => overlay.removeEventListener('toggle', onToggle);
  }, []);

  // The overlay is a modal layer once hydrated: keep Tab inside it while it is open.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !overlayOpen) return;
    const panel = document.getElementById(OVERLAY_ID);
    const focusable = panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((el) => el.checkVisibility()) : [];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const isCurrent = (href: string) => href === pathname;
  // Server HTML has no aria-expanded (see above); the hydrated menu writes the real state.
  const expanded = (id: string) => (open ? open.has(id) : undefined);

  return (
    <nav
      ref={rootRef}
      className="site-nav"
      aria-label={words.mainMenu}
      onKeyDown={onKeyDown}
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
        <button ref={closeRef} type="button" className="nav-close" popoverTarget={OVERLAY_ID} popoverTargetAction="hide">
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
