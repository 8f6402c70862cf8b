/**
 * Every top-level path the build writes beside the content pages, in one place: the steps that
 * write them and the code that links to them read them from here, and so does the route check that
 * keeps a content file from claiming one (lib/content/reserved-routes.ts).
 * Plain constants: this module is imported by browser code too.
 */

/** The content editor, Decap CMS: plain files written by lib/cms/write-admin.ts. */
export const ADMIN_URL = '/admin';
/**
 * Our own enquiry Worker's paths (workers/enquiries/), routed on the site's own origin beside the
 * static files, not served by the static site, and so reserved: no content page can hide behind
 * them. Its endpoint (where the form posts when the build is given it as ENQUIRY_ENDPOINT) and the
 * advisers' inbox (workers/enquiries/src/inbox/).
 */
export const API_URL = '/api';
export const ENQUIRY_API_PATH = `${API_URL}/enquiries`;
export const INBOX_URL = '/inbox';
/** The search page of each edition (app/(en)/search, app/(ur)/ur/search), where the header's search form goes without JavaScript. */
export const SEARCH_URL = '/search';
/**
 * The 404 page's address in each edition, as a file: out/404.html (app/global-not-found.tsx) and
 * out/ur/404.html (app/(ur)/ur/404). Hosts answer a missing address with it, never as a page.
 */
export const NOT_FOUND_PAGE = '/404';
/** The search index, written by lib/pipeline/search-index.ts and loaded by lib/browser/search.ts. */
export const SEARCH_INDEX_URL = '/pagefind';
/** The islands' browser bundles, written by lib/pipeline/islands/bundle.ts. */
export const ISLANDS_URL = '/_islands';
/** The Urdu edition's font, subset to the Urdu pages' characters by lib/pipeline/urdu-font.ts. */
export const FONTS_URL = '/_fonts';

/** The Urdu edition's font weights (lib/pipeline/urdu-font.ts subsets them). */
export const URDU_FONT_WEIGHTS = [400, 700] as const;

/**
 * The URL app/urdu-edition.css and the Urdu pages' preloads name; the build swaps it for the
 * hashed file's on every Urdu page.
 */
export function urduFontPlaceholder(weight: (typeof URDU_FONT_WEIGHTS)[number]): string {
  return `${FONTS_URL}/urdu-${weight}.woff2`;
}
/** Next's own build assets; Next chooses the name. */
export const NEXT_ASSETS_URL = '/_next';
/** Each page's social image, drawn by lib/pipeline/social-images.tsx (lib/present/seo.ts names each file). */
export const OG_URL = '/og';
/** The app icons lib/pipeline/social-images.tsx draws, listed by the web app manifest. */
export const APP_ICONS_URL = '/icons';
/** Files Next writes from app/sitemap.ts, app/robots.ts and app/manifest.ts (their names are Next's). */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const MANIFEST_PATH = '/manifest.webmanifest';
/**
 * The Atom feed of fee changes (lib/pipeline/stages/feeds.ts), beside the page that lists them. A
 * content route has no dot (lib/content/collections/shared.ts), so no page can take this name.
 */
export const FEE_CHANGES_FEED_PATH = '/fee-changes.xml';
/** The type hosts send the feeds with (lib/pipeline/deploy/headers.ts) and the pages' autodiscovery links name. */
export const ATOM_TYPE = 'application/atom+xml';

/** The news articles as an Atom feed, beside /news. */
export const NEWS_FEED_PATH = '/news.xml';

/** Every upcoming event as one calendar to subscribe to, beside /events; each event's own is its page's path + `.ics`. */
export const EVENTS_CALENDAR_PATH = '/events.ics';

/** The media type of a calendar file (RFC 5545). */
export const CALENDAR_TYPE = 'text/calendar';
/** Every brochure: the printable pages (app/brochures) and the PDFs (lib/content/brochure-paths.ts names each). */
export const BROCHURES_URL = '/brochures';
/** Where editors save pictures, and the path content names them by (`/images/photos/campus.jpg`). */
export const SOURCE_DIR = 'public/images';
export const SOURCE_URL = '/images';
/** Encoded photographs (lib/pipeline/images/pipeline.ts). */
export const GENERATED_URL = '/_img';
