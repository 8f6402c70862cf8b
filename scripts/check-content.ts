/**
 * `npm run check:content`: validates every file under content/ in a second or two, without a
 * build (the content stage of lib/pipeline/stages, alone). Prints one line per problem
 * (file: field: what was expected) and exits 1 on any.
 */
import { checkContent, contentCheckReport } from '../lib/pipeline/stages/content';
import { buildDay, buildSettings, SettingsError } from '../lib/settings';

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

// `--all` lists every warning; without it they are counted by topic, those a family's money depends on in full.
const args = process.argv.slice(2);
const unknown = args.find((arg) => arg !== '--all');
if (unknown !== undefined) {
  console.error(`check:content: unknown option "${unknown}"; expected --all (every warning, one line each) or nothing`);
  process.exit(1);
}
const checked = settings();
// The build day, read here at the entry point (SITE_DATE, checked with the other settings) and passed down.
const report = contentCheckReport(checkContent(process.cwd(), checked, buildDay()), args.includes('--all'));
for (const line of report.stderr) console.error(line);
for (const line of report.stdout) console.log(line);
process.exitCode = report.exitCode;
