/**
 * The inbox's figures and CSV, as pure functions (workers/enquiries/src/inbox/figures.ts, csv.ts):
 * the percentile definitions, working time across weekends, closed days, time zones and a clock
 * change, and CSV quoting with formula-like cells made inert.
 */
import { csv, csvField, inertCell } from '@/workers/enquiries/src/inbox/csv';
import { instantAt, median, olderThanOneWorkingDay, percentile, replyTimeFigures, workingMsBetween, type OfficeHours } from '@/workers/enquiries/src/inbox/figures';

const HOUR = 3_600_000;
const karachi: OfficeHours = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '17:00', timeZone: 'Asia/Karachi' };
const at = (iso: string) => new Date(iso);

describe('median and 90th percentile', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('takes the nearest rank: the smallest value with at least p% at or below it', () => {
    expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
    expect(percentile([1, 2, 3], 90)).toBe(3);
    expect(percentile([4], 90)).toBe(4);
    expect(percentile([], 90)).toBeNull();
  });

  it('measures each reply from the enquiry to the first reply, in clock time', () => {
    const replies = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((hours) => ({ created_at: '2026-11-02T00:00:00.000Z', answered_at: new Date(Date.parse('2026-11-02T00:00:00.000Z') + hours * HOUR).toISOString() }));
    expect(replyTimeFigures(replies)).toEqual({ count: 10, median: 5.5 * HOUR, p90: 9 * HOUR });
    expect(replyTimeFigures([])).toEqual({ count: 0, median: null, p90: null });
  });
});

describe("working time, in the office's hours and time zone", () => {
  it('counts only office hours, skipping the weekend', () => {
    // Friday 16:00 in Karachi (11:00 UTC) to Monday 10:00 (05:00 UTC): an hour each side.
    expect(workingMsBetween(at('2026-11-27T11:00:00Z'), at('2026-11-30T05:00:00Z'), karachi)).toBe(2 * HOUR);
    // Within one day, before opening and after closing count nothing.
    expect(workingMsBetween(at('2026-11-30T02:00:00Z'), at('2026-11-30T13:00:00Z'), karachi)).toBe(8 * HOUR);
    expect(workingMsBetween(at('2026-11-30T13:00:00Z'), at('2026-11-30T12:00:00Z'), karachi)).toBe(0);
  });

  it('calls an enquiry overdue once more than one working day has passed', () => {
    const friday = at('2026-11-27T11:00:00Z'); // Friday 16:00 in Karachi
    expect(olderThanOneWorkingDay(friday, at('2026-11-30T11:00:00Z'), karachi)).toBe(false); // Monday 16:00: exactly one day
    expect(olderThanOneWorkingDay(friday, at('2026-11-30T11:01:00Z'), karachi)).toBe(true);
    // Sent on Saturday: nothing counts until Monday opens, and Monday's close is one working day.
    const saturday = at('2026-11-28T06:00:00Z');
    expect(olderThanOneWorkingDay(saturday, at('2026-11-30T12:00:00Z'), karachi)).toBe(false);
    expect(olderThanOneWorkingDay(saturday, at('2026-12-01T04:01:00Z'), karachi)).toBe(true);
    // A year-old enquiry, counted quickly.
    expect(olderThanOneWorkingDay(at('2025-11-27T11:00:00Z'), at('2026-11-30T11:00:00Z'), karachi)).toBe(true);
  });

  it("keeps the office's closed days, and Saturday when it is open", () => {
    const sixDays = { ...karachi, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] };
    expect(workingMsBetween(at('2026-11-27T11:00:00Z'), at('2026-11-30T05:00:00Z'), sixDays)).toBe(10 * HOUR);
    const closedWednesday = { ...karachi, days: ['mon', 'tue', 'thu', 'fri'] };
    expect(workingMsBetween(at('2026-12-01T11:00:00Z'), at('2026-12-03T05:00:00Z'), closedWednesday)).toBe(2 * HOUR);
  });

  it("reads the day where the office is: 20:00 UTC on Friday is already Saturday in Karachi", () => {
    expect(workingMsBetween(at('2026-11-27T20:00:00Z'), at('2026-11-30T05:00:00Z'), karachi)).toBe(1 * HOUR);
  });

  it('follows a clock change: London opens at 09:00 GMT before it, 09:00 BST (08:00 UTC) after', () => {
    const london: OfficeHours = { ...karachi, timeZone: 'Europe/London' };
    expect(instantAt('2026-03-27', 9 * 60, 'Europe/London')).toBe(Date.parse('2026-03-27T09:00:00Z'));
    expect(instantAt('2026-03-30', 9 * 60, 'Europe/London')).toBe(Date.parse('2026-03-30T08:00:00Z'));
    // Friday 16:00 GMT to Monday 09:30 BST: an hour and a half.
    expect(workingMsBetween(at('2026-03-27T16:00:00Z'), at('2026-03-30T08:30:00Z'), london)).toBe(1.5 * HOUR);
  });
});

describe('CSV', () => {
  it('makes cells a spreadsheet would run as a formula inert', () => {
    for (const cell of ['=1+1', '+92 300', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(inertCell(cell)).toBe(`'${cell}`);
    for (const cell of ['Ayesha', '0300-1234567', 'a=b', '']) expect(inertCell(cell)).toBe(cell);
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csv([['a', 'b'], ['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });
});
