/**
 * What every check reports: the file an editor (or a developer) has to change, the field in it
 * when there is one, what was expected, and whether it stops a build. Made where the problem is
 * found and printed once, as one line: `content/countries/uk.md: stats[2].value: expected string, got number`.
 */
export type Severity = 'error' | 'warning';

export type Problem = {
  file: string;
  /** The field path as the editor wrote it (`stats[2].value`), or a setting's name; none for the whole file. */
  field?: string;
  message: string;
  severity: Severity;
  /** What kind of warning it is, printed first: `warning: before launch: content/site.md: …`. */
  topic?: string;
};

export const error = (file: string, field: string | undefined, message: string): Problem => ({ file, ...(field ? { field } : {}), message, severity: 'error' });
export const warning = (file: string, field: string | undefined, message: string): Problem => ({ file, ...(field ? { field } : {}), message, severity: 'warning' });

/**
 * Control characters shown escaped, so a value with a line break stays on its line: on GitHub
 * Actions a printed line that starts with `::` is a workflow command (a fake annotation).
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The one line a problem is printed as. */
export function formatProblem(problem: Pick<Problem, 'file' | 'field' | 'message'>): string {
  return oneLine([problem.file, problem.field, problem.message].filter((part) => part !== undefined && part !== '').join(': '));
}

/** The one line a warning is printed as in a build's log. */
export const formatWarning = (problem: Problem) => `warning: ${problem.topic ? `${problem.topic}: ` : ''}${formatProblem(problem)}`;

/** A step that stops at its first problem throws this; the stage reports the problem it carries. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(formatProblem(problem));
    this.name = 'ProblemError';
  }
}
