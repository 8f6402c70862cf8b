/** The site's content as the build under test read it: loaded for the day it was built for (SITE_DATE, or today). */
import { loadSite, type SiteContent } from '../../lib/content/load';
import type { Edition } from '../../lib/editions';
import { siteDay } from './content-files';

export function loadContent(root: string, edition?: Edition): SiteContent {
  return loadSite({ root, edition, day: siteDay() });
}
