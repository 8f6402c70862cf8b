/**
 * `npm run ci:summary`: after a failed build on GitHub Actions, runs the content check with the
 * build's settings and writes what it found to the job's summary (GITHUB_STEP_SUMMARY) and as
 * annotations on the commit. Outside Actions it prints the summary. Always exits 0: the build step
 * has already failed the job, and this step only explains it.
 */
import fs from 'node:fs';
import { checkContent } from '../lib/pipeline/stages/content';
import { buildDay, buildSettings, SettingsError } from '../lib/settings';
import { checkLines, ciSummary } from '../lib/ci/summary';

function summary(): { markdown: string; annotations: string[]; log: string[] } {
  try {
    const check = checkContent(process.cwd(), buildSettings(), buildDay());
    return { ...ciSummary(check), log: checkLines(check) };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    // A setting of the workflow (a repository variable), not the content.
    return { markdown: `## The site was not built\n\nThe live site is unchanged. A setting of the build is wrong:\n\n    ${error.message}\n`, annotations: [`::error title=setting::${error.message}`], log: [error.message] };
  }
}

const result = summary();
for (const line of result.log) console.log(line);
for (const line of result.annotations) console.log(line);
const target = process.env.GITHUB_STEP_SUMMARY;
if (target) fs.appendFileSync(target, result.markdown);
else console.log(`\n${result.markdown}`);
