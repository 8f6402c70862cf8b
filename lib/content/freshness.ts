import type { SiteContent } from './load';

/** Visa fees change; a record whose figures were checked longer ago than this gets a build warning. */
export const VISA_RECORD_MAX_AGE_MONTHS = 6;

export function staleVisaRecords(content: SiteContent, today: Date): string[] {
  const limit = new Date(today);
  limit.setMonth(limit.getMonth() - VISA_RECORD_MAX_AGE_MONTHS);
  const cutoff = limit.toISOString().slice(0, 10);
  return [...content.visitVisas, ...content.workVisas]
    .filter((record) => record.data.lastChecked < cutoff)
    .map(
      (record) =>
        `${record.file}: lastChecked: ${record.data.lastChecked} is more than ${VISA_RECORD_MAX_AGE_MONTHS} months old; re-check the fees against ${record.data.source.href}`,
    );
}
