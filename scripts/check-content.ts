/**
 * `npm run check:content`: validates every file under content/ in a second or two, without a
 * build (the content stage of lib/build/stages, alone). Prints one line per problem
 * (file: field: what was expected) and exits 1 on any.
 */
import { checkContent, contentCheckReport } from '../lib/build/stages/content';
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

const report = contentCheckReport(checkContent(process.cwd(), settings()));
for (const line of report.stderr) console.error(line);
for (const line of report.stdout) console.log(line);
process.exitCode = report.exitCode;
