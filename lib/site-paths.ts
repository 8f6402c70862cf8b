/**
 * Top-level paths the build writes beside the content pages that have no other module to live in:
 * the steps that write them and the code that links to them read them from here, and so does the
 * route check that keeps a content file from claiming one (lib/content/reserved-routes.ts).
 * Plain constants: this module is imported by browser code too.
 */

/** The content editor, Decap CMS: plain files written by lib/build/cms/write-admin.ts. */
export const ADMIN_URL = '/admin';
/** The search index, written by lib/build/search-index.ts and loaded by lib/browser/search.ts. */
export const SEARCH_INDEX_URL = '/pagefind';
/** The islands' browser bundles, written by lib/build/islands/bundle.ts. */
export const ISLANDS_URL = '/_islands';
/** Next's own build assets; Next chooses the name. */
export const NEXT_ASSETS_URL = '/_next';
