/**
 * @jest-environment node
 */
import { loadContent } from '@/lib/content/load';
import { ContentError } from '@/lib/content/parse';
import { staleVisaRecords } from '@/lib/content/freshness';
import { buildFooter, buildNav } from '@/lib/site';
import { fixtureSite, read } from './content-fixture';

/** The problem lines a broken fixture produces (and a failure if it loads). */
function problemsOf(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

const COUNTRY = 'content/countries/testland.md';
const VISIT = 'content/visit-visa/testland.md';

describe('loading valid content', () => {
  it('reads every kind and builds the route table from the files', () => {
    const content = loadContent(fixtureSite());
    expect(content.site.data.name).toBe('Fixture Consultants');
    expect(content.routes.entries.map((e) => e.path).sort()).toEqual(['/contact', '/helping', '/testlandScholarship', '/testlandStudyAbroad']);
    expect(content.visitVisas[0]?.data.lastChecked).toBe('2026-11-01');
  });

  it('adding a country is one Markdown file: route, menu entry and footer follow', () => {
    const newCountry = read(COUNTRY)
      .replace('route: /testlandStudyAbroad', 'route: /otherlandStudyAbroad')
      .replace('name: Testland', 'name: Otherland')
      .replace('title: Study in Testland', 'title: Study in Otherland')
      .replace('menu: { label: Testland, order: 1 }', 'menu: { label: Otherland, order: 0 }');
    const content = loadContent(fixtureSite({ 'content/countries/otherland.md': newCountry }));
    expect(content.routes.byPath.get('/otherlandStudyAbroad')?.kind).toBe('country');
    const studyAbroad = buildNav(content).find((item) => item.label === 'Study Abroad');
    expect(studyAbroad?.kind === 'menu' && studyAbroad.links.map((l) => l.label)).toEqual(['Otherland', 'Testland']);
    const footer = buildFooter(content).find((c) => c.heading === 'Study Abroad');
    expect(footer?.items.map((i) => i.href).sort()).toEqual(['/otherlandStudyAbroad', '/testlandStudyAbroad']);
  });

  it('a country without a menu entry stays out of the menu', () => {
    const content = loadContent(fixtureSite({ [COUNTRY]: (t) => t.replace('menu: { label: Testland, order: 1 }\n', '') }));
    const studyAbroad = buildNav(content).find((item) => item.label === 'Study Abroad');
    expect(studyAbroad?.kind === 'menu' && studyAbroad.links).toEqual([]);
    expect(content.routes.byPath.has('/testlandStudyAbroad')).toBe(true);
  });
});

describe('one line per problem, naming the file, the field and what was expected', () => {
  it('a value of the wrong type', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('{ value: 5 EUR, label: Tuition }', '{ value: 5, label: Tuition }') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: stats[2].value: expected string, got number']);
  });

  it('a missing required field', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tagline: A country for tests.\n', '') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: tagline: missing, expected string']);
  });

  it('a misspelt field', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tagline:', 'tagline: A country for tests.\ntagLine:') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: tagLine: unknown field (check its spelling, or remove it)']);
  });

  it('a value outside the allowed set', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('action: consultation', 'action: consult') });
    expect(problemsOf(root)).toEqual([
      'content/countries/testland.md: cta.buttons[0].action: expected one of "consultation", "brochure", "call", "link", got "consult"',
    ]);
  });

  it('a malformed route', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('route: /testlandStudyAbroad', 'route: testland/study') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: route: expected a one-segment path such as /ukStudyAbroad']);
  });

  it('YAML that does not parse names the line where reading stopped', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tagline: A country for tests.', 'tagline: [unclosed') });
    const [line, ...rest] = problemsOf(root);
    expect(rest).toEqual([]);
    const tagline = read(COUNTRY).split('\n').findIndex((l) => l.startsWith('tagline:')) + 1;
    expect(line).toMatch(/^content\/countries\/testland\.md: line (\d+): .*; expected plain YAML$/);
    // js-yaml notices the unclosed list on a following line, never before the one that opened it.
    expect(Number(/line (\d+)/.exec(line ?? '')?.[1])).toBeGreaterThanOrEqual(tagline);
  });

  it('a file name that is not kebab-case', () => {
    const root = fixtureSite({ 'content/countries/North_Cyprus.md': read(COUNTRY) });
    expect(problemsOf(root)).toEqual(['content/countries/North_Cyprus.md: file name must be kebab-case, e.g. north-cyprus.md']);
  });

  it('every problem of every file in one go', () => {
    const root = fixtureSite({
      [COUNTRY]: (t) => t.replace('tagline: A country for tests.\n', ''),
      'content/home.md': (t) => t.replace('banner: Fixture banner\n', ''),
    });
    expect(problemsOf(root)).toEqual(['content/home.md: banner: missing, expected string', 'content/countries/testland.md: tagline: missing, expected string']);
  });
});

