/**
 * @jest-environment node
 *
 * The payloads of an adversarial run (issue 25), each as it was typed: every one ends as one line
 * naming the file and the field, never as a crash, a leaked file or a broken page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent, fixtureSite, problemsOf } from './content-fixture';
import { formatFigure, resolveReferences, type Figures } from '@/lib/content/figures';
import { MAX_DESCRIPTION, MAX_SITE_NAME, MAX_TITLE, MONEY_RANGE, RATE_RANGE } from '@/lib/content/guards';
import { reservedPaths } from '@/lib/content/reserved-routes';
import { policyHeader } from '@/lib/pipeline/deploy/csp';

const COUNTRY = 'content/countries/testland.md';
const SITE = 'content/site.md';
const HOME = 'content/home.md';
const RATES = 'content/exchange-rates.md';
const SERVICE = 'content/services/helping.md';
const SCHOLARSHIP = 'content/scholarships/testland.md';
const HERO = 'hero: { src: /images/countries/testland.svg, alt: "" }';

const withHero = (src: string) => (t: string) => t.replace(HERO, `hero: { src: '${src}', alt: "" }`);

describe('finding 1: an image path never reads a file outside public/images/', () => {
  it.each([
    ['/images/../../../some-dir/secret.jpg', 'without "..", "%" or "\\"'],
    ['/images/%2e%2e/%2E%2E/secret.jpg', 'without "..", "%" or "\\"'],
    ['/images/..\\..\\secret.jpg', 'without "..", "%" or "\\"'],
    ['/images/./photos//a.jpg', 'expected a plain path such as /images/photos/campus.jpg'],
    ['https://images.example/a.jpg', 'expected a picture saved under public/images/, written /images/…'],
  ])('hero.src %s is refused in one line', (src, message) => {
    const [line, ...rest] = problemsOf(fixtureSite({ [COUNTRY]: withHero(src) }));
    expect(rest).toEqual([]);
    expect(line).toBe(`${COUNTRY}: hero.src: ${line?.split(': hero.src: ')[1]}`);
    expect(line).toContain(message);
  });

  it('a picture that is a symbolic link out of public/images/ fails the content check', () => {
    const root = fixtureSite({ [COUNTRY]: withHero('/images/photos/spain.jpg') });
    fs.mkdirSync(path.join(root, 'public/images/photos'), { recursive: true });
    fs.writeFileSync(path.join(root, 'secret.jpg'), 'not for the web');
    fs.symlinkSync(path.join(root, 'secret.jpg'), path.join(root, 'public/images/photos/spain.jpg'));
    expect(problemsOf(root)).toEqual([
      `${COUNTRY}: hero.src: /images/photos/spain.jpg leads outside public/images/ (through a symbolic link); save the picture itself there`,
    ]);
  });

  it('a content file that is a symbolic link is refused, and the file it points to is never read', () => {
    const root = fixtureSite();
    fs.writeFileSync(path.join(root, 'passwd'), '---\nroot: x:0:0\n---\n');
    fs.symlinkSync(path.join(root, 'passwd'), path.join(root, 'content/countries/zz.md'));
    expect(problemsOf(root)).toEqual(['content/countries/zz.md: is a symbolic link; save the content itself here as an ordinary file']);
  });
});

describe('finding 2: YAML anchors and aliases are refused before they can expand', () => {
  const bomb = [
    'lol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ...Array.from({ length: 8 }, (_, i) => `lol${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`),
  ].join('\n');

  it('the nine-line alias bomb at the top of a country file fails at once with one line', () => {
    const started = Date.now();
    expect(problemsOf(fixtureSite({ [COUNTRY]: (t) => t.replace('---\n', `---\n${bomb}\n`) }))).toEqual([
      `${COUNTRY}: lol0: uses the YAML anchor &a0; anchors and aliases (&name, *name) are not allowed, write each value out`,
    ]);
    // A bound, not a speed test: the bomb ran for 84 s and then ran out of memory.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('one harmless anchor is refused too: editors never need them', () => {
    const edited = (t: string) => t.replace('tagline: A country for tests.', 'tagline: &t A country for tests.\nname2: *t');
    expect(problemsOf(fixtureSite({ [COUNTRY]: edited }))).toEqual([
      `${COUNTRY}: tagline: uses the YAML anchor &t; anchors and aliases (&name, *name) are not allowed, write each value out`,
    ]);
  });

  it('& and * inside text are words, not anchors', () => {
    const edited = (t: string) => t.replace('tagline: A country for tests.', 'tagline: "Q&A *for* tests & more"');
    expect(loadContent(fixtureSite({ [COUNTRY]: edited })).countries[0]?.data.tagline).toBe('Q&A *for* tests & more');
  });
});

describe('finding 3: routes the build writes itself are reserved, in any letter case', () => {
  it.each(['/admin', '/ADMIN', '/inbox', '/Inbox', '/Pagefind', '/brochures', '/og', '/images', '/icons', '/ur', '/search'])('route: %s is refused', (route) => {
    expect(problemsOf(fixtureSite({ [COUNTRY]: (t) => t.replace('route: /testlandStudyAbroad', `route: ${route}`) }))).toEqual(
      expect.arrayContaining([`${COUNTRY}: route: ${route} is reserved for the site itself`]),
    );
  });

  it('an alias is refused the same way', () => {
    const root = fixtureSite({ [SERVICE]: (t) => t.replace('route: /helping', 'route: /helping\naliases: [/Admin]') });
    expect(problemsOf(root)).toEqual([`${SERVICE}: aliases: /Admin is reserved for the site itself`]);
  });

  it('the list holds every path the build writes beside the pages', () => {
    for (const written of ['/admin', '/inbox', '/_next', '/_islands', '/pagefind', '/brochures', '/og', '/images', '/_img', '/icons', '/ur', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
      expect(reservedPaths).toContain(written);
    }
  });
});

describe('finding 5: figure names are the file\'s own, never what every object inherits', () => {
  it.each(['constructor', 'valueOf', 'hasOwnProperty', '__proto__'])('{{%s}} in the body is an unknown figure', (name) => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tuition {{tuition}}.', `Not always {{${name}}}.`) });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: body: unknown figure "${name}" (known: universities, internationalStudents, tuition)`]);
  });

  it('{{toString}} in a field is an unknown figure', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('tagline: A country for tests.', 'tagline: "Fees {{toString}}"') });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: tagline: unknown figure "toString" (known: universities, internationalStudents, tuition)`]);
  });

  it('stats: - figure: toString is an unknown figure, not a blank stat', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('{ figure: tuition, label: Tuition }', '{ figure: toString, label: Tuition }') });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: stats[2].figure: unknown figure "toString" (known: universities, internationalStudents, tuition)`]);
  });

  it('a text figure that contains {{tuition}} is refused', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('figures:\n', 'figures:\n  intakes: { text: "{{tuition}} in February" }\n') });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: figures.intakes.text: a text figure cannot refer to another figure with {{…}}; write the words out`]);
  });

  it('a figure name must be an identifier', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('figures:\n', 'figures:\n  "fee-2": { text: Two }\n') });
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${COUNTRY}: figures\\.fee-2: expected a camelCase figure name`))]);
  });

  it('a figure defined as __proto__: fails the name rule instead of vanishing', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('figures:\n', 'figures:\n  __proto__: { text: Two }\n') });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: figures.__proto__: expected a camelCase figure name such as tuition`]);
  });

  it('resolving looks only at own names', () => {
    const known: Figures = { tuition: { kind: 'text', text: 'free' } };
    const unknown: string[] = [];
    expect(resolveReferences('{{valueOf}} {{tuition}}', known, (p) => unknown.push(p.name))).toBe('{{valueOf}} free');
    expect(unknown).toEqual(['valueOf']);
    expect(formatFigure({ kind: 'text', text: 'free' })).toBe('free');
  });
});

describe('finding 6: numbers are finite, positive and plausible', () => {
  const rate = (value: string) => fixtureSite({ [RATES]: (t) => t.replace('EUR: 300', `EUR: ${value}`) });
  const tuition = (value: string) => fixtureSite({ [COUNTRY]: (t) => t.replace('amount: 5000', `amount: ${value}`) });
  const rateMessage = `expected a rate from ${RATE_RANGE.min} to ${RATE_RANGE.max.toLocaleString('en-GB')} rupees`;
  const amountMessage = `expected an amount from ${MONEY_RANGE.min} to ${MONEY_RANGE.max.toLocaleString('en-GB')}`;

  it('rates.EUR: 1e308 is refused with the range', () => {
    expect(problemsOf(rate('1e308'))).toEqual([`${RATES}: rates.EUR: ${rateMessage}`]);
  });

  it('rates.EUR: 5e-324 is refused with the range', () => {
    expect(problemsOf(rate('5e-324'))).toEqual([`${RATES}: rates.EUR: ${rateMessage}`]);
  });

  it.each([
    ['.nan', '.nan'],
    ['.inf', '.inf'],
    ['-.inf', '-.inf'],
  ])('rates.EUR: %s says it expected a finite number', (value, shown) => {
    expect(problemsOf(rate(value))).toEqual([`${RATES}: rates.EUR: expected a finite number, got ${shown}`]);
  });

  it('an amount of 5e-324 or 1e308 is refused with the range; .nan says finite', () => {
    expect(problemsOf(tuition('5e-324'))).toEqual([`${COUNTRY}: figures.tuition.amount: ${amountMessage}`]);
    expect(problemsOf(tuition('1e308'))).toEqual([`${COUNTRY}: figures.tuition.amount: ${amountMessage}`]);
    expect(problemsOf(tuition('.nan'))).toEqual([`${COUNTRY}: figures.tuition.amount: expected a finite number, got .nan`]);
  });
});

describe('finding 8: the site url is an https origin', () => {
  it.each([
    ['https://www.example.com:99999', 'expected an https:// address with a valid host (and port), no path, such as https://www.example.com'],
    ['https://WWW.example.com', 'expected an https:// address with a valid host (and port), no path, such as https://www.example.com'],
    ['http://www.example.com', 'expected https://host with no trailing slash'],
    ['https://www.example.com/', 'expected https://host with no trailing slash'],
  ])('url: %s is refused in one line', (url, message) => {
    expect(problemsOf(fixtureSite({ [SITE]: (t) => t.replace('url: https://fixture.example.com', `url: "${url}"`) }))).toEqual([`${SITE}: url: ${message}`]);
  });

  it('a port that is valid is fine', () => {
    const content = loadContent(fixtureSite({ [SITE]: (t) => t.replace('url: https://fixture.example.com', 'url: https://fixture.example.com:8443') }));
    expect(content.site.data.url).toBe('https://fixture.example.com:8443');
  });
});

describe('finding 12: titles, invisible characters, http links and remote pictures', () => {
  it('a 39 KB title is refused at once', () => {
    const title = 'Study in Spain '.repeat(2_600);
    expect(problemsOf(fixtureSite({ [COUNTRY]: (t) => t.replace('title: Study in Testland', `title: ${title}`) }))).toEqual([
      `${COUNTRY}: title: expected a title of at most ${MAX_TITLE} characters`,
    ]);
  });

  // Both are drawn on the social image, as a title is: uncapped, a 39 KB one stalled that step.
  it('a 39 KB home hero heading is refused at once', () => {
    const heading = 'Study in Spain '.repeat(2_600);
    expect(problemsOf(fixtureSite({ [HOME]: (t) => t.replace('heading: Fixture hero', `heading: ${heading}`) }))).toEqual([
      `${HOME}: hero.heading: expected a title of at most ${MAX_TITLE} characters`,
    ]);
  });

  it('a 39 KB site name is refused at once', () => {
    const name = 'Study in Spain '.repeat(2_600);
    expect(problemsOf(fixtureSite({ [SITE]: (t) => t.replace('name: Fixture Consultants', `name: ${name}`) }))).toEqual([
      `${SITE}: name: expected a name of at most ${MAX_SITE_NAME} characters`,
    ]);
  });

  it('a site name at the cap is accepted', () => {
    const name = 'N'.repeat(MAX_SITE_NAME);
    expect(loadContent(fixtureSite({ [SITE]: (t) => t.replace('name: Fixture Consultants', `name: ${name}`) })).site.data.name).toBe(name);
  });

  it('a description longer than a page can show is refused', () => {
    const description = 'word '.repeat(MAX_DESCRIPTION);
    expect(problemsOf(fixtureSite({ [SERVICE]: (t) => t.replace('description: Helping description.', `description: ${description}`) }))).toEqual([
      `${SERVICE}: description: expected a description of at most ${MAX_DESCRIPTION} characters`,
    ]);
  });

  it('control characters written as YAML escapes are refused after parsing', () => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('title: Study in Testland', 'title: "Study\\u0000in\\u0007Spain"') });
    expect(problemsOf(root)).toEqual([`${COUNTRY}: title: contains the control character U+0000, which no page can show; remove it`]);
  });

  it.each(['\\u202E', '\\u202A', '\\u2066', '\\u2069'])('a bidi control %s in a title is refused', (escape) => {
    const root = fixtureSite({ [COUNTRY]: (t) => t.replace('title: Study in Testland', `title: "Study in ${escape}dnalts"`) });
    expect(problemsOf(root)).toEqual([
      `${COUNTRY}: title: contains U+${escape.slice(2)}, a bidirectional control that makes text read differently from how it is stored; remove it`,
    ]);
  });

  it('Urdu needs no bidi controls and is accepted', () => {
    const content = loadContent(fixtureSite({ [COUNTRY]: (t) => t.replace('tagline: A country for tests.', 'tagline: برطانیہ میں تعلیم') }));
    expect(content.countries[0]?.data.tagline).toBe('برطانیہ میں تعلیم');
  });

  it('an http:// link is refused, in a field and in Markdown', () => {
    expect(problemsOf(fixtureSite({ [SITE]: (t) => t.replace('social: []', 'social: [{ label: Facebook, href: "http://facebook.example" }]') }))).toEqual([
      `${SITE}: social[0].href: links to "http://facebook.example" over http://; use its https:// address`,
    ]);
    expect(problemsOf(fixtureSite({ [SCHOLARSHIP]: (t) => t.replace('Intro.', 'Intro [a](http://example.org).') }))).toEqual([
      `${SCHOLARSHIP}: body: links to "http://example.org" over http://; use its https:// address`,
    ]);
  });

  it('a remote picture in Markdown is refused, naming the file', () => {
    expect(problemsOf(fixtureSite({ [SCHOLARSHIP]: (t) => t.replace('Intro.', 'Intro ![a campus](https://images.example/campus.jpg).') }))).toEqual([
      `${SCHOLARSHIP}: body: shows the picture "https://images.example/campus.jpg": expected a picture saved under public/images/, written /images/…`,
    ]);
  });

  it('a picture from public/images/ in Markdown is fine', () => {
    expect(() => loadContent(fixtureSite({ [SCHOLARSHIP]: (t) => t.replace('Intro.', 'Intro ![a campus](/images/campus.jpg).') }))).not.toThrow();
  });

  it('the page policy allows pictures from this site and data: placeholders only', () => {
    expect(policyHeader({ scriptHashes: [], connectOrigins: [] })).toContain("img-src 'self' data:;");
  });
});
