/**
 * `npm run check:content`: validates every file under content/ in a second or two, without a
 * build (the content stage of lib/build/stages, alone). Prints one line per problem
 * (file: field: what was expected) and exits 1 on any.
 */
import { checkContent } from '../lib/build/stages/content';
import { formatProblem } from '../lib/build/problem';
import { buildSettings } from '../lib/build-settings';

const check = checkContent(process.cwd(), buildSettings());
for (const line of check.warnings) console.warn(line);
if (!check.ok) {
  for (const problem of check.problems) console.error(formatProblem(problem));
  console.error(`\n${check.hint}`);
  process.exit(1);
}
console.log(`content ok: ${check.summary}`);
