/** The inbox's reads and writes of D1: the list, one enquiry, its notes, the reads log, the figures' times. */
import { isReference } from '../../../../lib/enquiry-rules';
import { isCalendarDay, addDays } from '../../../../lib/fill-label';
import { instantAt, type ReplyTime } from './figures';

/** The part of D1's API the inbox uses. */
export interface InboxStatement {
  bind(...values: unknown[]): InboxStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  run(): Promise<{ meta: { changes: number } }>;
}
export interface InboxDatabase {
  prepare(query: string): InboxStatement;
}

export type EnquiryRow = {
  id: number;
  reference: string;
  created_at: string;
  status: string;
  answered_by: string | null;
  answered_at: string | null;
  name: string;
  phone: string;
  email: string;
  service: string;
  country: string;
  mode: string;
  date: string;
  time: string;
  message: string;
  subject: string;
  /** Why the spam check could not vouch for it (migrations/0003), or null. */
  held_reason: string | null;
};

export type NoteRow = { author: string; created_at: string; body: string };

/** The filters of the list and the CSV, from the address's query; a value that is not one is ignored. */
export type Filters = { status: 'open' | 'answered' | ''; service: string; country: string; from: string; to: string };

const ID = /^[a-z0-9-]{1,80}$/;

export function filtersOf(query: URLSearchParams): Filters {
  const status = query.get('status');
  const id = (name: string) => {
    const value = query.get(name) ?? '';
    return ID.test(value) ? value : '';
  };
  const day = (name: string) => {
    const value = query.get(name) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  return { status: status === 'open' || status === 'answered' ? status : '', service: id('service'), country: id('country'), from: day('from'), to: day('to') };
}

/** The filters as a query string, the empty ones left out. */
export function filtersQuery(filters: Filters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The most enquiries one page or one CSV holds. */
export const LIST_LIMIT = 500;
/**
 * The most a CSV holds: more than a year of enquiries at the office's pace, and small enough for a
 * Worker's memory. Past it the file's last line says it was cut short.
 */
export const CSV_LIMIT = 20_000;

/** The enquiries that match, newest first, at most `limit` (one more is read to tell whether there are more). */
export async function listEnquiries(db: InboxDatabase, filters: Filters, timeZone: string, limit = LIST_LIMIT): Promise<{ rows: EnquiryRow[]; more: boolean }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (condition: string, value: string) => {
    where.push(condition);
    values.push(value);
  };
  if (filters.status) add('status = ?', filters.status);
  if (filters.service) add('service = ?', filters.service);
  if (filters.country) add('country = ?', filters.country);
  // The days are the office's: from its midnight at the start of `from` to its midnight after `to`.
  if (filters.from) add('created_at >= ?', new Date(instantAt(filters.from, 0, timeZone)).toISOString());
  if (filters.to) add('created_at < ?', new Date(instantAt(addDays(filters.to, 1), 0, timeZone)).toISOString());
  const sql = `SELECT * FROM enquiries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT ?`;
  const { results } = await db.prepare(sql).bind(...values, limit + 1).all<EnquiryRow>();
  return { rows: results.slice(0, limit), more: results.length > limit };
}


export async function enquiryByReference(db: InboxDatabase, reference: string): Promise<EnquiryRow | null> {
  return isReference(reference) ? db.prepare('SELECT * FROM enquiries WHERE reference = ?').bind(reference).first<EnquiryRow>() : null;
}

/** Who read which enquiries, and when (the table enquiry_reads): one row per enquiry read. */
export async function logReads(db: InboxDatabase, references: readonly string[], reader: string, now: Date): Promise<void> {
  // One statement per 30 references: D1 binds at most 100 values to a statement.
  for (let at = 0; at < references.length; at += 30) {
    const part = references.slice(at, at + 30);
    const rows = part.map(() => '(?, ?, ?)').join(', ');
    await db
      .prepare(`INSERT INTO enquiry_reads (reference, reader, read_at) VALUES ${rows}`)
      .bind(...part.flatMap((reference) => [reference, reader, now.toISOString()]))
      .run();
  }
}

/**
 * Marks an enquiry answered by `login`, unless it already is: the first reply's who and when are
 * kept, and the database's trigger (migrations/0002_inbox.sql) writes its reply time.
 */
export async function markAnswered(db: InboxDatabase, reference: string, login: string, now: Date): Promise<void> {
  await db.prepare("UPDATE enquiries SET status = 'answered', answered_by = ?, answered_at = ? WHERE reference = ? AND answered_at IS NULL").bind(login, now.toISOString(), reference).run();
}

export const NOTE_MAX = 4000;

export async function addNote(db: InboxDatabase, reference: string, author: string, body: string, now: Date): Promise<void> {
  await db.prepare('INSERT INTO enquiry_notes (enquiry_id, author, created_at, body) SELECT id, ?, ?, ? FROM enquiries WHERE reference = ?').bind(author, now.toISOString(), body, reference).run();
}

export async function notesOf(db: InboxDatabase, enquiryId: number): Promise<NoteRow[]> {
  return (await db.prepare('SELECT author, created_at, body FROM enquiry_notes WHERE enquiry_id = ? ORDER BY created_at, id').bind(enquiryId).all<NoteRow>()).results;
}

/** The first replies given since `since` (the figures' window). */
export async function replyTimesSince(db: InboxDatabase, since: Date): Promise<ReplyTime[]> {
  return (await db.prepare('SELECT created_at, answered_at FROM reply_times WHERE answered_at >= ?').bind(since.toISOString()).all<ReplyTime>()).results;
}

export async function openCreatedTimes(db: InboxDatabase): Promise<string[]> {
  return (await db.prepare("SELECT created_at FROM enquiries WHERE status = 'open'").all<{ created_at: string }>()).results.map((row) => row.created_at);
}
