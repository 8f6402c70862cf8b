import { render, screen, within } from '@testing-library/react';
import { AwardSources } from '@/components/sections/AwardSources';
import type { Scholarship } from '@/lib/content/schemas';

// What a scholarship file holds once parsed (lib/content/collections/scholarships.ts); the words are the file's own.
const labels: NonNullable<Scholarship['sources']> = { heading: 'Official Sources', intro: 'Check each page.', unchecked: 'Not yet checked', checked: 'Checked on' };
const awards: Scholarship['awards'] = [
  { name: 'Big Award', source: { label: 'Big Award site', href: 'https://awards.testland.gov/big' } },
  { name: 'Small Award', source: { label: 'Small Award site', href: 'https://awards.testland.gov/small' }, checked: { date: '2026-11-01', by: 'Adviser A' } },
];

test('each award is named, links its official page and says whether an adviser has checked it', () => {
  const newTabLabel = 'opens in a new tab';
  render(<AwardSources awards={awards} labels={labels} newTabLabel={newTabLabel} />);
  const section = screen.getByRole('region', { name: labels.heading });
  expect(screen.getByRole('heading', { level: 2, name: labels.heading })).toHaveAttribute('id', 'official-sources');
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  awards.forEach((award, i) => {
    const item = items[i]!;
    expect(item).toHaveTextContent(award.name);
    // An official page is another site: the link opens a new tab and its name says so.
    expect(within(item).getByRole('link', { name: `${award.source.label} ${newTabLabel}` })).toHaveAttribute('href', award.source.href);
  });
  expect(items[0]).toHaveTextContent(labels.unchecked);
  expect(items[1]).not.toHaveTextContent(labels.unchecked);
  expect(items[1]).toHaveTextContent(`${labels.checked} 2026-11-01 (Adviser A)`);
});
