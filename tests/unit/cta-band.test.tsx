import { render, screen, within } from '@testing-library/react';
import { CtaBand } from '@/components/sections/CtaBand';
import { ctaBandView } from '@/lib/view/cta';
import type { CtaBand as CtaBandContent } from '@/lib/content/schemas';
import { BOOK_ANCHOR, contactHref } from '@/lib/present/site-links';
import { getContent } from './content-fixture';

const content = getContent();

// What a country, service or visa file's `cta:` holds once parsed (lib/content/collections/shared.ts).
const band: CtaBandContent = {
  heading: 'Ready to apply?',
  buttons: [
    { label: 'Book a session', action: 'consultation' },
    { label: 'Read the guide', action: 'link', href: '/visa-guidance' },
  ],
};

test('the band is a region named by its heading, with one link per button resolved through the page context', () => {
  render(<CtaBand view={ctaBandView(band, content, { service: 'visa-guidance' })} />);
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
  render(<CtaBand view={ctaBandView({ ...band, text }, content, {})} />);
  expect(within(screen.getByRole('region', { name: band.heading })).getByText(text)).toBeInTheDocument();
});

test('a brochure button downloads the PDF, says its type and size, and the printable page stays one link away', () => {
  const brochureBand: CtaBandContent = { heading: 'Ready?', buttons: [{ label: 'Download Brochure', action: 'brochure' }] };
  const brochure = { pdf: { href: '/brochures/testland.pdf', details: '(PDF, 38 KB)' }, print: { href: '/brochures/testland', label: 'Printable version' } };
  render(<CtaBand view={ctaBandView(brochureBand, content, { country: 'testland', brochure })} />);
  const region = screen.getByRole('region', { name: brochureBand.heading });
  const download = within(region).getByRole('link', { name: 'Download Brochure (PDF, 38 KB)' });
  expect(download).toHaveAttribute('href', brochure.pdf.href);
  expect(download).toHaveAttribute('download');
  expect(within(region).getByRole('link', { name: brochure.print.label })).toHaveAttribute('href', brochure.print.href);
});

test('without a written PDF (next dev before a build) the brochure button opens the printable page', () => {
  const brochureBand: CtaBandContent = { heading: 'Ready?', buttons: [{ label: 'Download Brochure', action: 'brochure' }] };
  render(<CtaBand view={ctaBandView(brochureBand, content, { brochure: { pdf: null, print: { href: '/brochures/testland', label: 'Printable version' } } })} />);
  const links = within(screen.getByRole('region', { name: brochureBand.heading })).getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/brochures/testland');
  expect(links[0]).not.toHaveAttribute('download');
});
