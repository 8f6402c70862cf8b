/**
 * `npm run check:content`: validates every file under content/ in a second or two, without a
 * build. Prints one line per problem (file: field: what was expected) and exits 1 on any.
 */
import { ContentError } from '../lib/content/parse';
import { loadContent } from '../lib/content/load';
import { contentWarnings } from '../lib/content/freshness';
import { launchProblems } from '../lib/content/launch';
import { buildSettings, SettingsError } from '../lib/build-settings';

try {
  const content = loadContent(process.cwd());
  for (const warning of contentWarnings(content, new Date())) console.warn(`warning: ${warning}`);
  const counts = [
    `${content.routes.entries.length} routes`,
    `${content.countries.length} countries`,
    `${content.services.length} services`,
    `${content.visitVisas.length} visit-visa and ${content.workVisas.length} work-visa records`,
    `${content.scholarships.length} scholarship pages`,
    `${content.pages.length} other pages`,
  ];
  const settings = buildSettings();
  const beforeLaunch = launchProblems(content, settings);
  if (settings.siteEnv === 'production' && beforeLaunch.length > 0) {
    for (const line of beforeLaunch) console.error(line);
    console.error(`\n${beforeLaunch.length} thing(s) to supply before launch; SITE_ENV=production does not build with sample data (README, "Before launch").`);
    process.exit(1);
  }
  for (const line of beforeLaunch) console.warn(`warning: before launch: ${line}`);
  console.log(`content ok: ${counts.join(', ')}${settings.siteEnv === 'production' ? ', ready for production' : ''}`);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof ContentError) {
    for (const line of error.problems) console.error(line);
    console.error(`\n${error.problems.length} content problem(s); the site was not built.`);
    process.exit(1);
  }
  throw error;
}
