/** content/site.md: the consultancy's own facts, contact details, office hours and menus. */
import { z } from 'zod';
import { APPOINTMENT_MODES, BOOKING_PROVIDERS, bookingUrlProblem, minutesOf, WEEKDAYS } from '../../booking';
import { fileCollection } from './define';
import type { Entry } from '../entry';
import { href, image, link, text } from './shared';
import { httpsOrigin, isOneLine, MAX_SITE_NAME, notOneLine, siteNameTooLong } from '../guards';
import { credentialSchema } from '../credentials';
import { claims, resolveClaims } from '../claims';

// ---------------------------------------------------------------------------------------------
// content/site.md: the one place for consultancy-wide facts and navigation.

const navItem = z.union([
  z.strictObject({ label: text, href }),
  z.strictObject({
    label: text,
    menu: z.enum(['services', 'countries']),
    /** Links listed after the menu's entries, such as the country comparison. */
    links: z.array(link).default([]),
  }),
]);

const footerItem = z.union([
  z.strictObject({ label: text, href }),
  z.strictObject({ label: text }),
]);

/** A 24-hour clock time such as 09:30. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time such as 10:00');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const siteSchema = z.strictObject({
  // A line break first and alone: it is the mistake to mend, whatever the length.
  name: text.refine(isOneLine, { message: notOneLine, abort: true }).max(MAX_SITE_NAME, siteNameTooLong),
  shortName: text,
  tagline: text,
  url: httpsOrigin,
  logo: image,
  contact: z.strictObject({
    email: z.string().regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'expected an e-mail address'),
    phone: z.string().regex(/^\+[0-9]{8,15}$/, 'expected an international number such as +923001234567'),
    phoneDisplay: text,
    whatsapp: z.string().regex(/^[0-9]{8,15}$/, 'expected digits only with country code, e.g. 923001234567'),
    address: z.strictObject({
      street: text,
      city: text,
      region: text,
      country: text,
      postalCode: text.optional(),
    }),
  }),
  /** Office days and hours: the hours line, the slots the enquiry form offers, structured data. */
  office: z
    .strictObject({
      days: z.array(z.enum(WEEKDAYS)).min(1, 'expected at least one office day'),
      opens: clockTime,
      closes: clockTime,
      timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone such as Asia/Karachi'),
      /** The length of one consultation slot, in minutes. */
      slotMinutes: z.number().int().min(15).max(240).default(60),
    })
    .refine((office) => minutesOf(office.opens) < minutesOf(office.closes), { message: 'expected closes to be later than opens', path: ['closes'] }),
  /** How a consultation can take place; each mode's words are in content/labels.md (booking.modes). */
  appointmentModes: z.array(z.enum(APPOINTMENT_MODES)).min(1).default([...APPOINTMENT_MODES]),
  /** A booking service: when set, every "Book" button opens it instead of the enquiry form. */
  booking: z
    .strictObject({ provider: z.enum(BOOKING_PROVIDERS), url: href })
    .superRefine((booking, context) => {
      const problem = bookingUrlProblem(booking);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['url'] });
    })
    .optional(),
  /** Enquiries to our own endpoint (workers/enquiries/): how long they are kept, who may read them, the spam check. */
  enquiries: z.strictObject({
    /** Days a family's enquiry is kept; the form's sentence and the endpoint's daily deletion read it. */
    retentionDays: z.number().int().min(30, 'expected at least 30 days, so that an enquiry can be answered').max(3650, 'expected at most 3650 days (ten years)'),
    /** GitHub accounts admitted to /inbox besides the repository's collaborators. */
    advisers: z.array(z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$/, 'expected a GitHub user name such as ayesha-horizon')).default([]),
    /** Cloudflare Turnstile: its public site key; leave it out to keep the check off. */
    turnstile: z.strictObject({ siteKey: z.string().regex(/^[0-9A-Za-z_-]{10,100}$/, 'expected a Turnstile site key such as 0x4AAAAAAA…') }).optional(),
  }),
  /** The office on a map: the "Get directions" link and the structured data's geo position. */
  geo: z
    .strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      /** Marks coordinates that stand in for the real ones (listed before launch). */
      sample: z.boolean().optional(),
    })
    .optional(),
  /**
   * Registrations and accreditations of the consultancy, each with its identifier and the issuer's
   * register, shown only when filled in. Never write placeholders.
   */
  credentials: z.array(credentialSchema('firm')).default([]).describe("The consultancy's registrations and accreditations, each checkable on the issuer's own register."),
  partnerLogos: z.array(z.strictObject({ name: text, src: image.shape.src, href: href.optional() })).default([]),
  social: z.array(link),
  /** The WhatsApp button on every page: its label and the message it starts. */
  whatsappButton: z.strictObject({ label: text, message: text }),
  /** The year the consultancy was founded: the footer's copyright and the structured data. */
  founded: z.number().int().min(1900).max(2100),
  claims: claims.describe('Marketing claims, stated once; badges and cards name them with claim: and show {claim}.'),
  nav: z.array(navItem).min(1),
  footer: z.strictObject({
    blurb: text,
    columns: z
      .array(
        z.strictObject({
          heading: text,
          items: z.array(footerItem).default([]),
          /** Append every country whose file says `footer: true`. */
          countries: z.boolean().default(false),
        }),
      )
      .min(1),
  }),
  placeholderImages: z.array(image.shape.src).min(1),
});

/** The site's settings on a day: a claim counted from the founding year ("years of guidance") is counted on it. */
export type Site = Omit<z.infer<typeof siteSchema>, 'claims'> & { claims: ReturnType<typeof resolveClaims> };

export const site = fileCollection({
  key: 'site',
  file: 'content/site.md',
  schema: siteSchema,
  description: 'The consultancy: name, contact details, office hours, menus, footer and trust details.',
  cms: { name: 'site', label: 'Site settings (name, contact details, menus)' },
  // The resolve pass: claims counted on the load's day.
  resolve: (entry, day): Entry<Site> => ({ ...entry, data: { ...entry.data, claims: resolveClaims(entry.data.claims, entry.data.founded, day) } }),
  // Every `{{claim:name}}` of every file (this one's included) reads these, in the edition's words.
  claimsOf: (entry) => entry.data.claims,
  value: (entry) => entry,
});
