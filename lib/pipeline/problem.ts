/**
 * The build's problems are the content's Problem (lib/content/problem.ts): one type, made where a
 * problem is found. A problem found in an exported page is put under the content file the page is
 * made from, since that is the file to change.
 */
import { error, type Problem } from '../content/problem';

export { formatProblem, error as buildError, type Problem } from '../content/problem';

/** A problem found in one exported page (`ukStudyAbroad.html`, or `index.html:3:9` from the HTML validator). */
export type PageProblem = { page: string; message: string };

/**
 * `ukStudyAbroad.html: link to /x: no such page` put under `content/countries/uk.md`, the file the
 * page is made from, when there is one; else under the page itself.
 */
export function exportProblem({ page, message }: PageProblem, sources: ReadonlyMap<string, string>): Problem {
  const source = sources.get(page.replace(/:\d+:\d+$/, ''));
  return source ? error(source, undefined, `${page}: ${message}`) : error(page, undefined, message);
}
