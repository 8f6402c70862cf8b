/**
 * `npm run check:content`: validates every file under content/ in a second or two, without a
 * build (the content stage of lib/build/stages, alone). Prints one line per problem
 * (file: field: what was expected) and exits 1 on any.
 */
import { checkContent } from '../lib/build/stages/content';
import { formatProblem } from '../lib/build/problem';
import { buildSettings, SettingsError } from '../lib/build/settings';

function settings() {
  try {
    return buildSettings();
  } catch (error) {
    // A bad ENQUIRY_ENDPOINT (or other setting) is one line, like a content problem.
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const check = checkContent(process.cwd(), settings());
for (const line of check.warnings) console.warn(line);
if (!check.ok) {
  for (const problem of check.problems) console.error(formatProblem(problem));
  console.error(`\n${check.hint}`);
  process.exit(1);
}
console.log(`content ok: ${check.summary}`);