describe('visa records', () => {
  it('a visit record with 3 requirements', () => {
    const root = fixtureSite({ [VISIT]: (t) => t.replace(/^requirements: .*$/m, 'requirements: [Passport, Photo, Form]') });
    expect(problemsOf(root)).toEqual(['content/visit-visa/testland.md: requirements: expected exactly 8 requirements']);
  });

  it('a record without its cost', () => {
    const root = fixtureSite({ [VISIT]: (t) => t.replace('cost: "$10"\n', '') });
    expect(problemsOf(root)).toEqual(['content/visit-visa/testland.md: cost: missing, expected string']);
  });

  it('a figure the spec does not give is written as null, and allowed', () => {
    const content = loadContent(fixtureSite({ [VISIT]: (t) => t.replace('cost: "$10"', 'cost: null') }));
    expect(content.visitVisas[0]?.data.cost).toBeNull();
  });

  it('warns when fees were checked more than six months ago', () => {
    const content = loadContent(fixtureSite());
    expect(staleVisaRecords(content, new Date('2027-04-30'))).toEqual([]);
    expect(staleVisaRecords(content, new Date('2027-05-02'))).toEqual([
      expect.stringMatching(/^content\/visit-visa\/testland\.md: lastChecked: 2026-11-01 is more than 6 months old/),
      expect.stringMatching(/^content\/work-visa\/testland\.md: lastChecked/),
    ]);
  });
});

describe('problems across files', () => {
  it('two files claiming the same route', () => {
    const root = fixtureSite({ 'content/countries/testland-two.md': read(COUNTRY) });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: route: /testlandStudyAbroad is already the route of content/countries/testland-two.md']);
  });

  it('two pages whose routes differ only in letter case', () => {
    const twin = read(COUNTRY).replace('route: /testlandStudyAbroad', 'route: /TestlandStudyAbroad');
    const root = fixtureSite({ 'content/countries/twin.md': twin });
    expect(problemsOf(root)).toEqual([
      'content/countries/twin.md: route: /TestlandStudyAbroad differs only in letter case from /testlandStudyAbroad of content/countries/testland.md',
    ]);
  });

  it('an alias may differ from its own route only in letter case', () => {
    const root = fixtureSite({ 'content/services/helping.md': (t) => t.replace('route: /helping', 'route: /Helping\naliases: [/helping]') });
    const { routes } = loadContent(root);
    expect(routes.byPath.get('/helping')?.canonical).toBe('/Helping');
  });

  it('a testimonial that does not exist', () => {
    const root = fixtureSite({ 'content/home.md': (t) => t.replace('ids: [one]', 'ids: [one, two]') });
    expect(problemsOf(root)).toEqual(['content/home.md: testimonials.ids[1]: names testimonial "two", which content/testimonials.md does not have']);
  });

  it('a link to a page that does not exist', () => {
    const root = fixtureSite({ 'content/home.md': (t) => t.replace('href: /helping', 'href: /helpng') });
    expect(problemsOf(root)).toEqual(['content/home.md: services.cards[0].href: links to /helpng, but no page has that route']);
  });

  it('a Markdown link in a body to a page that does not exist', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => `${t}\nSee the [scholarship guide](/testlandScholarshp) and [contact us](/contact#form).\n` });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: body: links to /testlandScholarshp, but no page has that route']);
  });

  it('a route reserved for the site itself', () => {
    const root = fixtureSite({ 'content/services/helping.md': (t) => t.replace('route: /helping', 'route: /brochures') });
    expect(problemsOf(root)).toContain('content/services/helping.md: route: /brochures is reserved for the site itself');
  });
});
