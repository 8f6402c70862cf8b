/**
 * `npm run watch:sources`: reads the official pages of every figure, visa record and funds rule
 * that names a source (and a figure's or funds rule's guidance page, each on its own), and prints one line per figure to check (an amount no longer on its page,
 * a page that failed or moved, a page not read there in 90 days), then "N to check" or "nothing
 * to check". With `--report <file>` it also writes the body of the GitHub issue that lists them,
 * or removes the file when nothing is left, which is how the weekly workflow
 * (.github/workflows/watch-sources.yml) knows to close the issue.
 *
 * Exits 0 whenever it ran, findings or not: they are for staff, not a broken build. Exits 1 only
 * when it could not run (bad options, content that does not load, or no page answering at all,
 * which says more about this machine's network than about the pages), leaving the issue as it is.
 */
import fs from 'node:fs';
import { loadSite, type SiteContent } from '../lib/content/load';
import { ContentError } from '../lib/content/problem';
import { watchArgs } from '../lib/watch/args';
import { watchTargets } from '../lib/watch/targets';
import { watchSources } from '../lib/watch/watch';
import { issueBody, reportLines } from '../lib/watch/report';

/** The content as it reads on `day`: the figures in force then are the ones whose sources are read. */
function content(day: string): SiteContent {
  try {
    return loadSite({ root: process.cwd(), day });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const line of error.problems) console.error(line);
    console.error(`watch:sources: the content has ${error.problems.length} problem(s) (npm run check:content); nothing was read.`);
    process.exit(1);
  }
}

async function main(): Promise<number> {
  const args = watchArgs(process.argv.slice(2), new Date().toISOString().slice(0, 10));
  if ('error' in args) {
    console.error(args.error);
    return 1;
  }
  const result = await watchSources(watchTargets(content(args.today)), { today: args.today });
  for (const line of reportLines(result)) console.log(line);
  if (result.pages > 1 && result.unanswered === result.pages) {
    console.error(`watch:sources: none of the ${result.pages} official pages answered: check this machine's network; the issue was left as it is.`);
    return 1;
  }
  if (args.report) {
    const body = issueBody(result, args.today);
    if (body) fs.writeFileSync(args.report, body);
    else fs.rmSync(args.report, { force: true });
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
