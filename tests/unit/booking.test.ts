import {
  appointmentLines,
  appointmentSlots,
  bookingHref,
  bookingUrlProblem,
  directionsHref,
  minutesOf,
  nextOfficeDay,
  officeDaysText,
  officeHoursText,
  openingHoursSpecification,
  todayAt,
  validateAppointment,
  weekdayOf,
  type Office,
} from '@/lib/booking';
import { FIXTURE_DAY, loadContent, fixtureSite, problemsOf } from './content-fixture';
import { formatProblem } from '@/lib/content/problem';
import { fill } from '@/lib/fill-label';
import { consultationHref, contactHref, BOOK_ANCHOR } from '@/lib/present/site-links';
import { organizationJsonLd } from '@/lib/present/seo';
import { launchProblems } from '@/lib/content/launch';

const content = loadContent(process.cwd());
const site = content.site.data;
const words = content.labels.booking;
const weekdays: Office = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:30', closes: '13:00', timeZone: 'Asia/Karachi', slotMinutes: 60 };

describe('slots', () => {
  it('start at opening and each ends by closing time', () => {
    expect(appointmentSlots(weekdays)).toEqual(['09:30', '10:30', '11:30']);
    expect(appointmentSlots({ ...weekdays, slotMinutes: 30 })).toEqual(['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
  });

  it('from the site settings fall within office hours', () => {
    const slots = appointmentSlots(site.office);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]).toBe(site.office.opens);
    for (const slot of slots) expect(minutesOf(slot) + site.office.slotMinutes).toBeLessThanOrEqual(minutesOf(site.office.closes));
  });
});

