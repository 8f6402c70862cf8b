/**
 * The source watch: reads each official page once, however many figures name it, and says for
 * each figure what there is to check: an amount no longer on its page, a page that failed or
 * moved, a page nobody has read there for 90 days. Findings are data; report.ts words them.
 */
import { missingAmounts } from './amounts';
import { FETCH_DEFAULTS, fetchPage, type FetchOptions, type PageResult } from './fetch-page';
import { MAX_DEPTH, readPage, type PageText } from './page-text';
import type { WatchTarget } from './targets';

/** A page not read at its source for this many days is listed, whatever it says. */
export const MAX_AGE_DAYS = 90;
/** Pages read at once: a handful, so that no official site sees a burst from us. */
const CONCURRENCY = 4;

export type Trouble =
  | { kind: 'moved'; to: string }
  | { kind: 'status'; status: number }
  | { kind: 'timeout'; timeoutMs: number }
  /** The body passed the size cap once unpacked (a gzip bomb, or not a page): not read. */
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'too-many-redirects' }
  | { kind: 'unreachable'; reason: string }
  /** Amounts the page (where it moved to, if it moved) does not give. */
  | { kind: 'missing'; amounts: number[] }
  /** A PDF or other file: the amounts could not be looked for. */
  | { kind: 'unreadable'; contentType: string }
  /** HTML nested deeper than any page is: parsing stopped, the amounts were not looked for. */
  | { kind: 'too-deep'; depth: number }
  | { kind: 'stale'; read: string | null; days: number | null };

/** One target and what there is to check about it; no troubles: nothing. */
export type Finding = { target: WatchTarget; troubles: Trouble[] };

export type WatchResult = {
  findings: Finding[];
  /** Pages read (unique hrefs), and how many of them gave no answer at all. */
  pages: number;
  unanswered: number;
};

export type WatchOptions = {
  /** YYYY-MM-DD: the day the age of a reading is counted to. */
  today: string;
  fetchOptions?: FetchOptions;
  concurrency?: number;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether a page of this Content-Type is read as HTML, as plain text, or not at all. */
function readAs(contentType: string): 'html' | 'text' | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type.includes('html') || type.endsWith('/xml')) return 'html';
  return type === 'text/plain' ? 'text' : null;
}

/** What the page says about one target's amounts, with the page's failure first. */
function pageTroubles(page: PageResult, target: WatchTarget, text: (page: Extract<PageResult, { kind: 'read' }>) => PageText | null): Trouble[] {
  switch (page.kind) {
    case 'timeout':
      return [{ kind: 'timeout', timeoutMs: page.timeoutMs }];
    case 'unreachable':
      return [{ kind: 'unreachable', reason: page.reason }];
    case 'too-many-redirects':
      return [{ kind: 'too-many-redirects' }];
    case 'status': {
      const moved: Trouble[] = page.moved ? [{ kind: 'moved', to: page.url }] : [];
      return [...moved, { kind: 'status', status: page.status }];
    }
    case 'too-large': {
      const moved: Trouble[] = page.moved ? [{ kind: 'moved', to: page.url }] : [];
      return [...moved, { kind: 'too-large', maxBytes: page.maxBytes }];
    }
    case 'read': {
      const troubles: Trouble[] = page.moved ? [{ kind: 'moved', to: page.url }] : [];
      if (target.amounts.length === 0) return troubles;
      if (readAs(page.contentType) === null) return [...troubles, { kind: 'unreadable', contentType: page.contentType.split(';')[0] ?? page.contentType }];
      const read = text(page);
      if (read === null) return [...troubles, { kind: 'too-deep', depth: MAX_DEPTH }];
      const missing = missingAmounts(read, target.amounts, target.measure);
      return missing.length > 0 ? [...troubles, { kind: 'missing', amounts: missing }] : troubles;
    }
  }
}

function ageTrouble(read: string | null, today: string): Trouble[] {
  if (read === null) return [{ kind: 'stale', read: null, days: null }];
  const days = daysBetween(read, today);
  return days >= MAX_AGE_DAYS ? [{ kind: 'stale', read, days }] : [];
}

/** Runs `work` on every item with at most `limit` at a time, results in the items' order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item !== undefined) results[i] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function watchSources(targets: readonly WatchTarget[], options: WatchOptions): Promise<WatchResult> {
  const hrefs = [...new Set(targets.map((t) => t.source.href))];
  const read = await pooled(hrefs, options.concurrency ?? CONCURRENCY, (href) => fetchPage(href, options.fetchOptions ?? FETCH_DEFAULTS));
  const pages = new Map(hrefs.map((href, i) => [href, read[i]]));
  // Each page is parsed once, when a target first looks for amounts on it.
  const texts = new Map<PageResult, PageText | null>();
  const textOf = (page: Extract<PageResult, { kind: 'read' }>) => {
    if (!texts.has(page)) texts.set(page, readAs(page.contentType) === 'text' ? { text: page.body, cells: [] } : readPage(page.body));
    return texts.get(page) ?? null;
  };
  const findings = targets.map((target) => {
    const page = pages.get(target.source.href);
    const troubles = page ? pageTroubles(page, target, textOf) : [];
    return { target, troubles: [...troubles, ...ageTrouble(target.read, options.today)] };
  });
  const unanswered = read.filter((page) => page.kind === 'timeout' || page.kind === 'unreachable').length;
  return { findings, pages: hrefs.length, unanswered };
}
