/**
 * Consultations and the office: the days and hours in site settings become the slots the enquiry
 * form offers, the office-hours line, the opening hours in structured data, and the next day a
 * visitor may ask for. A booking service named in site settings takes the "Book" buttons instead.
 * Pure functions, safe in the browser (the enquiry form uses them).
 */
import { addDays, fill } from './fill-label';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const APPOINTMENT_MODES = ['in-person', 'phone', 'video'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];
export const BOOKING_PROVIDERS = ['cal.com', 'calendly', 'google-calendar'] as const;
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number];

export type Office = { days: Weekday[]; opens: string; closes: string; timeZone: string; slotMinutes: number };
export type Booking = { provider: BookingProvider; url: string };
export type Geo = { latitude: number; longitude: number };

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start of every slot that ends by closing time, e.g. 10:00 … 17:00 for 10:00–18:00 in hours. */
export function appointmentSlots(office: Pick<Office, 'opens' | 'closes' | 'slotMinutes'>): string[] {
  const slots: string[] = [];
  for (let start = minutesOf(office.opens); start + office.slotMinutes <= minutesOf(office.closes); start += office.slotMinutes) slots.push(clock(start));
  return slots;
}

/** The weekday of a YYYY-MM-DD day, as written in site settings. */
export function weekdayOf(isoDay: string): Weekday {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'mon';
}

/** Today's date (YYYY-MM-DD) where the office is, not where the visitor or the build is; `now` is the caller's clock (the visitor's, in the browser). */
export function todayAt(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first office day after `today`: the earliest day a visitor may ask for. */
export function nextOfficeDay(office: Pick<Office, 'days'>, today: string): string {
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = addDays(today, ahead);
    if (office.days.includes(weekdayOf(day))) return day;
  }
  return addDays(today, 1); // unreachable: the schema asks for at least one office day
}

export type DayNames = Record<Weekday, string>;

/** "Monday to Saturday" for consecutive days, otherwise "Monday, Wednesday, Friday". */
export function officeDaysText(office: Pick<Office, 'days'>, names: DayNames, range: string): string {
  const days = WEEKDAYS.filter((day) => office.days.includes(day));
  const first = days[0];
  const last = days[days.length - 1];
  const consecutive = days.length > 2 && first !== undefined && last !== undefined && WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) === days.length - 1;
  if (consecutive) return fill(range, { first: names[first], last: names[last] });
  return days.map((day) => names[day]).join(', ');
}

/** The time zone's own name on a day, e.g. "Pakistan Standard Time" for Asia/Karachi (a zone with summer time has two). */
export function timeZoneName(timeZone: string, day: string): string {
  const now = new Date(`${day}T00:00:00Z`);
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(now).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export type OfficeWords = { days: DayNames; dayRange: string; hours: string };

/** The office-hours line on a day (the build day), e.g. "Monday to Saturday, 10:00 to 18:00 (Pakistan Standard Time)". */
export function officeHoursText(office: Office, words: OfficeWords, day: string): string {
  return fill(words.hours, { days: officeDaysText(office, words.days, words.dayRange), opens: office.opens, closes: office.closes, zone: timeZoneName(office.timeZone, day) });
}

/** "Tuesday, 25 November 2026" for "2026-11-25". */
export function formatDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export type AppointmentValues = { mode: string; date: string; time: string };
export type AppointmentMessages = { dateTooEarly: string; dateClosed: string; timeInvalid: string };

/**
 * The appointment fields are optional; what is given must be an office day from the next one on
 * and a slot the form offers. The messages come from content, with `{date}`, `{day}` and `{days}`.
 */
export function validateAppointment(
  values: AppointmentValues,
  context: { office: Office; today: string; daysText: string; names: DayNames },
  messages: AppointmentMessages,
): { date?: string; time?: string } {
  const errors: { date?: string; time?: string } = {};
  const earliest = nextOfficeDay(context.office, context.today);
  if (values.date) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || values.date < earliest) errors.date = fill(messages.dateTooEarly, { date: formatDay(earliest) });
    else if (!context.office.days.includes(weekdayOf(values.date))) errors.date = fill(messages.dateClosed, { day: context.names[weekdayOf(values.date)], days: context.daysText });
  }
  if (values.time && !appointmentSlots(context.office).includes(values.time)) errors.time = messages.timeInvalid;
  return errors;
}

/** The appointment lines of the message an adviser receives; none when nothing was chosen. */
export function appointmentLines(values: AppointmentValues, words: { mode: string; date: string; time: string }, modeLabel: string | undefined, zone: string): string[] {
  return [
    modeLabel ? `${words.mode}: ${modeLabel}` : null,
    values.date ? `${words.date}: ${formatDay(values.date)}` : null,
    values.time ? `${words.time}: ${values.time} (${zone})` : null,
  ].filter((line): line is string => line !== null);
}

/**
 * The hosts each booking service serves its booking pages from. Cal.com: cal.com (and cal.eu for
 * its EU data region); Calendly: calendly.com; Google Calendar appointment schedules:
 * calendar.google.com and its calendar.app.google short links.
 */
export const BOOKING_HOSTS: Record<BookingProvider, string[]> = {
  'cal.com': ['cal.com', 'app.cal.com', 'cal.eu'],
  calendly: ['calendly.com'],
  'google-calendar': ['calendar.google.com', 'calendar.app.google'],
};

/** Why a booking URL does not belong to its provider, or null. */
export function bookingUrlProblem(booking: Booking): string | null {
  let url: URL;
  try {
    url = new URL(booking.url);
  } catch {
    return `expected an https:// address, got "${booking.url}"`;
  }
  const hosts = BOOKING_HOSTS[booking.provider];
  if (url.protocol !== 'https:' || !hosts.includes(url.hostname)) return `expected an https:// address on ${hosts.join(' or ')} for provider ${booking.provider}, got "${booking.url}"`;
  if (url.pathname.replace(/\/+$/, '') === '') return `expected the address of the booking page itself, not the home page of ${url.hostname}`;
  return null;
}

/**
 * The booking page, with what the visitor was reading carried along where the service accepts it:
 * Cal.com prefills its "Additional notes" question from `notes` (cal.com/help, "Pre-fill
 * fields/questions"); Calendly prefills the answer to the event's first custom question from `a1`
 * (help.calendly.com, "How to pre-fill invitee information"). Google Calendar appointment pages
 * document no prefill, so they get the bare address.
 */
export function bookingHref(booking: Booking, note: string | null): string {
  if (!note || booking.provider === 'google-calendar') return booking.url;
  const url = new URL(booking.url);
  url.searchParams.set(booking.provider === 'cal.com' ? 'notes' : 'a1', note);
  return url.toString();
}

/** Directions from wherever the visitor is, in Google Maps (no API key, no script on our page). */
export function directionsHref(geo: Geo): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`;
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** schema.org's opening hours for the office: one specification for its days and hours. */
export function openingHoursSpecification(office: Office): Record<string, unknown>[] {
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEKDAYS.filter((day) => office.days.includes(day)).map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
      opens: office.opens,
      closes: office.closes,
    },
  ];
}
