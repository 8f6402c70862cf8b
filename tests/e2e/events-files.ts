/**
 * Events and news as their files say, shared by their output checks
 * (tests/output/events-news.test.ts) and their browser test (events.spec.ts): read as plain YAML
 * (./content-files), not through the loader or the presenters that build the pages.
 */
import { contentFolder, siteDay, textAt } from './content-files';

type RawEvent = { file: string; id: string; title: string; start: string; end: string; status: string };

/** Every event file, read as YAML: its title, its times as written, and its page's name. */
export const events: RawEvent[] = contentFolder('content/events').map(({ file, data }) => ({
  file,
  id: file.replace(/^content\/events\/|\.md$/g, ''),
  title: String(data.title),
  start: String(data.start),
  end: String(data.end),
  status: typeof data.status === 'string' ? data.status : 'scheduled',
}));
// An event is upcoming until the day (in Pakistan) it ends.
export const upcoming = events.filter((e) => e.end.slice(0, 10) >= siteDay()).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
export const past = events.filter((e) => e.end.slice(0, 10) < siteDay());
export const label = (dotted: string) => textAt('content/labels.md', dotted);
/** An article's sources as written: each one's words and address. */
const sourcesOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).flatMap((source: unknown) =>
    source !== null && typeof source === 'object' && 'label' in source && 'href' in source ? [{ label: String(source.label), href: String(source.href) }] : [],
  );
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
/** Every news article, newest first (by file name on the same day). */
export const articles = contentFolder('content/news')
  .map(({ file, data }) => ({ id: file.replace(/^content\/news\/|\.md$/g, ''), title: String(data.title), date: dayOf(data.date), sources: sourcesOf(data.sources) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
/** The first upcoming event that is not cancelled: the one a visitor can register for. */
export const openForRegistration = upcoming.find((e) => e.status !== 'cancelled');
