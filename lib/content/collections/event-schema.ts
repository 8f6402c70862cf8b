/**
 * What an event file holds (content/events/<event>.md). Times are Pakistan's, written with their
 * zone (`2027-01-16T15:00+05:00`), so a calendar shows each visitor the right hour.
 */
import { z } from 'zod';
import { countryId, href, text, textList } from './shared';
import { currencyCode } from '../figures';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';
import { isCalendarDay } from './primitives';

/** Pakistan's offset: the consultancy's events happen in its time (Asia/Karachi has no summer time). */
export const PAKISTAN_OFFSET = '+05:00';

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether a value is a real date and time written with Pakistan's offset. */
function isPakistanTime(value: string): boolean {
  const match = LOCAL_TIME.exec(value);
  return Boolean(match?.[1] && isCalendarDay(match[1]) && match[5] === PAKISTAN_OFFSET);
}

/** A date and time in Pakistan, written with its zone: `2027-01-16T15:00+05:00`. */
export const pakistanTime = z
  .string()
  .superRefine((value, context) => {
    const match = LOCAL_TIME.exec(value);
    if (!match?.[1] || !isCalendarDay(match[1])) {
      context.addIssue({ code: 'custom', message: `expected a real date and time written 2027-01-16T15:00+05:00, got "${value}"` });
    } else if (match[5] === undefined) {
      context.addIssue({ code: 'custom', message: `"${value}" has no zone; write Pakistan's time with +05:00, as in 2027-01-16T15:00+05:00` });
    } else if (match[5] !== PAKISTAN_OFFSET) {
      context.addIssue({ code: 'custom', message: `"${value}" is not in Pakistan's time; write the local time with +05:00` });
    }
  })
  .meta({ asWritten: true })
  .describe('A date and time in Pakistan, written 2027-01-16T15:00+05:00.');

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
