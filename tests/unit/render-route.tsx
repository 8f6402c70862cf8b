/**
 * A route's page as static HTML, rendered in Jest from a content root on a given day, in one
 * edition: the page function and root layout of app/ (so the route lookup, the kind's view and
 * template of app/content-route.tsx and the document shell all run as in the export), rendered with
 * react-dom/server and parsed with DOMParser. No build: a test of a page on another day, or of a site
 * with other content, costs one load of the content instead of a full build.
 *
 * The pages of app/ read the site for the options lib/settings.ts gives (the project folder, on the
 * day the environment names), and the image manifest from the site's folder (`content.root`);
 * while a route renders here, the options name `root` and `day` instead.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Metadata } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import { editions, type EditionCode } from '@/lib/editions';
import { cachedSite, type SiteContent } from '@/lib/content/load';
import { siteOptions, type Environment } from '@/lib/settings';
import { segmentsOf } from '@/lib/present/route-lookup';
import EnglishLayout from '@/app/(en)/layout';
import EnglishHome, { generateMetadata as englishHomeMetadata } from '@/app/(en)/page';
import EnglishPage, { generateMetadata as englishPageMetadata } from '@/app/(en)/[...slug]/page';
import UrduLayout from '@/app/(ur)/ur/layout';
import UrduHome, { generateMetadata as urduHomeMetadata } from '@/app/(ur)/ur/page';
import UrduPage, { generateMetadata as urduPageMetadata } from '@/app/(ur)/ur/[...slug]/page';

/** The site pages are rendered from while renderRoute runs: its root and its day. */
type Rendering = { root: string; day: string };

// jest.mock factories may only reach variables named mock…: this is the one the mocks read.
const mockRendering: { current: Rendering | null } = { current: null };

// The pages read the site through the loader's cache (cachedSite), for the options the settings give:
// while a route renders here, those name the fixture's root and day. A root is read once per day and
// edition (the cache's key), so edit a fixture before its first render.
jest.mock('@/lib/settings', () => {
  const actual: typeof import('@/lib/settings') = jest.requireActual('@/lib/settings');
  return {
    ...actual,
    siteOptions: (code?: EditionCode, env?: Environment) => {
      const rendering = mockRendering.current;
      return rendering ? { ...actual.siteOptions(code, { SITE_DATE: rendering.day }), root: rendering.root } : actual.siteOptions(code, env);
    },
  };
});

export type RenderOptions = {
  /** A content root: a fixture site (fixtureSite), a copy, or the project itself (process.cwd()). */
  root: string;
  /** The day the site is built for, YYYY-MM-DD (SITE_DATE in a build). */
  day: string;
  /** The route's path in its edition's route table: '/', '/ukStudyAbroad' (also for the Urdu page at /ur/ukStudyAbroad). */
  path: string;
  edition?: EditionCode;
};

export type RenderedRoute = {
  /** The document as renderToStaticMarkup writes it (Next adds its <head> tags and scripts to this in a build). */
  html: string;
  document: Document;
  /** What the page's generateMetadata gives: the title before the layout's template adds the site's name. */
  metadata: Metadata;
  /** The content the page was rendered from, in its edition. */
  content: SiteContent;
};

type Page = { element: () => Promise<ReactNode>; metadata: () => Promise<Metadata> };

/** The page function of app/ that serves `path` in `edition`, as Next would call it. */
function pageAt(edition: EditionCode, path: string): Page {
  const params = Promise.resolve({ slug: segmentsOf(path) });
  if (edition === 'en') {
    return path === '/' ? { element: async () => EnglishHome(), metadata: async () => englishHomeMetadata() } : { element: () => EnglishPage({ params }), metadata: () => englishPageMetadata({ params }) };
  }
  return path === '/' ? { element: async () => UrduHome(), metadata: async () => urduHomeMetadata() } : { element: () => UrduPage({ params }), metadata: () => urduPageMetadata({ params }) };
}

const layouts: Record<EditionCode, (props: { children: ReactNode }) => ReactElement> = { en: EnglishLayout, ur: UrduLayout };

/** Renders the page at `path` from the content at `root` on `day`; throws when no page has that path. */
export async function renderRoute({ root, day, path, edition = 'en' }: RenderOptions): Promise<RenderedRoute> {
  if (mockRendering.current) throw new Error('renderRoute: one route at a time');
  mockRendering.current = { root, day };
  try {
    // Loaded (on the day, through the mock above) before the page asks: a missing route is this helper's error, not Next's notFound().
    const content = cachedSite(siteOptions(edition));
    if (path !== '/' && !content.routes.byPath.has(path)) throw new Error(`renderRoute: the ${editions[edition].name} edition has no page at ${path} (${root})`);
    const page = pageAt(edition, path);
    const element = await page.element();
    const metadata = await page.metadata();
    const Layout = layouts[edition];
    const html = `<!DOCTYPE html>${renderToStaticMarkup(<Layout>{element}</Layout>)}`;
    return { html, document: new DOMParser().parseFromString(html, 'text/html'), metadata, content };
  } finally {
    mockRendering.current = null;
  }
}

/** The text of a node with its white space collapsed, as a reader sees it. */
export const textOf = (node: Node | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The rendered page's body, made the test window's body: a parsed document has no window, and
 * Testing Library needs one to work out roles and accessible names. Replaces what was there.
 */
export function showInWindow({ document: page }: RenderedRoute): HTMLElement {
  document.body.replaceChildren(...[...page.body.childNodes].map((node) => document.importNode(node, true)));
  return document.body;
}
