import { render, screen, within } from '@testing-library/react';
import { CtaBand } from '@/components/sections/CtaBand';
import type { CtaBand as CtaBandContent } from '@/lib/content/schemas';
import { BOOK_ANCHOR, contactHref } from '@/lib/site';

// What a country, service or visa file's `cta:` holds once parsed (lib/content/schemas.ts).
const band: CtaBandContent = {
  heading: 'Ready to apply?',
  buttons: [
    { label: 'Book a session', action: 'consultation' },
    { label: 'Read the guide', action: 'link', href: '/visa-guidance' },
  ],
};

test('the band is a region named by its heading, with one link per button resolved through the page context', () => {
  render(<CtaBand band={band} context={{ service: 'visa-guidance' }} newTabLabel="(opens in a new tab)" />);
  const region = screen.getByRole('region', { name: band.heading });
  const links = within(region).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(band.buttons.map((b) => b.label));
  // The content sets no booking service, so a consultation button leads to the form's appointment fields.
  expect(links[0]).toHaveAttribute('href', contactHref({ service: 'visa-guidance' }, BOOK_ANCHOR));
  expect(links[1]).toHaveAttribute('href', band.buttons[1]?.href);
  // A band without text shows no empty paragraph.
  expect(region.querySelector('p')).toBeNull();
});

test('the band shows its text when the file gives one', () => {
  const text = 'Bring your documents and we will check your file.';
  render(<CtaBand band={{ ...band, text }} context={{}} newTabLabel="(opens in a new tab)" />);
  expect(within(screen.getByRole('region', { name: band.heading })).getByText(text)).toBeInTheDocument();
});
