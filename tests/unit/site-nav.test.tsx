import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteNav } from '@/components/layout/SiteNav';
import type { NavItem } from '@/lib/site';
import { loadContent } from '@/lib/content/load';

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

test('a dropdown title toggles its list (disclosure pattern)', async () => {
  renderNav();
  expect(services()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Education Counselling' })).not.toBeInTheDocument(); // hidden lists are not exposed
  await userEvent.click(services());
  expect(services()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Education Counselling' })).toHaveAttribute('href', '/education-counselling');
  await userEvent.click(services());
  expect(services()).toHaveAttribute('aria-expanded', 'false');
});

test('opening one dropdown closes the other', async () => {
  renderNav();
  await userEvent.click(services());
  await userEvent.click(abroad());
  expect(services()).toHaveAttribute('aria-expanded', 'false');
  expect(abroad()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Georgia' })).toBeVisible();
});

test('Escape closes the open dropdown and puts focus back on its title', async () => {
  renderNav();
  await userEvent.click(abroad());
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'UK' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(abroad()).toHaveAttribute('aria-expanded', 'false');
  expect(abroad()).toHaveFocus();
});

test('a click outside closes the dropdown', async () => {
  render(
    <>
      <SiteNav items={items} icons={icons} words={words} />
      <p>Elsewhere</p>
    </>,
  );
  await userEvent.click(abroad());
  fireEvent.pointerDown(screen.getByText('Elsewhere'));
  expect(abroad()).toHaveAttribute('aria-expanded', 'false');
});

test('a route change closes the dropdowns and the overlay', async () => {
  const { rerender } = renderNav();
  await userEvent.click(screen.getByRole('button', { name: words.menuButton }));
  await userEvent.click(abroad());
  mockPath = '/ukStudyAbroad';
  rerender(<SiteNav items={items} icons={icons} words={words} />);
  expect(abroad()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: words.menuButton })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the menu button opens the overlay with focus inside; closing returns focus', async () => {
  renderNav();
  const toggle = screen.getByRole('button', { name: words.menuButton });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('dialog', { name: words.menuDialog })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: words.closeMenu })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: words.closeMenu }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

test('marks the link to the current page', () => {
  mockPath = '/contact';
  renderNav();
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});
