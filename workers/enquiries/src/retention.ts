/**
 * Personal data is kept `settings.retentionDays` days (content/site.md, enquiries.retentionDays; the
 * form says so): the cron trigger in wrangler.jsonc runs this once a day (index.ts, `scheduled`).
 * It deletes the enquiries older than that, and with them their notes (enquiry_notes: ON DELETE
 * CASCADE, which D1 enforces, as SQLite's `PRAGMA foreign_keys = on` does). Nothing else is touched:
 * the read log (enquiry_reads, by reference) and the reply-time figures keep no personal data.
 */
import type { D1Database } from './d1';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes every enquiry created more than `retentionDays` days before `now`; answers how many went. */
export async function deleteExpiredEnquiries(db: D1Database, now: Date, retentionDays: number): Promise<{ deleted: number; before: string }> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  // Counted by what it returns: D1's count of changes includes the notes deleted with them.
  const { results } = await db.prepare('DELETE FROM enquiries WHERE created_at < ? RETURNING id').bind(before).all();
  console.log(`retention: deleted ${results.length} enquiries created before ${before} (kept ${retentionDays} days)`);
  return { deleted: results.length, before };
}
