/**
 * @jest-environment node
 */
import { HtmlValidate } from 'html-validate';
import { renderMarkdown, slugify } from '@/lib/content/markdown';

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

  it('slugifies headings with punctuation and accents, starting every id with a letter', () => {
    expect(slugify('Government-Funded Awards (Canada)')).toBe('government-funded-awards-canada');
    expect(slugify('1. Government-Funded Awards (Canada)')).toBe('section-1-government-funded-awards-canada');
    expect(slugify('Études à Paris')).toBe('etudes-a-paris');
  });

  it('keeps the letters of any script, drops vowel marks and joiners, and is never empty', () => {
    expect(slugify('برطانیہ میں داخلہ')).toBe('برطانیہ-میں-داخلہ');
    expect(slugify('عِلم اور ہُنر')).toBe('علم-اور-ہنر');
    expect(slugify('می\u200cخواهم')).toBe('میخواهم');
    expect(slugify('🎓✈️')).toBe('section');
    expect(slugify('🎓', 'section-4')).toBe('section-4');
  });

  it('gives Urdu and emoji-only ## headings non-empty ids, unique on the page, that html-validate accepts', async () => {
    const { html, headings } = renderMarkdown('## داخلہ کیسے لیں؟\n\nText.\n\n## 🎓\n\n## داخلہ کیسے لیں؟\n\n## Fees\n\n## Fees\n\n## Fees\n');
    expect(headings.map((h) => h.id)).toEqual(['داخلہ-کیسے-لیں', 'section-2', 'داخلہ-کیسے-لیں-2', 'fees', 'fees-2', 'fees-3']);
    // Urdu text in an English page is marked as such (lib/script-runs.ts).
    const mark = (text: string) => (/\p{Script=Arabic}/u.test(text) ? `<span lang="ur" dir="rtl">${text}</span>` : text);
    for (const { id, text } of headings) expect(html).toContain(`<h2 id="${id}">${mark(text)}</h2>`);
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(
      `<!doctype html><html lang="ur"><head><title>t</title></head><body>${html}<nav>${headings.map((h) => `<a href="#${h.id}">${h.text}</a>`).join('')}</nav></body></html>`,
    );
    expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
  });
});
