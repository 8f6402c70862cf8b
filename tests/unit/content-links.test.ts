/**
 * Every link is checked because of its type, not because someone listed its field: the walk
 * (lib/content/walk.ts) finds every `href` value, wherever a schema puts it.
 */
import { z } from 'zod';
import { formatProblem } from '@/lib/content/problem';
import { loadContent, fixtureSite } from './content-fixture';
import { ContentError } from '@/lib/content/problem';
import { href } from '@/lib/content/schemas';
import * as schemas from '@/lib/content/schemas';
import { findMarked } from '@/lib/content/walk';

function problemsOf(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

const COUNTRY = 'content/countries/testland.md';

describe('the link walk', () => {
  it('finds links inside lists, nested objects, optional fields, unions and transforms', () => {
    const schema = z
      .object({
        title: z.string(),
        top: href,
        groups: z.array(z.object({ items: z.array(z.object({ label: z.string(), href: href.optional() })) })),
        byName: z.record(z.string(), z.object({ href })),
        either: z.union([z.object({ href }), z.object({ menu: z.string() })]),
        kind: z.discriminatedUnion('type', [
          z.object({ type: z.literal('a'), href }),
          z.object({ type: z.literal('b'), href: z.string() }),
        ]),
      })
      .transform((value) => value);
    const data = schema.parse({
      title: '/not-a-link',
      top: '/one',
      groups: [{ items: [{ label: '/not-a-link' }, { label: 'x', href: '/two#part' }] }],
      byName: { first: { href: '/three?q=1' } },
      either: { href: '/four' },
      kind: { type: 'b', href: '/not-a-link' },
    });
    expect(findMarked(schema, data, 'link')).toEqual([
      { where: 'top', value: '/one' },
      { where: 'groups[0].items[1].href', value: '/two#part' },
      { where: 'byName.first.href', value: '/three?q=1' },
      { where: 'either.href', value: '/four' },
    ]);
  });

  it('finds every site path the real content holds outside images and routes', () => {
    // A field holding a link as plain text would escape the check: this finds any such field.
    const content = loadContent(process.cwd());
    const files: [z.ZodType, unknown][] = [
      [schemas.siteSchema, content.site.data],
      [schemas.homeSchema, content.home.data],
      ...content.countries.map((e): [z.ZodType, unknown] => [schemas.countrySchema, e.data]),
      ...content.services.map((e): [z.ZodType, unknown] => [schemas.serviceSchema, e.data]),
      ...content.visitVisas.map((e): [z.ZodType, unknown] => [schemas.visitVisaSchema, e.data]),
      ...content.workVisas.map((e): [z.ZodType, unknown] => [schemas.workVisaSchema, e.data]),
    ];
    const sitePaths = (value: unknown, key = ''): string[] => {
      if (typeof value === 'string') return /^\/(?!images\/)/.test(value) && key !== 'route' ? [value] : [];
      if (Array.isArray(value)) return value.flatMap((item) => sitePaths(item, key));
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => sitePaths(v, k === 'aliases' ? 'route' : k));
      return [];
    };
    for (const [schema, data] of files) {
      const found = findMarked(schema, data, 'link').map((f) => f.value);
      expect(sitePaths(data).filter((p) => !found.includes(p))).toEqual([]);
    }
  });
});

describe('links in fields nobody listed are checked', () => {
  it("a country gallery's search link, with an #anchor", () => {
    const root = fixtureSite({
      [COUNTRY]: (t) => t.replace('cta:\n', 'gallery:\n  heading: Photos\n  images: [{ src: /images/a.svg, alt: A }]\n  searchLink: { label: More, href: "/no-such-page#photos" }\ncta:\n'),
    });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: gallery.searchLink.href: links to /no-such-page#photos, but no page has that route`]);
  });

  it("partner institutions' links", () => {
    const partners = [
      '---',
      'template: partners',
      'route: /partners',
      'title: Partners',
      'description: Partners description.',
      'institutions:',
      '  heading: Institutions',
      '  items:',
      '    - { name: A, location: B, href: "https://a.example" }',
      '    - { name: C, location: D, href: /testlandStudyAbroad }',
      '    - { name: E, location: F, href: "/gone?from=partners" }',
      'partners: { heading: Partners, items: [{ name: G, country: H }] }',
      'testimonials: { heading: Words, ids: [one] }',
      '---',
      '',
    ].join('\n');
    const root = fixtureSite({ 'content/pages/partners.md': partners });
    expect(problemsOf(root)).toEqual(['content/pages/partners.md: institutions.items[2].href: links to /gone?from=partners, but no page has that route']);
  });

  it("a service section's providers, and a link in its Markdown text", () => {
    const sections = [
      'sections:',
      '  - heading: Providers',
      '    text: "Read [the guide](/nowhere)."',
      '    providers:',
      '      - { name: A, description: B, href: "https://a.example" }',
      '      - { name: C, description: D, href: "/missing#plans" }',
      '---',
    ].join('\n');
    const root = fixtureSite({ 'content/services/helping.md': (t) => t.replace(/\n---\n/, `\n${sections}\n`) });
    expect(problemsOf(root)).toEqual([
      'content/services/helping.md: sections[0].text: links to /nowhere, but no page has that route',
      'content/services/helping.md: sections[0].providers[1].href: links to /missing#plans, but no page has that route',
    ]);
  });

  it('a home card, with a query', () => {
    const root = fixtureSite({ 'content/home.md': (t) => t.replace('href: /helping', 'href: "/helpng?from=home"') });
    expect(problemsOf(root)).toEqual(['content/home.md: services.cards[0].href: links to /helpng?from=home, but no page has that route']);
  });

  it('a testimonial id in a country file', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('cta:\n', 'testimonial: nobody\ncta:\n') });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: testimonial: names testimonial "nobody", which content/testimonials.md does not have`]);
  });
});
