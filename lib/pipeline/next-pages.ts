/**
 * What app/ renders: the site's content in an edition, read once per `next build` (or `next dev`)
 * process from the project folder, for the build day the settings name (the export stage hands
 * the runner's day to `next build` as SITE_DATE). The pages are the entry points of the render:
 * they take the content here and hand it, with its day and edition, to everything below.
 */
import path from 'node:path';
import { cachedSite, type SiteContent } from '../content/load';
import { editions, type EditionCode } from '../editions';
import { buildDay } from '../settings';

export function getContent(code: EditionCode = 'en'): SiteContent {
  return cachedSite({ root: path.resolve(process.cwd()), edition: editions[code], day: buildDay() });
}
