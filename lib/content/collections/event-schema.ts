/**
 * What an event file holds (content/events/<event>.md). Times are Pakistan's, written with the
 * offset Pakistan's clocks had that day (`2027-01-16T15:00+05:00`; `+06:00` in the summer time of
 * 2008 and 2009), so a calendar shows each visitor the right hour.
 */
import { z } from 'zod';
import { countryId, href, text, textList } from './shared';
import { currencyCode } from '../figures';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';
import { isCalendarDay } from '../fields/primitives';

/** The zone the consultancy's events happen in: their times are written in it, and shown in it. */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';
/** Pakistan's offset today, the example every message gives. */
export const PAKISTAN_OFFSET = '+05:00';

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(Z|[+-]\d{2}:\d{2})?$/;

const offsetNames = new Intl.DateTimeFormat('en-GB', { timeZone: PAKISTAN_TIME_ZONE, timeZoneName: 'longOffset' });

/** Pakistan's offset at an instant, as written in a time (`+05:00`), from the ICU zone data Node carries. */
export function pakistanOffsetAt(instant: number): string {
  const name = offsetNames.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // `GMT+05:00`, or a bare `GMT` for an offset of zero.
  return name === 'GMT' ? '+00:00' : name.replace(/^GMT/, '');
}

/** Minutes east of UTC of a written offset (`+05:00` → 300). */
const offsetMinutes = (offset: string) => (offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))));

/**
 * The offset Pakistan's clocks showed at a local time (`2008-07-01T15:00`), or null when no clock
 * there showed it (the hour skipped when summer time began). Each offset the zone has used near
 * that day is tried: the right one gives an instant at which Pakistan had that very offset.
 */
export function pakistanOffsetOf(localTime: string): string | null {
  const wall = Date.parse(`${localTime}Z`);
  const day = 24 * 60 * 60 * 1000;
  const candidates = new Set([pakistanOffsetAt(wall - day), pakistanOffsetAt(wall), pakistanOffsetAt(wall + day)]);
  for (const offset of candidates) if (pakistanOffsetAt(wall - offsetMinutes(offset) * 60_000) === offset) return offset;
  return null;
}

/** Whether an offset of a day is ahead of the one Pakistan kept that January: its summer time. */
const isSummerTime = (day: string, offset: string) => offsetMinutes(offset) > offsetMinutes(pakistanOffsetAt(Date.parse(`${day.slice(0, 4)}-01-15T12:00Z`)));

/** Whether a value is a real date and time written with the offset Pakistan had then. */
function isPakistanTime(value: string): boolean {
  const match = LOCAL_TIME.exec(value);
  return Boolean(match?.[1] && isCalendarDay(match[1]) && match[5] && match[5] !== 'Z' && pakistanOffsetAt(Date.parse(value)) === match[5]);
}

/** A date and time in Pakistan, written with its offset: `2027-01-16T15:00+05:00`. */
export const pakistanTime = z
  .string()
  .superRefine((value, context) => {
    const match = LOCAL_TIME.exec(value);
    if (!match?.[1] || !isCalendarDay(match[1])) {
      context.addIssue({ code: 'custom', message: `expected a real date and time written 2027-01-16T15:00${PAKISTAN_OFFSET}, got "${value}"` });
      return;
    }
    if (match[5] === undefined) {
      context.addIssue({ code: 'custom', message: `"${value}" has no zone; write Pakistan's time with ${PAKISTAN_OFFSET}, as in 2027-01-16T15:00${PAKISTAN_OFFSET}` });
      return;
    }
    if (isPakistanTime(value)) return;
    const local = value.slice(0, value.length - match[5].length);
    const offset = pakistanOffsetOf(local);
    if (offset === null) context.addIssue({ code: 'custom', message: `"${value}": no clock in Pakistan showed ${local.slice(11)} on ${match[1]} (the clocks went forward that night); choose another time` });
    else if (offset === PAKISTAN_OFFSET) context.addIssue({ code: 'custom', message: `"${value}" is not in Pakistan's time; write the local time with ${PAKISTAN_OFFSET}` });
    // Before 1907 the zone has Karachi's mean solar time (+04:28:12), which no ±HH:MM can write: the events' window refuses such a day (eventDateProblems).
    else if (/^[+-]\d{2}:\d{2}$/.test(offset)) context.addIssue({ code: 'custom', message: `"${value}" is not in Pakistan's time: on ${match[1]} Pakistan's clocks were at ${offset}${isSummerTime(match[1], offset) ? ' (summer time)' : ''}; write ${local}${offset}` });
  })
  .meta({ asWritten: true })
  .describe(`A date and time in Pakistan, written 2027-01-16T15:00${PAKISTAN_OFFSET} (+06:00 on a day Pakistan kept summer time).`);

export const eventStatus = z.enum(['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved-online']);

export const eventSchema = z
  .strictObject({
    title: text.max(MAX_TITLE, titleTooLong),
    description: text.max(MAX_DESCRIPTION, descriptionTooLong).describe('One or two sentences for the events list and search results.'),
    sample: z.boolean().default(false).describe('On while the event is a sample; a production build refuses it.'),
    status: eventStatus.default('scheduled').describe('scheduled, or cancelled, postponed, rescheduled, moved-online once it changes.'),
    start: pakistanTime,
    end: pakistanTime,
    attendance: z.enum(['in-person', 'online']),
    venue: z
      .strictObject({
        name: text,
        address: text,
        city: text,
        map: href.describe('A map of the venue: an https:// link.'),
      })
      .optional()
      .describe('Where it happens, for an event in person.'),
    online: z.strictObject({ platform: text, href: href.describe('Where to join: an https:// link, sent to those who register.') }).optional().describe('How to join, for an online event.'),
    destinations: z.array(countryId).min(1).describe('The countries it is about: file names of content/countries.'),
    universities: textList(0).default([]).describe('The universities attending, by name.'),
    price: z.strictObject({ amount: z.number().positive(), currency: currencyCode }).optional().describe('What a seat costs; leave it out for a free event.'),
    registration: text.describe('How to register, in a sentence or two.'),
  })
  .superRefine((event, context) => {
    if (isPakistanTime(event.start) && isPakistanTime(event.end) && Date.parse(event.end) <= Date.parse(event.start)) context.addIssue({ code: 'custom', path: ['end'], message: `${event.end} is not after the start (${event.start})` });
    if (event.attendance === 'in-person' && !event.venue) context.addIssue({ code: 'custom', path: ['venue'], message: 'missing: an event in person needs its venue (name, address, city, map)' });
    if (event.attendance === 'online' && !event.online) context.addIssue({ code: 'custom', path: ['online'], message: 'missing: an online event needs its platform and the link to join' });
    if (event.attendance === 'online' && event.venue) context.addIssue({ code: 'custom', path: ['venue'], message: 'an online event has no venue; remove it, or set attendance: in-person' });
    if (event.attendance === 'in-person' && event.online) context.addIssue({ code: 'custom', path: ['online'], message: 'an event in person has no online link; remove it, or set attendance: online' });
  });

export type EventData = z.infer<typeof eventSchema>;
/** An event as pages read it: its fields, and its page's address (`/events/<file name>`). */
export type SiteEvent = EventData & { route: string };

/** The folder of event pages; each page's address is this and its file name. */
export const EVENTS_PATH = '/events';

// Typed here, not inferred: its outputs read the whole site content, whose type is built from this registry.
