/**
 * English inside Urdu pages (lib/pipeline/latin-runs.ts): each Latin run of the page's text marked
 * `lang="en" dir="ltr"`, cut into the page so everything else stays byte for byte, and nothing
 * marked where a span may not go or where hydration would not match.
 */
import { markLatinInPage } from '@/lib/pipeline/latin-runs';
import { latinRuns, withoutLatinGlosses } from '@/lib/script-runs';
import { ISLAND_TAG, SLOT_TAG } from '@/lib/island-registry';

const page = (body: string, head = '<title>IELTS کی تیاری</title>') => `<!DOCTYPE html><html lang="ur" dir="rtl"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const EN = '<span lang="en" dir="ltr">';

describe('Latin runs in Urdu text', () => {
  test('a run takes in spaces, digits and joining marks between letters, and leaves brackets and full stops to the Urdu', () => {
    expect(latinRuns('امیگریشن ہیلتھ سرچارج (Immigration Health Surcharge) ادا کریں۔').filter((r) => r.latin).map((r) => r.text)).toEqual(['Immigration Health Surcharge']);
    expect(latinRuns('فارم I-20، GOV.UK اور IELTS 6.5 دیکھیں۔').filter((r) => r.latin).map((r) => r.text)).toEqual(['I-20', 'GOV.UK', 'IELTS 6.5']);
    expect(latinRuns('۲۰۲۵ اور 2025 میں').every((r) => !r.latin)).toBe(true);
  });

  test('bracketed English glosses can be left out where no markup can mark them', () => {
    expect(withoutLatinGlosses('کینیڈا کے اسٹڈی پرمٹ (study permit) پر ویبینار')).toBe('کینیڈا کے اسٹڈی پرمٹ پر ویبینار');
    expect(withoutLatinGlosses('فیس (تقریباً) ادا کریں')).toBe('فیس (تقریباً) ادا کریں');
  });
});

describe('a page marked', () => {
  test('wraps each run of its text, and changes nothing else', () => {
    const html = page('<main><h1>IELTS کی تیاری</h1><p class="x">یہ &amp; وہ: UCAS اور CAS</p></main>');
    const { html: out, runs } = markLatinInPage(html);
    expect(runs).toBe(3);
    expect(out).toBe(page(`<main><h1>${EN}IELTS</span> کی تیاری</h1><p class="x">یہ &amp; وہ: ${EN}UCAS</span> اور ${EN}CAS</span></p></main>`));
  });

  test("leaves alone a <title>, an <option>, scripts, SVG, text already in a language, and an island's own markup, but marks its slots", () => {
    const body = [
      '<select><option>Canada کینیڈا</option></select>',
      '<script>var a = "Latin";</script>',
      '<svg><text>Chart</text></svg>',
      '<a lang="en" href="/">English</a>',
      `<${ISLAND_TAG} data-island="Tabs" data-props="{}"><button>Tab One</button><${SLOT_TAG} data-slot="a"><p>Slot UCAS</p></${SLOT_TAG}><template data-slot="b"><p>Later CAS</p></template></${ISLAND_TAG}>`,
    ].join('');
    const { html: out, runs } = markLatinInPage(page(body));
    expect(runs).toBe(2);
    expect(out).toContain('<title>IELTS کی تیاری</title>');
    expect(out).toContain('<option>Canada کینیڈا</option>');
    expect(out).toContain('<script>var a = "Latin";</script>');
    expect(out).toContain('<svg><text>Chart</text></svg>');
    expect(out).toContain('<a lang="en" href="/">English</a>');
    expect(out).toContain('<button>Tab One</button>');
    expect(out).toContain(`<p>${EN}Slot UCAS</span></p>`);
    expect(out).toContain(`<p>${EN}Later CAS</span></p>`);
  });

  test('a page with no English comes back as it was', () => {
    const html = page('<main><p>آپ کی مشاورت مفت ہے۔</p></main>', '<title>مشاورت</title>');
    expect(markLatinInPage(html)).toEqual({ html, runs: 0 });
  });
});
