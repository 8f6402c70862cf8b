import { renderMarkdown, slugify } from '@/lib/markdown';

describe('renderMarkdown', () => {
  it('renders GFM tables and gives ## headings ids for in-page menus', () => {
    const { html, headings } = renderMarkdown('## Types of Scholarships\n\n| Name | Amount |\n| --- | --- |\n| Vanier | 50,000 CAD |\n');
    expect(headings).toEqual([{ id: 'types-of-scholarships', text: 'Types of Scholarships' }]);
    expect(html).toContain('<h2 id="types-of-scholarships">Types of Scholarships</h2>');
    expect(html).toContain('<td>50,000 CAD</td>');
  });

  it('makes raw HTML in content inert', () => {
    const { html } = renderMarkdown('Hi <script>alert(1)</script> <img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">x</a>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('slugifies headings with punctuation and accents', () => {
    expect(slugify('1. Government-Funded Awards (Canada)')).toBe('1-government-funded-awards-canada');
    expect(slugify('Études à Paris')).toBe('etudes-a-paris');
  });
});
