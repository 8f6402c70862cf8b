import { render, screen } from '@testing-library/react';
import { excerptParts, type SearchHit } from '@/lib/browser/search';
import { SearchResults } from '@/components/search/SearchResults';

// Pagefind's excerpt as it sends it: page text escaped, the matched words in <mark>.
const EXCERPT = 'برطانیہ کا گریجویٹ روٹ (Graduate route) &amp; <mark>UCAS</mark> &lt;b&gt;';

const hit = (lang: string): SearchHit => ({ url: '/ur/ukStudyAbroad', title: 'برطانیہ میں تعلیم (Study in the UK)', excerpt: excerptParts(EXCERPT), lang });

test("an excerpt is read as text with its matched words, never as markup", () => {
  expect(excerptParts(EXCERPT)).toEqual([
    { text: 'برطانیہ کا گریجویٹ روٹ (Graduate route) & ', matched: false },
    { text: 'UCAS', matched: true },
    { text: ' <b>', matched: false },
  ]);
});

test('on an Urdu page the results an island writes mark each English run lang="en", in the title and the excerpt', () => {
  const { container } = render(<SearchResults id="r" hits={[hit('ur')]} />);
  const english = Array.from(container.querySelectorAll('[lang="en"]'), (span) => [span.textContent, span.getAttribute('dir')]);
  expect(english).toEqual([
    ['Study in the UK', 'ltr'],
    ['Graduate route', 'ltr'],
    ['UCAS', 'ltr'],
    ['b', 'ltr'],
  ]);
  expect(container.querySelector('mark')?.textContent).toBe('UCAS');
  // Escaped markup in the page text stays text.
  expect(container.querySelector('b')).toBeNull();
  expect(screen.getByRole('link')).toHaveTextContent('<b>');
});

test('on an English page nothing is marked', () => {
  const { container } = render(<SearchResults id="r" hits={[hit('en')]} />);
  expect(container.querySelector('[lang]')).toBeNull();
  expect(container.querySelector('mark')?.textContent).toBe('UCAS');
});
