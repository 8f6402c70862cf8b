/**
 * The source watch's findings in words: one line per figure for the terminal and the workflow's
 * log (`file: field: href: what it found`, as the content check writes its problems), and the
 * Markdown body of the one GitHub issue that lists what staff have to check. The words are here,
 * not in content/labels.md: staff read them on GitHub, never on the site.
 */
import { formatAmountOnly, formatNumber } from '../money-format';
import { MAX_REDIRECTS } from './fetch-page';
import { currencyOf, type WatchTarget } from './targets';
import { MAX_AGE_DAYS, type Finding, type Trouble, type WatchResult } from './watch';

/** The issue is found again by its label (or, if someone removed that, by this exact title). */
export const ISSUE_TITLE = 'Official pages to check: fees may have changed';
export const ISSUE_LABEL = 'source-watch';
/** GitHub refuses an issue body over 65,536 characters; the rest are left for the log. */
const BODY_LIMIT = 60_000;

function amountWords(target: WatchTarget, amounts: number[]): string {
  const currency = currencyOf(target.currency);
  const words = amounts.map((a) => (currency ? formatAmountOnly(a, a, currency) : target.measure === 'percent' ? `${formatNumber(a)}%` : formatNumber(a)));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/**
 * Words of a trouble: our own, and text the official site sent (an address it moved to, its
 * Content-Type, why the connection failed), kept apart so that the issue can quote it inertly.
 */
type Words = (string | { fetched: string })[];

const MAX_FETCHED_CHARS = 300;
/** Text a site sent, on one line: no control or invisible formatting characters, and not too long. */
function fetchedText(text: string): string {
  const line = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return line.length > MAX_FETCHED_CHARS ? `${line.slice(0, MAX_FETCHED_CHARS)}…` : line;
}

function troubleWords(target: WatchTarget, trouble: Trouble): Words {
  switch (trouble.kind) {
    case 'moved':
      return ['moved to ', { fetched: trouble.to }];
    case 'status':
      return [trouble.status === 404 || trouble.status === 410 ? `page gone (HTTP ${trouble.status})` : `the site answered HTTP ${trouble.status}`];
    case 'timeout':
      return [`not read within ${Math.round(trouble.timeoutMs / 1000)} s`];
    case 'too-large':
      return [`more than ${Math.round(trouble.maxBytes / 1024 / 1024)} MB once unpacked, so it was not read: compare by hand`];
    case 'too-deep':
      return [`HTML nested more than ${trouble.depth} elements deep, so it was not read: compare by hand`];
    case 'too-many-redirects':
      return [`more than ${MAX_REDIRECTS} redirects`];
    case 'unreachable':
      return ['could not be reached (', { fetched: trouble.reason }, ')'];
    case 'missing':
      return [`${amountWords(target, trouble.amounts)} not on the page: changed?`];
    case 'unreadable':
      return [trouble.contentType ? { fetched: trouble.contentType } : 'not a web page', `, so ${amountWords(target, target.amounts)} was not looked for: compare by hand`];
    case 'stale':
      return [trouble.read === null ? 'never recorded as read at its source' : `last read at its source on ${trouble.read}, ${trouble.days} days ago`];
  }
}

/** What there is to check about one finding, in one phrase. */
export const findingWords = (finding: Finding) =>
  finding.troubles.map((t) => troubleWords(finding.target, t).map((w) => (typeof w === 'string' ? w : fetchedText(w.fetched))).join('')).join('; ');

export const toCheck = (result: WatchResult) => result.findings.filter((f) => f.troubles.length > 0);

/** `content/countries/uk.md: figures.visaFee: https://www.gov.uk/student-visa: £524 not on the page: changed?` */
export function findingLine(finding: Finding): string {
  const { file, field, source } = finding.target;
  return `${file}: ${field}: ${source.href}: ${findingWords(finding)}`;
}

/** The lines for the terminal, the last one saying how many there are. */
export function reportLines(result: WatchResult): string[] {
  const found = toCheck(result);
  const scope = `${result.findings.length} sources on ${result.pages} official pages`;
  return [...found.map(findingLine), found.length === 0 ? `nothing to check (${scope})` : `${found.length} to check (${scope})`];
}

/** Text inside Markdown: no character of it starts a link, emphasis, code or HTML. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`);
/** An address in angle brackets, as a link target or an autolink: only these would end it. */
const angled = (href: string) => `<${href.replace(/[<> ]/g, (c) => encodeURIComponent(c))}>`;

/**
 * Text a site sent, as a code span: GitHub shows it as written, with no @mention, link, image,
 * HTML or Markdown. The fence is longer than any run of backquotes inside, as CommonMark allows.
 */
function codeSpan(text: string): string {
  const line = fetchedText(text);
  if (line === '') return '(empty)';
  const longest = Math.max(0, ...Array.from(line.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

const troubleMarkdown = (target: WatchTarget, trouble: Trouble) =>
  troubleWords(target, trouble)
    .map((w) => (typeof w === 'string' ? escapeMarkdown(w) : codeSpan(w.fetched)))
    .join('');

/**
 * The issue's body: what to do, then one checkbox per figure, under its file. Empty when there is
 * nothing to check (the workflow then closes the issue).
 */
export function issueBody(result: WatchResult, today: string): string {
  // Under one heading per file, in the order the watch listed them within it.
  const found = toCheck(result).sort((a, b) => a.target.file.localeCompare(b.target.file));
  if (found.length === 0) return '';
  const head = [
    `<!-- ${ISSUE_LABEL}: written by npm run watch:sources each week; the next run replaces this text. -->`,
    `On ${today} the weekly source watch read the official page of every figure the site shows with a source. ${found.length} of ${result.findings.length} need a look.`,
    '',
    'For each one: open the official page and compare it with the file, then',
    '',
    '- **the amount changed**: record the change as docs/editors.md says under "When a fee changes";',
    '- **the page moved**: check the new address is the official page, then put it in the `source` of that figure (its `guidance` for an item marked (guidance));',
    '- **the page failed** (no answer, an error): open it in a browser; if it works there, nothing to do; it is read again next week;',
    `- **the amount is the same**: write today's date as the figure's \`read:\` (a visa record's or the funds rule's \`checked:\`), so it is not listed for another ${MAX_AGE_DAYS} days.`,
    '',
    'Ticking a box is only a note for yourselves: the next run lists what is still to check, and closes this issue when nothing is.',
  ];
  const lines = [...head];
  let length = lines.join('\n').length;
  let file = '';
  let shown = 0;
  for (const finding of found) {
    const { target } = finding;
    const words = finding.troubles.map((t) => troubleMarkdown(target, t)).join('; ');
    const item = `- [ ] \`${target.field}\`: [${escapeMarkdown(target.source.label)}](${angled(target.source.href)}): ${words}`;
    const heading = target.file === file ? [] : ['', `### ${escapeMarkdown(target.file)}`, ''];
    const added = [...heading, item].join('\n').length + 1;
    if (length + added > BODY_LIMIT) break;
    lines.push(...heading, item);
    length += added;
    file = target.file;
    shown += 1;
  }
  if (shown < found.length) lines.push('', `…and ${found.length - shown} more: the run's log lists every one.`);
  return `${lines.join('\n')}\n`;
}
