/**
 * @jest-environment node
 */
import { loadContent, fixtureSite, problemsOf, read } from './content-fixture';
import { contentWarnings, visaRecordWarnings } from '@/lib/content/freshness';
import { formatProblem } from '@/lib/content/problem';
import { buildFooter, buildNav } from '@/lib/present/site-links';

const COUNTRY = 'content/countries/testland.md';
const VISIT = 'content/visit-visa/testland.md';
const SERVICE = 'content/services/helping.md';

describe('loading valid content', () => {
  it('reads every kind and builds the route table from the files', () => {
    const content = loadContent(fixtureSite());
    expect(content.site.data.name).toBe('Fixture Consultants');
    expect(content.routes.entries.map((e) => e.path).sort()).toEqual(['/contact', '/helping', '/testlandScholarship', '/testlandStudyAbroad']);
    expect(content.visitVisas[0]?.data.checked).toEqual({ date: '2026-11-01', by: 'A. Adviser' });
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
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('{ figure: tuition, label: Tuition }', '{ figure: tuition, label: 5 }') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: stats[2].label: expected string, got number']);
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

  it('a call-to-action band in an old shape names the band\'s one shape', () => {
    const root = fixtureSite({
      [SERVICE]: (t) => t.replace('  buttons:\n    - { label: Write to us, action: link, href: /contact }\n', '  button: { label: Write to us, href: /contact }\n'),
    });
    expect(problemsOf(root)).toEqual([
      'content/services/helping.md: cta.buttons: missing, expected array',
      'content/services/helping.md: cta.button: unknown field (check its spelling, or remove it)',
    ]);
  });

  it('a call-to-action button that links nowhere, or has a misspelt field', () => {
    const root = fixtureSite({ [SERVICE]: (t) => t.replace('action: link, href: /contact', 'action: link, hrf: /contact') });
    expect(problemsOf(root)).toEqual([
      'content/services/helping.md: cta.buttons[0].hrf: unknown field (check its spelling, or remove it)',
      'content/services/helping.md: cta.buttons[0].href: expected href when action is link',
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
    const root = fixtureSite({ [VISIT]: (t) => t.replace(/^cost: .*\n/m, '') });
    expect(problemsOf(root)).toEqual(['content/visit-visa/testland.md: cost: missing, expected object']);
  });

  it('a figure the spec does not give is written as null, and allowed', () => {
    const content = loadContent(fixtureSite({ [VISIT]: (t) => t.replace(/^cost: .*$/m, 'cost: null') }));
    expect(content.visitVisas[0]?.data.cost).toBeNull();
  });

  it('a cost written as text is rejected: costs are typed amounts', () => {
    const root = fixtureSite({ [VISIT]: (t) => t.replace(/^cost: .*$/m, 'cost: "$10"') });
    expect(problemsOf(root)).toEqual(['content/visit-visa/testland.md: cost: expected object, got string']);
  });

  it('warns when fees were checked more than six months ago', () => {
    const content = loadContent(fixtureSite());
    expect(visaRecordWarnings(content, new Date('2027-04-30'))).toEqual([]);
    expect(visaRecordWarnings(content, new Date('2027-05-02')).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/visit-visa\/testland\.md: checked\.date: 2026-11-01 is more than 6 months old/),
      expect.stringMatching(/^content\/work-visa\/testland\.md: checked\.date/),
    ]);
  });

  it('a record nobody has checked has no date, and is listed as unchecked', () => {
    const content = loadContent(fixtureSite({ [VISIT]: (t) => t.replace(/^checked: .*\n/m, '') }));
    expect(content.visitVisas[0]?.data.checked).toBeUndefined();
    expect(visaRecordWarnings(content, new Date('2026-11-02')).map(formatProblem)).toEqual([
      'content/visit-visa/testland.md: checked: not yet recorded; compare the fees with https://example.org, then write checked: { date: YYYY-MM-DD, by: your name }',
    ]);
  });

  it('warns when the exchange rates are more than 30 days old', () => {
    const content = loadContent(fixtureSite());
    expect(contentWarnings(content, new Date('2026-12-01'))).toEqual([]);
    expect(contentWarnings(content, new Date('2026-12-02')).map(formatProblem)).toEqual([
      'content/exchange-rates.md: taken: 2026-11-01 is 31 days old (more than 30); update the rates so the rupee estimates stay honest',
    ]);
  });
});

describe('figures', () => {
  it('stat cards carry their figure, and the body and text fields have references replaced', () => {
    const content = loadContent(fixtureSite({ [COUNTRY]: (t) => t.replace('description: Testland description.', 'description: "Testland costs {{ tuition }}."') }));
    const [country] = content.countries;
    expect(country?.data.stats[2]?.figure).toEqual({ kind: 'money', min: 5000, max: 5000, currency: 'EUR', period: 'year', qualifier: 'from', past: [], upcoming: [], reports: [] });
    // The figure brings its own qualifier ("from"), so prose names the figure and no more.
    expect(country?.data.description).toBe('Testland costs from €5,000 per year.');
    expect(country?.body).toContain('Testland is a fixture with tuition from €5,000 per year.');
  });

  it('a misspelt reference in the body fails with one line naming the known figures', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('{{tuition}}', '{{tution}}') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: body: unknown figure "tution" (known: universities, internationalStudents, tuition)']);
  });

  it('a misspelt reference in a field names the field', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('description: It is cheap.', 'description: "Only {{tuiton}}."') });
    expect(problemsOf(root)).toEqual([
      'content/countries/testland.md: benefits.items[0].description: unknown figure "tuiton" (known: universities, internationalStudents, tuition)',
    ]);
  });

  it('a stat card naming a figure that does not exist', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('{ figure: universities,', '{ figure: universites,') });
    expect(problemsOf(root)).toEqual([
      'content/countries/testland.md: stats[0].figure: unknown figure "universites" (known: universities, internationalStudents, tuition)',
    ]);
  });

  it('an amount without its currency', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('currency: EUR, ', '') });
    expect(problemsOf(root)).toEqual(['content/countries/testland.md: figures.tuition.currency: expected one of "GBP", "EUR", "USD", "CAD", "AUD", "PKR", got nothing']);
  });

  it('warns about a figure no page shows', () => {
    const content = loadContent(fixtureSite({ [COUNTRY]: (t) => t.replace('figures:\n', 'figures:\n  intakes: { text: February }\n') }));
    expect(content.warnings.map(formatProblem)).toEqual(['content/countries/testland.md: figures.intakes: no page shows this figure (refer to it as {{intakes}}, or remove it)']);
  });

  it('a figure referred to in the body or in a field is shown: no warning', () => {
    const content = loadContent(
      fixtureSite({
        [COUNTRY]: (t) =>
          t
            .replace('figures:\n', 'figures:\n  intakes: { text: February }\n  deadline: { text: June }\n')
            .replace('tagline: A country for tests.', 'tagline: Apply by {{deadline}}.')
            .replace('tuition {{tuition}}.', 'tuition {{tuition}}, intakes in {{intakes}}.'),
      }),
    );
    expect(content.warnings).toEqual([]);
    expect(content.countries[0]?.data.tagline).toBe('Apply by June.');
    expect(content.countries[0]?.body).toContain('intakes in February.');
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
