/**
 * Rewrites one page of Next's static export into an islands page: Next's client runtime, its
 * inline RSC payload and their preloads go; one module script per kind of island on the page comes
 * in. Anything script-like it does not recognise throws, naming the page, so that a Next upgrade
 * that changes its output fails the build instead of shipping pages that silently stop working.
 */
import { isIslandName } from './registry';

/** The browser bundle of each island name: its entry script and the shared chunks it imports. */
export type IslandBundles = Map<string, { src: string; imports: string[] }>;

const NEXT_ASSET = String.raw`/_next/static/[^"<>]+\.js`;

/** What Next 16 (Turbopack) writes into an exported page for its client runtime. */
const NEXT_RUNTIME: { what: string; pattern: RegExp }[] = [
  // Runtime and page chunks, and the legacy-browser polyfills.
  { what: 'runtime chunk', pattern: new RegExp(String.raw`<script src="${NEXT_ASSET}"(?: async=""| noModule="")*></script>`, 'g') },
  // Their preloads.
  { what: 'chunk preload', pattern: new RegExp(String.raw`<link rel="preload" as="script"(?: fetchPriority="low")? href="${NEXT_ASSET}"(?: crossorigin="")?/>`, 'g') },
  // Turbopack's chunk registration.
  { what: 'chunk loader', pattern: /<script(?: id="_R_")?>\(globalThis\["TURBOPACK"\][\s\S]*?<\/script>/g },
  // The RSC payload, which hydrates the whole page (React escapes "<" inside it, so no early </script>).
  { what: 'RSC payload', pattern: /<script>\(?self\.__next_f(?:=self\.__next_f\|\|\[\]\))?\.push\([\s\S]*?<\/script>/g },
];

/** Inline data the page keeps. */
const KEPT_SCRIPT = /^<script type="application\/ld\+json">/;

/** True for pages Next wrote; other HTML (a CMS's own page, say) is left as it is. */
export function isNextPage(html: string): boolean {
  return html.includes('self.__next_f') || html.includes('/_next/static/');
}

/** The island names used on a page, in order of first use. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(/<x-island data-island="([^"]*)"/g)].map((m) => m[1] ?? ''))];
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

export function rewritePage(page: string, html: string, bundles: IslandBundles): string {
  if (!isNextPage(html)) return html;
  let out = html;
  for (const { pattern } of NEXT_RUNTIME) out = out.replace(pattern, '');
  // The inlined CSS keeps its text; the list of chunk files it came from (one per component
  // stylesheet) was for Next's client router, which the page no longer has.
  out = out.replace(/(<style data-precedence="next") data-href="[^"]*"/g, '$1');

  for (const script of out.matchAll(/<script\b[^>]*>/g)) {
    if (!KEPT_SCRIPT.test(script[0])) throw new Error(`${page}: unrecognised script ${shorten(out.slice(script.index, script.index + 200))}; scripts/islands.ts knows Next's runtime, its RSC payload and JSON-LD only`);
  }
  const leftover = new RegExp(String.raw`${NEXT_ASSET}|self\.__next_f`).exec(out);
  if (leftover) throw new Error(`${page}: unrecognised reference to Next's runtime: ${shorten(out.slice(Math.max(0, leftover.index - 60), leftover.index + 60))}`);

  const names = islandNames(out);
  const tags: string[] = [];
  const preloaded = new Set<string>();
  for (const name of names) {
    const bundle = isIslandName(name) ? bundles.get(name) : undefined;
    if (!bundle) throw new Error(`${page}: unknown island "${name}" (known: ${[...bundles.keys()].join(', ')})`);
    for (const chunk of bundle.imports) {
      if (preloaded.has(chunk)) continue;
      preloaded.add(chunk);
      tags.push(`<link rel="modulepreload" href="${chunk}"/>`);
    }
    tags.push(`<script type="module" src="${bundle.src}"></script>`);
  }
  // Every slot an island's props name must be on the page, or the island would show nothing there.
  for (const slot of out.matchAll(/\{&quot;\$slot&quot;:&quot;(.*?)&quot;\}/g)) {
    if (!out.includes(`data-slot="${slot[1] ?? ''}"`)) throw new Error(`${page}: an island names slot "${slot[1] ?? ''}", which is not on the page`);
  }
  if (tags.length === 0) return out;
  if (!out.includes('</head>')) throw new Error(`${page}: no </head> to put the islands' scripts in`);
  return out.replace('</head>', `${tags.join('')}</head>`);
}
