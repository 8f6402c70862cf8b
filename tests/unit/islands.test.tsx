/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { isNextPage, rewritePage, type IslandBundles } from '@/lib/pipeline/islands/strip-next-runtime';
import { Island } from '@/components/island-boundary';

const bundles: IslandBundles = new Map([
  ['SiteNav', { src: '/_islands/SiteNav-A.js', imports: ['/_islands/chunk-preact.js'] }],
  ['Reveal', { src: '/_islands/Reveal-C.js', imports: ['/_islands/chunk-preact.js'] }],
  ['Tabs', { src: '/_islands/Tabs-B.js', imports: ['/_islands/chunk-preact.js', '/_islands/chunk-tabs.js'] }],
]);

// The shapes Next 16 writes into an exported page (trimmed from a real out/index.html).
const nextPage = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0abc.js"/>` +
  `<script src="/_next/static/chunks/1def.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>` +
  `<style data-precedence="next" data-href="/_next/static/chunks/43e.css">body{margin:0}</style>${head}</head><body>${body}` +
  `<script type="application/ld+json">{"@type":"Thing"}</script>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([1])</script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\u003c/script\\u003e"])</script>` +
  `</body></html>`;

const islands = '<x-island data-island="SiteNav" data-props="{}"><nav></nav></x-island><x-island data-island="Tabs" data-props="{&quot;panels&quot;:[null]}" data-slots="[[&quot;panels&quot;,0]]"><div><x-slot data-slot="panels[0]"><p>Panel</p></x-slot></div></x-island>';

