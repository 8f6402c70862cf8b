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

/** The topics of warnings a family's money depends on (the rupee estimates ride on the rates): printed in full and first, never folded into a count. */
export const MONEY_TOPICS = ['reported', 'contradiction', 'exchange rates'] as const;
export type MoneyTopic = (typeof MONEY_TOPICS)[number];
const isMoney = (problem: Problem) => MONEY_TOPICS.some((topic) => topic === problem.topic);

/** Where every warning is listed, one line each; the build log and check:content otherwise count them by topic. */
export const ALL_WARNINGS_COMMAND = 'npm run check:content -- --all';

/**
 * The warnings as a person reads them: those a family's money depends on in full, first; then each
 * other topic once, as one count line (a topic with a single line keeps it). `all`: every line, in order.
 */
export function warningLines(warnings: readonly Problem[], all = false): string[] {
  if (all) return warnings.map(formatWarning);
  const money = warnings.filter(isMoney);
  const byTopic = new Map<string, Problem[]>();
  for (const problem of warnings.filter((p) => !isMoney(p))) {
    const topic = problem.topic ?? '';
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), problem]);
  }
  const counted = [...byTopic].flatMap(([topic, list]) => {
    const [only] = list;
    if (list.length === 1 && only) return [formatWarning(only)];
    return [`warning: ${topic || 'other'}: ${list.length} lines; ${ALL_WARNINGS_COMMAND} lists them`];
  });
  return [...money.map(formatWarning), ...counted];
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Collects problems while loading; `check()` throws them all together. */
export class Problems {
  readonly list: Problem[] = [];
  add(file: string, where: string, message: string) {
    this.list.push(error(file, where, message));
  }
  get count() {
    return this.list.length;
  }
  check() {
    if (this.list.length > 0) throw new ContentError(this.list);
  }
}