describe('office days', () => {
  it('the earliest day offered is the next office day, never today or a day off', () => {
    expect(weekdayOf('2026-11-20')).toBe('fri');
    expect(nextOfficeDay(weekdays, '2026-11-19')).toBe('2026-11-20'); // Thursday → Friday
    expect(nextOfficeDay(weekdays, '2026-11-20')).toBe('2026-11-23'); // Friday → Monday, past the weekend
    expect(nextOfficeDay(weekdays, '2026-11-21')).toBe('2026-11-23'); // Saturday → Monday
    expect(nextOfficeDay({ days: ['sat'] }, '2026-12-31')).toBe('2027-01-02');
  });

  it("today is the office's date, not the visitor's", () => {
    // 20:00 UTC on 22 November is already 23 November in Islamabad (UTC+5).
    expect(todayAt('Asia/Karachi', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(todayAt('UTC', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-22');
  });

  const messages = { dateTooEarly: 'From {date}.', dateClosed: 'Closed {day}; open {days}.', timeInvalid: 'Pick a slot.' };
  const context = { office: weekdays, today: '2026-11-19', daysText: 'Monday to Friday', names: content.labels.booking.days };

  it('a day off is refused, naming the day and the office days', () => {
    expect(validateAppointment({ mode: '', date: '2026-11-21', time: '' }, context, messages)).toEqual({ date: `Closed ${words.days.sat}; open Monday to Friday.` });
  });

  it('today and earlier are refused, naming the earliest day; an office day and an offered slot pass', () => {
    expect(validateAppointment({ mode: '', date: '2026-11-19', time: '' }, context, messages).date).toBe('From Friday, 20 November 2026.');
    expect(validateAppointment({ mode: '', date: '2026-11-20', time: '10:30' }, context, messages)).toEqual({});
    expect(validateAppointment({ mode: '', date: '', time: '' }, context, messages)).toEqual({});
  });

  it('a time outside the slots is refused', () => {
    expect(validateAppointment({ mode: '', date: '', time: '13:00' }, context, messages)).toEqual({ time: 'Pick a slot.' });
  });

  it('bad office settings fail the build with one line each, naming the field', () => {
    const root = fixtureSite({
      'content/site.md': (text) => text.replace(/^office: .*$/m, 'office: { days: [mon, funday], opens: "18:00", closes: "09:00", timeZone: Asia/Lahore }'),
    });
    const problems = problemsOf(root);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/site\.md: office\.days\[1\]: /),
      expect.stringMatching(/^content\/site\.md: office\.timeZone: expected an IANA time zone/),
    ]);
    const reversed = fixtureSite({ 'content/site.md': (text) => text.replace(/^office: .*$/m, 'office: { days: [mon], opens: "18:00", closes: "09:00", timeZone: Asia/Karachi }') });
    expect(problemsOf(reversed)).toEqual(['content/site.md: office.closes: expected closes to be later than opens']);
  });

  it('the office-hours line comes from the days and hours', () => {
    const text = officeHoursText(site.office, words, FIXTURE_DAY);
    expect(text).toContain(site.office.opens);
    expect(text).toContain(site.office.closes);
    expect(officeDaysText(weekdays, words.days, words.dayRange)).toBe(fill(words.dayRange, { first: words.days.mon, last: words.days.fri }));
    expect(officeDaysText({ days: ['mon', 'wed'] }, words.days, words.dayRange)).toBe(`${words.days.mon}, ${words.days.wed}`);
  });
});

describe('the message advisers receive', () => {
  it('carries the mode, the day and the time with its zone; nothing when nothing was chosen', () => {
    const labels = { mode: 'Consultation', date: 'Preferred date', time: 'Preferred time' };
    expect(appointmentLines({ mode: 'phone', date: '2026-11-24', time: '11:00' }, labels, 'By phone', 'Pakistan Standard Time')).toEqual([
      'Consultation: By phone',
      'Preferred date: Tuesday, 24 November 2026',
      'Preferred time: 11:00 (Pakistan Standard Time)',
    ]);
    expect(appointmentLines({ mode: '', date: '', time: '' }, labels, undefined, 'PKT')).toEqual([]);
  });
});

describe('booking services', () => {
  it('Cal.com gets the topic as notes, Calendly as the first answer, Google Calendar the bare page', () => {
    expect(bookingHref({ provider: 'cal.com', url: 'https://cal.com/horizon/consultation' }, 'About: UK')).toBe('https://cal.com/horizon/consultation?notes=About%3A+UK');
    expect(bookingHref({ provider: 'calendly', url: 'https://calendly.com/horizon/30min?month=2026-11' }, 'About: UK')).toBe('https://calendly.com/horizon/30min?month=2026-11&a1=About%3A+UK');
    const google = 'https://calendar.google.com/calendar/appointments/schedules/AcZssZ1';
    expect(bookingHref({ provider: 'google-calendar', url: google }, 'About: UK')).toBe(google);
    expect(bookingHref({ provider: 'cal.com', url: 'https://cal.com/horizon/consultation' }, null)).toBe('https://cal.com/horizon/consultation');
  });

  it('each provider accepts only its own hosts, and a booking page rather than the home page', () => {
    expect(bookingUrlProblem({ provider: 'calendly', url: 'https://calendly.com/horizon/30min' })).toBeNull();
    expect(bookingUrlProblem({ provider: 'google-calendar', url: 'https://calendar.app.google/abc123' })).toBeNull();
    expect(bookingUrlProblem({ provider: 'calendly', url: 'https://cal.com/horizon' })).toMatch(/calendly\.com/);
    expect(bookingUrlProblem({ provider: 'cal.com', url: 'https://evil.example/cal.com/x' })).toMatch(/cal\.com/);
    expect(bookingUrlProblem({ provider: 'cal.com', url: 'https://cal.com/' })).toMatch(/not the home page/);
  });

  it('a booking URL on the wrong host fails the build with one line naming the field', () => {
    const root = fixtureSite({ 'content/site.md': (text) => text.replace('whatsappButton:', 'booking: { provider: calendly, url: https://cal.com/fixture/intro }\nwhatsappButton:') });
    const problems = problemsOf(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/site\.md: booking\.url: expected an https:\/\/ address on calendly\.com/);
  });

  it('with a booking service set, consultation buttons open it with the service and country; without, the form', () => {
    const root = fixtureSite({ 'content/site.md': (text) => text.replace('whatsappButton:', 'booking: { provider: cal.com, url: https://cal.com/fixture/intro }\nwhatsappButton:') });
    const fixture = loadContent(root);
    const note = fixture.labels.booking.note;
    const href = consultationHref(fixture.site.data, { country: 'uk', service: 'visit-visa' }, { country: 'United Kingdom', service: 'Visit visa', note });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://cal.com/fixture/intro');
    expect(url.searchParams.get('notes')).toBe(fill(note, { topic: 'Visit visa, United Kingdom' }));
    expect(consultationHref(site, { country: 'uk' }, { country: 'United Kingdom', note })).toBe(contactHref({ country: 'uk' }, BOOK_ANCHOR));
    expect(contactHref({ country: 'uk' }, BOOK_ANCHOR)).toBe('/contact?country=uk#book');
  });
});

describe('the office on a map and in structured data', () => {
  it('the directions link carries the coordinates', () => {
    expect(directionsHref({ latitude: 33.7077, longitude: 73.0498 })).toBe('https://www.google.com/maps/dir/?api=1&destination=33.7077,73.0498');
  });

  it('the organisation has its geo position and opening hours from site settings', () => {
    const geo = site.geo;
    if (!geo) throw new Error('content/site.md has no geo');
    const ld = organizationJsonLd(site, { testimonials: content.testimonials, trust: content.labels.trust });
    expect(ld['@type']).toContain('LocalBusiness');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude });
    expect(ld.openingHoursSpecification).toEqual(openingHoursSpecification(site.office));
    const [spec] = openingHoursSpecification(weekdays);
    expect(spec).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
      opens: '09:30',
      closes: '13:00',
    });
  });

  it('sample coordinates are listed before launch', () => {
    const root = fixtureSite({ 'content/site.md': (text) => text.replace('whatsappButton:', 'geo: { latitude: 33.7, longitude: 73.0, sample: true }\nwhatsappButton:') });
    expect(launchProblems(loadContent(root), { enquiryEndpoint: 'https://forms.example/f' }).map(formatProblem).filter((line) => line.includes('geo'))).toEqual([
      expect.stringMatching(/^content\/site\.md: geo: is marked `sample: true`/),
    ]);
  });
});
