/**
 * The cost planner's city choice on an Urdu page (issue 44): an <option> can hold no markup, so an
 * English gloss in a band label ("لندن (London)") could not be marked lang="en" there and a screen
 * reader would read "London" by Urdu rules. The option leaves the bracketed gloss out, as the
 * enquiry form's options do; on an English page the label stays as written.
 */
import path from 'node:path';
import { render } from '@testing-library/react';
import { CostPlanner } from '@/components/planner/CostPlanner';
import { loadContent } from './content-fixture';
import { planDestinations, ratesFor } from '@/lib/present/cost-planner';
import { editions, type EditionCode } from '@/lib/editions';

const ROOT = path.resolve(__dirname, '../..');

function cityOptions(edition: EditionCode): string[] {
  const content = loadContent(ROOT, editions[edition]);
  const uk = planDestinations(content).find((d) => d.id === 'uk');
  if (!uk || uk.bands.length < 2) throw new Error('the UK guide prices living by city band');
  const glossed = { ...uk, bands: uk.bands.map((band) => (band.key === 'london' ? { ...band, label: `${band.label} (Greater London)` } : band)) };
  const { container } = render(
    <CostPlanner destinations={[glossed]} rates={ratesFor(content)} words={content.labels.planner} edition={edition} heading="" newTabLabel="" contactRoute="/contact" whatsapp="920000000000" />,
  );
  return Array.from(container.querySelectorAll('select[name="city"] option'), (option) => option.textContent ?? '');
}

test('an Urdu band label leaves its English gloss out of the <option>; an English one keeps its words', () => {
  const urdu = cityOptions('ur');
  expect(urdu).toContain('لندن');
  expect(urdu.join(' ')).not.toMatch(/\p{Script=Latin}/u);
  expect(cityOptions('en')).toContain('London (Greater London)');
});
