import { render, screen } from '@testing-library/react';
import { SiteNav } from '@/components/layout/SiteNav';
import type { NavItem } from '@/lib/present/site-links';
import { loadContent } from './content-fixture';

const words = loadContent(process.cwd()).labels.layout;

let mockPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const items: NavItem[] = [
  { kind: 'link', label: 'Home', href: '/' },
  { kind: 'menu', id: 'services', label: 'Student Services', links: [{ label: 'Education Counselling', href: '/education-counselling' }] },
  { kind: 'menu', id: 'countries', label: 'Study Abroad', links: [{ label: 'UK', href: '/ukStudyAbroad' }, { label: 'Georgia', href: '/georgiaStudyAbroad' }] },
  { kind: 'link', label: 'Contact', href: '/contact' },
];
const icons = { menu: <span />, close: <span />, chevron: <span /> };

const renderNav = () => render(<SiteNav items={items} icons={icons} words={words} />);
const services = () => screen.getByRole('button', { name: 'Student Services' });
const abroad = () => screen.getByRole('button', { name: 'Study Abroad' });

beforeEach(() => {
  mockPath = '/';
});

// The menu's opening, closing, exclusivity, Escape and light dismiss are the browser's own (popover
// and popovertarget), which jsdom does not implement: tests/e2e/menu.spec.ts checks them in
// Chromium, and tests/e2e/before-hydration.spec.ts checks them before the script has run. These
// tests check the wiring the browser acts on and the state the hydrated component writes.
test('each dropdown title is a popovertarget button for its own list (disclosure pattern)', () => {
  const { container } = renderNav();
  for (const [button, id] of [
    [services(), 'menu-services'],
    [abroad(), 'menu-countries'],
  ] as const) {
    expect(button).toHaveAttribute('popovertarget', id);
    expect(button).toHaveAttribute('aria-controls', id);
    expect(container.querySelector(`#${id}`)).toHaveAttribute('popover', 'auto');
  }
  expect(container.querySelector('#menu-services')?.textContent).toContain('Education Counselling');
});

test('the menu button opens the overlay popover and its close button hides it', () => {
  const { container } = renderNav();
  const toggle = screen.getByRole('button', { name: words.menuButton });
  expect(toggle).toHaveAttribute('popovertarget', 'site-menu');
  expect(container.querySelector('#site-menu')).toHaveAttribute('popover', 'auto');
  const close = screen.getByRole('button', { name: words.closeMenu });
  expect(close).toHaveAttribute('popovertarget', 'site-menu');
  expect(close).toHaveAttribute('popovertargetaction', 'hide');
});

test('once running, every button says it is collapsed while nothing is open', () => {
  renderNav();
  expect(services()).toHaveAttribute('aria-expanded', 'false');
  expect(abroad()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: words.menuButton })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('marks the link to the current page', () => {
  mockPath = '/contact';
  renderNav();
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

// In the export, following a link loads a new page, which starts closed; but the back button brings
// the old page back from the back/forward cache as it was left (Playwright's Chromium runs without
// that cache, so no browser test here can see it). jsdom has no popovers: the two open ones are
// stood in for by their :popover-open match and hidePopover, which is all the component uses.
test('following a menu link closes the open dropdown and the overlay', () => {
  const { container } = renderNav();
  const open = new Set(['site-menu', 'menu-countries']);
  for (const id of open) {
    const popover = container.querySelector<HTMLElement>(`#${id}`);
    if (!popover) throw new Error(`no #${id}`);
    const matches = popover.matches.bind(popover);
    Object.defineProperty(popover, 'matches', { value: (selector: string) => (selector === ':popover-open' ? open.has(id) : matches(selector)) });
    popover.hidePopover = () => void open.delete(id);
  }
  // jsdom does not navigate; the default action is left out so it does not say so.
  const noNavigation = (event: Event) => event.preventDefault();
  document.addEventListener('click', noNavigation);
  screen.getByRole('link', { name: 'Georgia' }).click();
  document.removeEventListener('click', noNavigation);
  expect([...open]).toEqual([]);
});
