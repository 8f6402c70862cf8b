/**
 * Paths no content file may claim as its route or alias, in any letter case: what the build writes
 * beside the pages (lib/site-paths.ts, where every such path is named once, so a new generated
 * folder is reserved by the same edit that names it), and what app/ serves itself. Claiming one would hide it:
 * `route: /admin` made the content editor unreachable (a redirect loop under nginx).
 */
import path from 'node:path';
import {
  ADMIN_URL,
  APP_ICONS_URL,
  BROCHURES_URL,
  FONTS_URL,
  GENERATED_URL,
  INBOX_URL,
  ISLANDS_URL,
  MANIFEST_PATH,
  NEXT_ASSETS_URL,
  NOT_FOUND_PAGE,
  OG_URL,
  ROBOTS_PATH,
  SEARCH_INDEX_URL,
  SEARCH_URL,
  SITEMAP_PATH,
  SOURCE_URL,
} from '../site-paths';
import { translatedEditions } from '../editions';


/** Pages of app/ itself: home, the 404 page (and index, its file name), search. */
const APP_PAGES = ['/', NOT_FOUND_PAGE, '/index', SEARCH_URL];

/** Every reserved path, lower case. */
export const reservedPaths: readonly string[] = [
  ...APP_PAGES,
  SITEMAP_PATH,
  ROBOTS_PATH,
  MANIFEST_PATH,
  ADMIN_URL,
  INBOX_URL,
  BROCHURES_URL,
  SOURCE_URL,
  GENERATED_URL,
  FONTS_URL,
  OG_URL,
  APP_ICONS_URL,
  SEARCH_INDEX_URL,
  ISLANDS_URL,
  NEXT_ASSETS_URL,
  // Each translated edition's pages live under its prefix (/ur), which no content page may take.
  ...translatedEditions.map((edition) => edition.prefix),
].map((p) => p.toLowerCase());

/**
 * Last segments a static host reads as file-system names in any folder: `index` is the folder's
 * own page (Cloudflare sends /events/index to /events), and `404` its not-found page (every
 * unknown address under /events/ would show it). A page may not end its address in either.
 */
export const HOST_FILE_NAMES: readonly string[] = ['index', NOT_FOUND_PAGE.slice(1)];

/** Whether a content route or alias would collide with a reserved path, in any letter case. */
export function isReservedPath(routePath: string): boolean {
  const lower = routePath.toLowerCase();
  if (HOST_FILE_NAMES.includes(lower.slice(lower.lastIndexOf('/') + 1))) return true;
  return reservedPaths.some((reserved) => lower === reserved || (reserved !== '/' && lower.startsWith(`${reserved}/`)));
}

/**
 * Why a file whose name is its page's last segment (an event, an article: content/events/<name>.md
 * at /events/<name>) may not have that name, or null.
 */
export function pageFileNameProblem(folderPath: string, file: string): string | null {
  const name = path.posix.basename(file, '.md');
  if (!HOST_FILE_NAMES.includes(name.toLowerCase())) return null;
  const page = `${folderPath}/${name}`;
  const why = name.toLowerCase() === 'index' ? `the host serves ${page} as ${folderPath}, so its page could never be reached` : `the host would show ${page} for every unknown address under ${folderPath}/`;
  return `is named "${name}", and ${why}; rename the file`;
}
