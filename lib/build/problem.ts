/**
 * What every build stage reports when something is wrong: the file an editor (or a developer) has
 * to change, the field in it when there is one, and what was expected. Printed as one line,
 * `content/countries/uk.md: stats[2].value: expected string, got number`.
 */
export type Problem = { file: string; field?: string; message: string };

export function formatProblem(problem: Problem): string {
  return [problem.file, problem.field, problem.message].filter((part) => part !== undefined && part !== '').join(': ');
}

/** A segment with no blank in it: a file name, a field path (`stats[2].value`) or a setting's name. */
const WORD = /^(\S+?): /;

/**
 * Reads a `file: field: message` line, as the content loader and the checks that predate Problem
 * write them, so that formatProblem gives the same line back. A line that names no file is put
 * under `fallbackFile` (the stage's name).
 */
export function problemFromLine(line: string, fallbackFile: string): Problem {
  const file = WORD.exec(line);
  if (!file?.[1]) return { file: fallbackFile, message: line };
  const rest = line.slice(file[0].length);
  const field = WORD.exec(rest);
  // A second word only counts as a field when a message follows it; `a.md: broken` has none.
  if (field?.[1] && rest.length > field[0].length) return { file: file[1], field: field[1], message: rest.slice(field[0].length) };
  return { file: file[1], message: rest };
}

/**
 * A problem found in the exported pages (`ukStudyAbroad.html: link to /x: no such page`, or
 * `index.html:3:9: ...` from the HTML validator), put under the content file the page is made from
 * when there is one, since that is the file to change.
 */
export function exportProblem(line: string, sources: ReadonlyMap<string, string>): Problem {
  const match = /^([^\s:]+\.html)(?::\d+:\d+)?: /.exec(line);
  const source = match?.[1] ? sources.get(match[1]) : undefined;
  if (source) return { file: source, message: line };
  if (match) return { file: match[0].slice(0, -2), message: line.slice(match[0].length) };
  return problemFromLine(line, 'exported site');
}
