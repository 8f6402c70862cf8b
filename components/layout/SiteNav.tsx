'use client';

import type { Labels } from '@/lib/content/schemas';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismissOnOutsidePointer } from '@/lib/client/dismiss';
import type { NavItem } from '@/lib/site';

type Props = {
  items: NavItem[];
  /** Icons are drawn on the server and passed in, so no icon code ships to the browser. */
  icons: { menu: ReactNode; close: ReactNode; chevron: ReactNode };
  /** The menu's own words, from content/labels.md. */
  words: Pick<Labels['layout'], 'mainMenu' | 'menuButton' | 'closeMenu' | 'menuDialog'>;
};

/**
 * The header menu (spec §2.2) as a WAI-ARIA disclosure navigation: each dropdown title is a button
 * with aria-expanded that shows or hides its list. Opening one closes the other; Escape, a click
 * outside and any route change close everything. At 700px and below the whole menu moves into a
 * full-screen overlay opened by a menu button; focus moves into it and back out.
 */
export function SiteNav({ items, icons, words }: Props) {
  const pathname = usePathname();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const menuButtons = useRef(new Map<string, HTMLButtonElement>());
  const closeMenus = useCallback(() => setOpenMenu(null), []);

  // A route change closes everything (adjusting state during render, as React recommends).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenMenu(null);
    setOverlayOpen(false);
  }

  // Click or tap outside the menu closes an open dropdown.
  useDismissOnOutsidePointer(rootRef, openMenu !== null, closeMenus);

  // The overlay covers the page: keep the page behind it from scrolling while it is open.
  useEffect(() => {
    if (!overlayOpen) return;
    closeRef.current?.focus();
    document.body.classList.add('has-overlay');
    return () => document.body.classList.remove('has-overlay');
  }, [overlayOpen]);

  const closeOverlay = () => {
    setOverlayOpen(false);
    setOpenMenu(null);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (openMenu) {
        menuButtons.current.get(openMenu)?.focus();
        setOpenMenu(null);
      } else if (overlayOpen) {
        closeOverlay();
      }
      return;
    }
    // Keep Tab inside the overlay while it is open, as for any modal layer.
    if (event.key === 'Tab' && overlayOpen) {
      const panel = event.currentTarget.querySelector<HTMLElement>('#site-menu');
      const focusable = panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((el) => el.offsetParent !== null) : [];
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
    }
  };

  const isCurrent = (href: string) => href === pathname;

  return (
    <nav
      ref={rootRef}
      className="site-nav"
      aria-label={words.mainMenu}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // Following any link closes the menu, even a link to the page already shown.
        if (event.target instanceof Element && event.target.closest('a')) {
          setOpenMenu(null);
          setOverlayOpen(false);
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="nav-toggle"
        aria-expanded={overlayOpen}
        aria-controls="site-menu"
        onClick={() => setOverlayOpen(true)}
      >
        {icons.menu}
        <span>{words.menuButton}</span>
      </button>
      <div
        id="site-menu"
        className="nav-panel"
        data-open={overlayOpen}
        role={overlayOpen ? 'dialog' : undefined}
        aria-modal={overlayOpen ? true : undefined}
        aria-label={overlayOpen ? words.menuDialog : undefined}
      >
        <button ref={closeRef} type="button" className="nav-close" onClick={closeOverlay}>
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
              <li key={item.id} className="nav-dropdown" data-open={openMenu === item.id}>
                <button
                  ref={(el) => {
                    if (el) menuButtons.current.set(item.id, el);
                  }}
                  type="button"
                  aria-expanded={openMenu === item.id}
                  aria-controls={`menu-${item.id}`}
                  onClick={() => setOpenMenu((open) => (open === item.id ? null : item.id))}
                >
                  {item.label}
                  {icons.chevron}
                </button>
                <ul id={`menu-${item.id}`} className="nav-sublist" hidden={openMenu !== item.id}>
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
