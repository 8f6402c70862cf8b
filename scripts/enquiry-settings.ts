/**
 * `npm run enquiries:settings`: writes workers/enquiries/settings.json, what the enquiry Worker knows
 * of the site (lib/pipeline/enquiry-settings.ts), from content and CMS_REPO. Run before the Worker is
 * bundled: by `npm run enquiries:dev`, its tests and the deploy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, formatProblem } from '../lib/content/problem';
import { loadSite } from '../lib/content/load';
import { ENQUIRY_SETTINGS_FILE, enquirySettings } from '../lib/pipeline/enquiry-settings';
import { translatedEditions } from '../lib/editions';
import { buildDay, repositoryVariable } from '../lib/settings';

const root = process.cwd();
try {
  const day = buildDay();
  const translations = translatedEditions.map((edition) => loadSite({ root, edition, day }));
  const settings = enquirySettings(loadSite({ root, day }), translations, repositoryVariable());
  fs.writeFileSync(path.join(root, ENQUIRY_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
  console.log(`enquiries: settings written to ${ENQUIRY_SETTINGS_FILE}`);
} catch (error) {
  if (error instanceof ContentError) for (const problem of error.problems) console.error(formatProblem(problem));
  else console.error(error);
  process.exit(1);
}
