import { test, expect } from './fixtures';
import { z } from 'zod';
import { readContentFile, textAt, urduPagePaths } from './content-files';

/**
 * The Urdu edition's files beside its pages: each Urdu page's social image is its own (not the
 * English one), and the Urdu guide's brochure button downloads the Urdu PDF. Titles and labels come
 * from the Urdu content files, read as plain YAML.
 */
const buttons = z.object({ cta: z.object({ buttons: z.array(z.object({ label: z.string(), action: z.string().optional() })) }) });
const urduButtons = buttons.parse(readContentFile('content/ur/countries/uk.md').data).cta.buttons;
const englishUk = buttons.extend({ figures: z.object({ tuition: z.object({ amount: z.number(), currency: z.string() }) }) }).parse(readContentFile('content/countries/uk.md').data);

/** The site's address as the pages write it in og:image (content/site.md). */
const SITE = textAt('content/site.md', 'url').replace(/\/$/, '');

/** Every page published in Urdu: each file with a translation in content/ur/ (the 404 and search pages share none). */
const urduPages = urduPagePaths();

test('every Urdu page shares its own Urdu social image, and it exists', async ({ request }) => {
  expect(urduPages.length).toBeGreaterThan(10);
  for (const pagePath of urduPages) {
    const html = await (await request.get(pagePath)).text();
    const image = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1] ?? '';
    expect(image, pagePath).toMatch(new RegExp(`^${SITE}/og/ur/.+\\.png$`));
    const response = await request.get(image.replace(SITE, ''));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the Urdu UK guide’s brochure button downloads the Urdu PDF, in Urdu with the English file’s tuition', async ({ page }) => {
  await page.goto('/ur/ukStudyAbroad');
  // A translation's buttons hold only their labels, in the English file's order.
  const label = urduButtons[englishUk.cta.buttons.findIndex((b) => b.action === 'brochure')]?.label ?? '';
  expect(label).not.toBe('');
  const link = page.getByRole('link', { name: new RegExp(`^${label}`) });
  await expect(link).toHaveAttribute('href', '/ur/brochures/uk.pdf');
  await expect(link).toHaveAttribute('download', '');
  // The PDF's type and size, in the Urdu label's words.
  const details = textAt('content/ur/labels.md', 'brochure.fileDetails');
  await expect(link).toContainText(details.slice(0, details.indexOf('{size}')));

  const response = await page.request.get('/ur/brochures/uk.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), { mergePages: true });
  // PDF text comes out in visual order: an Urdu line's words right to left, each word as typed.
  const title = textAt('content/ur/countries/uk.md', 'title');
  expect(text.split('\n')).toContain(title.split(' ').reverse().join(' '));
  const { tuition } = englishUk.figures;
  expect(text).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: tuition.currency, maximumFractionDigits: 0 }).format(tuition.amount));
});