describe('rewriting an exported page into an islands page', () => {
  it("removes Next's runtime, its preloads and the RSC payload, keeps JSON-LD and the inlined CSS, and loads each island once", () => {
    const html = rewritePage('index.html', nextPage(islands), bundles);
    expect(html).not.toContain('/_next/static/chunks/0abc.js');
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('noModule');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html).toContain('<style data-precedence="next">body{margin:0}</style>');
    expect(html).toContain(
      '<link rel="modulepreload" href="/_islands/chunk-preact.js"/><script type="module" src="/_islands/SiteNav-A.js"></script>' +
        '<link rel="modulepreload" href="/_islands/chunk-tabs.js"/><script type="module" src="/_islands/Tabs-B.js"></script></head>',
    );
    expect(html).toContain('<x-slot data-slot="panels[0]"><p>Panel</p></x-slot>');
  });

  it('drops the preconnect to its own origin that Next adds for a font the CSS names', () => {
    const head = '<link rel="preconnect" href="/" crossorigin=""/>';
    expect(nextPage('<p>Text</p>', head)).toContain('rel="preconnect"');
    expect(rewritePage('plain.html', nextPage('<p>Text</p>', head), bundles)).not.toContain('preconnect');
  });

  it('loads no script at all on a page without islands', () => {
    expect(rewritePage('plain.html', nextPage('<p>Text</p>'), bundles)).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('fails with one line naming the page on a script it does not recognise', () => {
    const run = () => rewritePage('ukStudyAbroad.html', nextPage('<script>$RC("B:0","S:0")</script>'), bundles);
    expect(run).toThrow(/^unrecognised script <script>\$RC\("B:0","S:0"\)<\/script>/);
    try {
      run();
    } catch (error) {
      expect(String(error)).not.toContain('\n');
    }
  });

  it("fails on a reference to Next's runtime in a shape it does not know", () => {
    const page = nextPage('', '<link rel="prefetch" href="/_next/static/chunks/9zz.js"/>');
    expect(() => rewritePage('contact.html', page, bundles)).toThrow(/^unrecognised reference to Next's runtime/);
  });

  it('fails on an island no bundle was built for, and on a slot missing from the page', () => {
    expect(() => rewritePage('a.html', nextPage('<x-island data-island="Carousel" data-props="{}"></x-island>'), bundles)).toThrow(/^unknown island "Carousel"/);
    const slotless = '<x-island data-island="Tabs" data-props="{&quot;panels&quot;:[null]}" data-slots="[[&quot;panels&quot;,0]]"><div></div></x-island>';
    expect(() => rewritePage('b.html', nextPage(slotless), bundles)).toThrow(/^an island names slot "panels\[0\]"/);
  });

  // Text an editor can write that reads like Next's runtime or like a slot: it builds, and stays text.
  const ukTitle = 'Study in the UK /_next/static/chunks/a.js';
  const benefit = 'Fast visas self.__next_f';
  const answer = 'Write {"$slot":"zzz"} to see nothing odd';

  it("takes text that reads like Next's runtime for text: a title, a benefit, an island's props", () => {
    const head = `<title>${ukTitle}</title><meta property="og:title" content="${ukTitle}"/>`;
    const body = renderToStaticMarkup(
      <>
        <h1>{ukTitle}</h1>
        <h3>{benefit}</h3>
        <Island.Tabs idBase="t" label={ukTitle} tabs={[{ key: 'a', label: benefit }]} panels={[<p key="a">{benefit}</p>]} />
      </>,
    );
    const html = rewritePage('ukStudyAbroad.html', nextPage(body, head), bundles);
    expect(html).toContain(`<title>${ukTitle}</title>`);
    expect(html).toContain(`<h1>${ukTitle}</h1>`);
    expect(html).toContain(`<h3>${benefit}</h3>`);
    expect(html).toContain(`<p>${benefit}</p>`);
    expect(html).not.toContain('/_next/static/chunks/0abc.js');
    expect(html).not.toContain('<script>self.__next_f');
  });

  it('takes a FAQ answer that reads like a slot marker for text, in the page and in the props', () => {
    const body = renderToStaticMarkup(
      <Island.Reveal>
        <p>{answer}</p>
        <Island.Tabs idBase="faq" label={answer} tabs={[{ key: 'q', label: answer }]} panels={[<p key="q">{answer}</p>]} />
      </Island.Reveal>,
    );
    const html = rewritePage('faq.html', nextPage(body), bundles);
    expect(html).toContain('<p>Write {&quot;$slot&quot;:&quot;zzz&quot;} to see nothing odd</p>');
    expect(html).toContain('<script type="module" src="/_islands/Tabs-B.js"></script>');
  });

  it('leaves HTML that Next did not write as it is (a CMS page under /admin, say)', () => {
    const admin = '<!doctype html><html><head><script src="https://unpkg.example/cms.js"></script></head><body></body></html>';
    expect(isNextPage(admin)).toBe(false);
    expect(rewritePage('admin/index.html', admin, bundles)).toBe(admin);
  });
});

describe('the island boundary on the server', () => {
  it('renders the component inside <x-island> with JSON props, and server markup passed in as slots', () => {
    const html = renderToStaticMarkup(<Island.Tabs idBase="t" label="Guide" tabs={[{ key: 'a', label: 'A' }]} panels={[<p key="a">First panel</p>]} />);
    const props = html.match(/^<x-island data-island="Tabs" data-props="([^"]*)"/)?.[1]?.replaceAll('&quot;', '"') ?? '';
    expect(JSON.parse(props)).toEqual({ idBase: 't', label: 'Guide', tabs: [{ key: 'a', label: 'A' }], panels: [null] });
    expect(html).toMatch(/^<x-island [^>]*data-slots="\[\[&quot;panels&quot;,0\]\]">/);
    expect(html).toContain('<x-slot data-slot="panels[0]"><p>First panel</p></x-slot>');
  });

  it("writes the slots its row names offstage into <template>s too, and no others", () => {
    const labels = { label: 'Reviews', previous: 'Back', next: 'On', item: 'Review', pause: 'Hold', slide: '{number} of {total}', sampleTestimonial: 'Sample' };
    const html = renderToStaticMarkup(<Island.TestimonialRotator items={[]} labels={labels} icons={{ pause: <b>II</b>, play: <b>|&gt;</b> }} />);
    expect(html).toContain('<template data-slot="icons.pause"><b>II</b></template>');
    expect(html).toContain('<template data-slot="icons.play"><b>|&gt;</b></template>');
    const tabs = renderToStaticMarkup(<Island.Tabs idBase="t" label="Guide" tabs={[{ key: 'a', label: 'A' }]} panels={[<p key="a">One</p>]} />);
    expect(tabs).not.toContain('<template');
  });

  it('refuses a prop JSON cannot carry, naming the island and the prop', () => {
    // A function prop: only a server-side mistake can produce one, so the type system is bypassed on purpose.
    const props: Record<string, unknown> = { children: 'x', className: () => 'no' };
    expect(() => renderToStaticMarkup(Reflect.apply(Island.Reveal, undefined, [props]))).toThrow('island Reveal: prop className is a function');
  });
});

describe('every client component is an island', () => {
  // A client component that a server component renders directly would be drawn by the export but
  // never hydrated, because the islands step strips Next's runtime: it would look alive and do nothing.
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const root = process.cwd();
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  const files = [...sourceFiles('components'), ...sourceFiles('app')];
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8'));
  const { ISLANDS } = jest.requireActual<typeof import('@/lib/island-registry')>('@/lib/island-registry');
  const islandFiles = new Set<string>(Object.values(ISLANDS).map((island) => island.module));

  it('registers each component marked "use client" as an island', () => {
    const unregistered = files.filter((f) => f.startsWith('components') && isClient(f) && !islandFiles.has(f));
    expect(unregistered).toEqual([]);
  });

  it('wraps each registered island, from the component its module exports under the island name', () => {
    expect(Object.keys(Island).sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const [name, row] of Object.entries(ISLANDS)) {
      const exported: unknown = jest.requireActual<Record<string, unknown>>(`@/${row.module.replace(/\.tsx?$/, '')}`)[name];
      expect([name, typeof exported]).toEqual([name, 'function']);
    }
  });

  it('registers only client components, since a server component has nothing to hydrate', () => {
    expect([...islandFiles].filter((f) => !isClient(f))).toEqual([]);
  });

  it('lets server components reach an island only through components/island-boundary.tsx', () => {
    const direct = files
      .filter((f) => f !== path.join('components', 'island-boundary.tsx') && !isClient(f))
      .flatMap((f) => {
        const source = fs.readFileSync(path.join(root, f), 'utf8');
        return [...islandFiles]
          .filter((island) => source.includes(`from '@/${island.replace(/\.tsx?$/, '')}'`))
          .map((island) => `${f} imports ${island}`);
      });
    expect(direct).toEqual([]);
  });
});
