/**
 * The printable brochure (/brochures/<country>, drawn from lib/view/brochure.ts) and the PDF lay out
 * one brochure content (lib/present/brochure-content.ts): every figure, section and contact line the PDF carries, the page
 * shows too. Expected values are read from content here (the figure as written, the office
 * settings), not from the presenter under test.
 */
import { render, screen, within } from '@testing-library/react';
import { BrochurePage } from '@/components/templates/BrochurePage';
import { getContent } from './content-fixture';
import { formatFigure } from '@/lib/content/figures';
import { brochureContent } from '@/lib/present/brochure-content';
import { brochureView } from '@/lib/view/brochure';
import { fill } from '@/lib/fill-label';

const content = getContent();
const uk = content.countries.find((c) => c.id === 'uk');
if (!uk) throw new Error('content/countries/uk.md is missing');
const site = content.site.data;

test('the printable page shows the living costs /compare shows, beside the stat cards', () => {
  // A country whose living costs are a figure but not one of its stat cards.
  const country = content.countries.find((c) => c.data.figures.livingCost && !c.data.stats.some((s) => s.name === 'livingCost'));
  const living = country?.data.figures.livingCost;
  if (!country || !living) throw new Error('no country has living costs off its stat cards');
  render(<BrochurePage view={brochureView(country, content, 'preview')} />);
  const columns = content.pages.find((p) => p.data.template === 'compare')?.data;
  const label = columns && 'columns' in columns ? columns.columns.livingCost : '';
  const figures = screen.getByLabelText(fill(content.labels.country.atAGlance, { country: country.data.name }));
  expect(within(figures).getByText(label).nextElementSibling?.textContent).toContain(formatFigure(living));
});

test('the printable page gives WhatsApp and office hours, as the PDF does', () => {
  render(<BrochurePage view={brochureView(uk, content, 'preview')} />);
  const footer = screen.getByRole('heading', { name: content.labels.brochure.adviserHeading }).closest('footer');
  if (!footer) throw new Error('no brochure footer');
  expect(within(footer).getByRole('link', { name: new RegExp(site.contact.whatsapp) })).toHaveAttribute('href', expect.stringContaining(site.contact.whatsapp));
  expect(within(footer).getByText(new RegExp(`${content.labels.contact.hours}:.*${site.office.opens}`))).toBeInTheDocument();
});

test('every section and contact line of the PDF is on the printable page', () => {
  const { container } = render(<BrochurePage view={brochureView(uk, content, 'preview')} />);
  const brochure = brochureContent(content, uk, 'preview');
  for (const section of brochure.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
  for (const line of brochure.contact.lines.filter((l) => l.key !== 'website')) expect(container.textContent).toContain(line.text);
});
