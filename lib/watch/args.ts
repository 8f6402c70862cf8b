/**
 * The command line of `npm run watch:sources`: `--report <file>` (where to write the GitHub
 * issue's body) and `--today YYYY-MM-DD` (the day ages are counted to; a test or a re-run of an
 * old week sets it). Anything else is refused in one line, so a typo never runs a different watch.
 */

/** A real day written YYYY-MM-DD: `2025-02-30` is refused, not rolled over to March. */
export function isDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type WatchArgs = { report: string | null; today: string };

export function watchArgs(argv: readonly string[], today: string): WatchArgs | { error: string } {
  const args: WatchArgs = { report: null, today };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (value === undefined || value.startsWith('--')) return { error: `watch:sources: ${name} needs a value` };
    if (name === '--report') args.report = value;
    else if (name === '--today' && isDay(value)) args.today = value;
    else if (name === '--today') return { error: `watch:sources: --today: expected a day written YYYY-MM-DD, got "${value}"` };
    else return { error: `watch:sources: unknown option ${name} (known: --report <file>, --today YYYY-MM-DD)` };
  }
  return args;
}
