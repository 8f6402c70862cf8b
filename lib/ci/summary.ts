/**
 * What a failed build on GitHub Actions tells the editor: the content problems as `check:content`
 * finds them, one table row each with the file, the field and the message, written to the job's
 * summary page (GITHUB_STEP_SUMMARY), and one annotation per problem, which GitHub shows on the
 * commit and the pull request beside the red cross.
 */
import { contentCheckReport, type ContentCheck } from '../pipeline/stages/content';
import type { Problem } from '../pipeline/problem';

/** A table cell: pipes and line breaks would end the cell or the row. */
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** GitHub's workflow-command escaping for a property (`file=…`) and for the message. */
const commandData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const commandProperty = (text: string) => commandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export type CiSummary = { markdown: string; annotations: string[] };

/**
 * The summary of a failed build, from the content check run with the build's own settings. Its few
 * sentences are written here, not in content/labels.md, as check:content's messages are: the
 * summary must still read when the content itself, labels.md included, is what failed.
 */
export function ciSummary(check: ContentCheck): CiSummary {
  if (check.ok) {
    return {
      markdown: [
        '## The site was not built',
        '',
        'The live site is unchanged. The content passed its check, so the build stopped at a later step:',
        'open the log of the build step above; its last lines name the file to change.',
        '',
      ].join('\n'),
      annotations: [],
    };
  }
  const rows = check.problems.map((problem: Problem) => `| ${cell(problem.file)} | ${cell(problem.field ?? '')} | ${cell(problem.message)} |`);
  return {
    markdown: [
      '## The site was not built',
      '',
      'The live site is unchanged. Fix each line below in the file it names (in /admin or in git), then save again.',
      '',
      '| file | field | problem |',
      '| --- | --- | --- |',
      ...rows,
      '',
      cell(check.hint),
      '',
    ].join('\n'),
    annotations: check.problems.map(
      (problem) => `::error file=${commandProperty(problem.file)},title=${commandProperty(problem.field ?? 'content')}::${commandData(problem.message)}`,
    ),
  };
}

/** The same lines `npm run check:content` prints, for the log. */
export const checkLines = (check: ContentCheck) => {
  const report = contentCheckReport(check);
  return [...report.stderr, ...report.stdout];
};
