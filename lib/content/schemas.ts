/**
 * One schema per content collection: the single source of truth for what an editor may write in
 * `content/`. Types used by templates are inferred from these, so a template can never read a
 * field the schema does not promise.
 */
import { z } from 'zod';
import { iconNames } from './icons';
import { figureName, figureNamed, figures, money, withFigureReferences, type Figure } from './figures';
import { foreignCurrency } from './rupees';
import { APPOINTMENT_MODES, BOOKING_PROVIDERS, bookingUrlProblem, minutesOf, WEEKDAYS } from '../booking';
import { descriptionTooLong, httpsOrigin, imageSrc, MAX_DESCRIPTION, MAX_TITLE, rupeeRate, titleTooLong } from './guards';

/** A flat site path such as `/ukStudyAbroad`: the spec's routes have exactly one segment. */
export const routePath = z
  .string()
  .regex(/^\/[A-Za-z0-9-]+$/, 'expected a one-segment path such as /ukStudyAbroad')
  .describe('The page address: a slash and one word, such as /ukStudyAbroad.');

/**
 * A link target: a site path (optionally with query or #anchor), an absolute URL, tel: or mailto:.
 * Every field that holds a link is this type: its `link` mark is how the cross-file check in
 * load.ts finds them all (lib/content/walk.ts), so a site path to no page fails the build.
 */
export const href = z
  .string()
  .regex(
    /^(\/(?!\/)[A-Za-z0-9\-/]*([?#].*)?|#[A-Za-z0-9-]+|https?:\/\/\S+|tel:\+?[0-9]+|mailto:\S+)$/,
    'expected a site path (/contact), an https:// URL, tel: or mailto: link',
  )
  .meta({ link: true });

const text = z.string().trim().min(1, 'expected non-empty text');
/** Markdown prose in a field: rendered like a body, and its links are checked like a body's. */
const markdownText = text.meta({ markdown: true });
/** The id of a testimonial in content/testimonials.md; the load checks that it exists. */
const testimonialId = text.meta({ testimonial: true });
/** Text in which the code puts a figure it owns (a limit, a wait) where `{name}` stands. */
const withPlaceholder = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), `expected text containing {${name}}, where the figure goes`);
const textList = (min = 1) => z.array(text).min(min, `expected at least ${min} item(s)`);

export const icon = z.enum(iconNames);

/**
 * A picture: a file under public/images/ (`/images/...`). Photographs (JPEG, PNG, WebP) are sized
 * from the file; width and height only shape SVGs.
 */
export const image = z.strictObject({
  src: imageSrc,
  alt: z.string().describe('What the picture shows, for people who cannot see it. Leave empty only with decorative.'),
  /** Adds nothing a reader needs: alt stays empty. Without it the build asks for alt text. */
  decorative: z.boolean().optional().describe('The picture adds nothing a reader needs; its alt text stays empty.'),
  /** A drawing standing in until staff add a photograph. */
  illustration: z.boolean().optional().describe('A drawing standing in until staff add a photograph.'),
  width: z.number().int().positive().optional().describe('Only for SVG drawings: photographs are sized from the file.'),
  height: z.number().int().positive().optional().describe('Only for SVG drawings: photographs are sized from the file.'),
});

export const link = z.strictObject({ label: text, href });

/** Today's date as YYYY-MM-DD (UTC), the latest date a record of something done can carry. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A calendar date that has happened, written YYYY-MM-DD. YAML is read without timestamps (see
 * parse.ts), so this sees exactly what the editor typed: `2024-13-45` is refused, not rolled over.
 */
export const isoDate = z.string().superRefine((value, context) => {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = /^\d{4}-\d{2}-\d{2}$/.test(value) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) context.addIssue({ code: 'custom', message: `expected a real date written YYYY-MM-DD, got "${value}"` });
  else if (value > today()) context.addIssue({ code: 'custom', message: `${value} is in the future; record only dates that have passed` });
});

// ---------------------------------------------------------------------------------------------
// Shared building blocks (spec §3)

/** A stat card: a figure named from the file's `figures:` map, with its label. */
export const stat = z.strictObject({ figure: figureName.describe('The name of a figure in this file\'s figures, such as tuition.'), label: text, icon: icon.optional() });
export const benefit = z.strictObject({ title: text, description: text, icon: icon.optional() });
export const faqItem = z.strictObject({ question: text, answer: text });
export const processStep = z.strictObject({ title: text, description: text });
export const university = z.strictObject({
  name: text,
  ranking: text,
  specialties: textList(),
  description: text,
  image: image.optional(),
});
export const galleryImage = z.strictObject({
  src: image.shape.src,
  alt: text,
  /** Tried when src fails, before the random placeholder. */
  fallback: image.shape.src.optional().describe('Shown when src cannot be loaded, before a placeholder.'),
  illustration: image.shape.illustration,
});

/** A call-to-action button: what it does is a named action, resolved by the template. */
export const ctaAction = z.enum(['consultation', 'brochure', 'call', 'link']);
export const ctaButton = z
  .strictObject({ label: text, action: ctaAction.describe('consultation, brochure and call are resolved by the page; link needs href.'), href: href.optional() })
  .refine((b) => b.action !== 'link' || b.href !== undefined, {
    message: 'expected href when action is link',
    path: ['href'],
  });
/**
 * The call-to-action band that closes country, service and visa pages: one shape, rendered by
 * components/sections/CtaBand.tsx.
 */
export const ctaBand = z.strictObject({ heading: text, text: text.optional(), buttons: z.array(ctaButton).min(1) });

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
  name: text,
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
  /** The office on a map: the "Get directions" link and the structured data's geo position. */
  geo: z
    .strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      /** Marks coordinates that stand in for the real ones (listed before launch). */
      sample: z.boolean().optional(),
    })
    .optional(),
  /** Trust details: each shows in the footer only when filled in. Never write placeholders. */
  registrations: z.array(z.strictObject({ label: text, number: text, href: href.optional() })).default([]),
  accreditations: z.array(z.strictObject({ name: text, href: href.optional(), logo: image.optional() })).default([]),
  partnerLogos: z.array(z.strictObject({ name: text, src: image.shape.src, href: href.optional() })).default([]),
  social: z.array(link),
  /** The WhatsApp button on every page: its label and the message it starts. */
  whatsappButton: z.strictObject({ label: text, message: text }),
  claims: z.strictObject({
    yearsOfGuidance: text,
    partnerInstitutions: text,
    partnerUniversities: text,
    countries: text,
    founded: z.number().int().min(1900).max(2100),
    visaSuccessRate: text,
    studentsHelped: text,
  }),
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

// ---------------------------------------------------------------------------------------------
// content/testimonials.md: every testimonial in one file; pages refer to them by id.

export const testimonial = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case id'),
  quote: text,
  author: text,
  detail: text.optional(),
  rating: z.number().int().min(1).max(5).optional(),
  image: image.optional(),
  /** True while the words are an illustration, not a real student's: the page says so. */
  sample: z.boolean().describe('On while the words are an illustration, not a real student\'s: the page says so.'),
});

export const testimonialsSchema = z.strictObject({ testimonials: z.array(testimonial).min(1) });

// ---------------------------------------------------------------------------------------------
// content/home.md

export const homeSchema = z.strictObject({
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  hero: z.strictObject({ heading: text, text: text.optional(), cta: link, image }),
  banner: text,
  services: z.strictObject({
    heading: text,
    cards: z
      .array(z.strictObject({ name: text, text, href, image, linkLabel: text.default('Learn More') }))
      .min(1),
  }),
  trust: z.strictObject({ heading: text, badges: z.array(z.strictObject({ label: text, icon })).min(1) }),
  testimonials: z.strictObject({ heading: text, ids: z.array(testimonialId).min(1), image }),
});

// ---------------------------------------------------------------------------------------------
// content/countries/<country>.md

const guideTab = z
  .object({
    key: z.enum(['requirements', 'process', 'documents', 'universities']),
    label: text,
    intro: text.optional(),
    items: textList().optional(),
    steps: z.array(processStep).min(1).optional(),
    universities: z.array(university).min(1).optional(),
  })
  .refine((t) => t.items || t.steps || t.universities, {
    message: 'expected one of items, steps or universities',
  });

const countryFields = z.strictObject({
  route: routePath,
  name: text,
  title: text.max(MAX_TITLE, titleTooLong),
  tagline: text,
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  menu: z.strictObject({ label: text, order: z.number() }).optional().describe('Its entry in the Study Abroad menu: the words, and its place (lowest first).'),
  footer: z.boolean().default(false).describe('Also list this country in the footer.'),
  hero: image,
  stats: z.array(stat).min(1),
  overviewTitle: text,
  benefits: z.strictObject({ heading: text, items: z.array(benefit).min(1) }),
  guide: z
    .object({ heading: text, tabs: z.array(guideTab).min(1) })
    .optional()
    .refine((g) => !g || new Set(g.tabs.map((t) => t.key)).size === g.tabs.length, {
      message: 'expected each tab key once',
    }),
  gallery: z
    .object({
      heading: text,
      images: z.array(galleryImage).min(1),
      searchLink: link.optional(),
    })
    .optional(),
  testimonial: testimonialId.optional().describe('The id of a testimonial in content/testimonials.md.'),
  faqs: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }).optional(),
  cta: ctaBand,
  /**
   * The country's key figures, each written once. Stat cards name them, prose refers to them as
   * `{{name}}`, and /compare reads the ones named like its columns (tuition, livingCost, …).
   */
  figures: figures.default({}).describe('Key figures, each written once: money (amount, or min and max, with currency and period), a count, a percent or text. Text refers to one as {{name}}.'),
});

/** Stat cards carry their figure itself, so no template looks a name up again. */
export const countrySchema = withFigureReferences(
  countryFields.transform((country, ctx) => {
    const stats: (Omit<z.infer<typeof stat>, 'figure'> & { name: string; figure: Figure })[] = [];
    country.stats.forEach((s, i) => {
      const f = figureNamed(country.figures, s.figure);
      if (f) stats.push({ ...s, name: s.figure, figure: f });
      else ctx.addIssue({ code: 'custom', path: ['stats', i, 'figure'], message: `unknown figure "${s.figure}" (known: ${Object.keys(country.figures).join(', ') || 'none'})`, input: s.figure });
    });
    return { ...country, stats };
  }),
);

// ---------------------------------------------------------------------------------------------
// content/services/<service>.md: a hero, the Markdown body, then blocks in the order written.

const serviceBlock = z
  .object({
    heading: text,
    id: z.string().regex(/^[a-z0-9-]+$/).optional(),
    intro: text.optional(),
    text: markdownText.optional(),
    steps: z.array(processStep).min(1).optional(),
    cards: z.array(benefit).min(1).optional(),
    /** Cards laid out in this many columns on wide screens. */
    columns: z.union([z.literal(2), z.literal(3)]).default(3),
    list: textList().optional(),
    providers: z
      .array(z.strictObject({ name: text, description: text, href, linkLabel: text.default('Explore') }))
      .min(1)
      .optional(),
    cta: link.optional(),
  })
  .refine((b) => b.text || b.steps || b.cards || b.list || b.providers, {
    message: 'expected one of text, steps, cards, list or providers',
  });

export const serviceSchema = z.strictObject({
  route: routePath,
  aliases: z.array(routePath).default([]),
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  menu: z.strictObject({ label: text, order: z.number() }).optional(),
  hero: z.strictObject({ heading: text, text: text.optional(), image: image.optional() }),
  sections: z.array(serviceBlock).default([]),
  cta: ctaBand.optional(),
});

// ---------------------------------------------------------------------------------------------
// content/visit-visa/<country>.md and content/work-visa/<country>.md (spec §3)

/** null means the spec gives no figure: the page says an adviser confirms it. */
const visaFigure = text.nullable();

const visaRecordBase = z.strictObject({
  name: text,
  order: z.number(),
  flag: image,
  explanation: text,
  visaType: visaFigure,
  processingTime: visaFigure,
  stayDuration: visaFigure,
  /** The visa fee, typed like a country's figures; null where the guide gives none. */
  cost: money.nullable().describe('The visa fee: amount (or min and max), currency and period one-off. Leave empty where no figure is given.'),
  process: z.array(text).min(6, 'expected 6 to 7 steps').max(7, 'expected 6 to 7 steps'),
  highlights: text,
  notes: z.array(text).default([]),
  /**
   * Written only by the person who compared the fees with the official source: the date of that
   * check and optionally who made it. Without it the page says the fees are not yet re-checked.
   */
  checked: z.strictObject({ date: isoDate, by: text.optional() }).optional().describe('Only after comparing the fees with the official source: the day of that check and who made it.'),
  source: link.describe('The official page the fees come from.'),
});

export const visitVisaSchema = visaRecordBase.extend({
  requirements: z.array(text).length(8, 'expected exactly 8 requirements'),
});

export const workVisaSchema = visaRecordBase.extend({
  requirements: z.array(text).min(7, 'expected 7 to 8 requirements').max(8, 'expected 7 to 8 requirements'),
});

// ---------------------------------------------------------------------------------------------
// content/exchange-rates.md: rates to PKR for the rupee estimates.

export const exchangeRatesSchema = z.strictObject({
  /** The day the rates were read from the source. */
  taken: isoDate.describe('The day the rates were read from the source, YYYY-MM-DD.'),
  source: link,
  /** True while the rates are illustrative, not read from the source: every estimate says so. */
  sample: z.boolean().describe('On while the rates are illustrative; every estimate then says so.'),
  /** Rupees for one unit of each currency, e.g. `GBP: 365`. */
  rates: z.partialRecord(foreignCurrency, rupeeRate).describe('Rupees for one unit of each currency.'),
});

// ---------------------------------------------------------------------------------------------
// content/labels.md: the interface's shared words. `{name}` marks where a page fills a value in.

/** A label with placeholders: each name listed must appear, and no other. */
const template = (...names: string[]) =>
  text.superRefine((value, ctx) => {
    const found = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    for (const name of names) if (!found.includes(name)) ctx.addIssue({ code: 'custom', message: `expected the placeholder {${name}}` });
    for (const name of found) if (!names.includes(name)) ctx.addIssue({ code: 'custom', message: `unknown placeholder {${name}} (allowed: ${names.map((n) => `{${n}}`).join(', ') || 'none'})` });
  });

export const labelsSchema = z.strictObject({
  rupees: z.strictObject({ note: template('date', 'source'), sampleNote: template('date', 'source') }),
  country: z.strictObject({ atAGlance: template('country'), testimonialHeading: text, lastUpdated: template('date') }),
  compare: z.strictObject({
    countryColumn: text,
    budgetColumn: text,
    budgetLabel: text,
    showAll: text,
    status: template('shown', 'total', 'budget'),
    noBudget: template('count'),
    tuitionOnly: text,
    tableLabel: text,
    regionLabel: text,
  }),
  visa: z.strictObject({
    countryColumn: text,
    fields: z.strictObject({ visaType: text, processingTime: text, stayDuration: text, cost: text }),
    tabs: z.strictObject({ overview: text, requirements: text, process: text }),
    checked: template('date', 'by'),
    checkedBy: template('name'),
    notChecked: text,
    askAdviser: template('country', 'kind'),
  }),
  common: z.strictObject({
    newTab: text,
    breadcrumbHome: text,
    breadcrumbLabel: text,
    introduction: text,
    overview: text,
    onThisPage: text,
    sampleTestimonial: text,
    sampleProfile: text,
    knownFor: text,
  }),
  layout: z.strictObject({
    skipLink: text,
    mainMenu: text,
    menuButton: text,
    closeMenu: text,
    menuDialog: text,
    quickContact: text,
    copyright: template('from', 'to', 'name'),
  }),
  contact: z.strictObject({ email: text, phone: text, whatsapp: text, whatsappLink: text, office: text, hours: text, directions: text }),
  booking: z.strictObject({
    /** Every "Book" call to action that the site adds itself (contact page). */
    cta: text,
    modes: z.strictObject({ 'in-person': template('city'), phone: text, video: text }),
    days: z.strictObject({ mon: text, tue: text, wed: text, thu: text, fri: text, sat: text, sun: text }),
    /** Consecutive office days, e.g. "Monday to Saturday". */
    dayRange: template('first', 'last'),
    /** The office-hours line. */
    hours: template('days', 'opens', 'closes', 'zone'),
    /** What a booking service is told the visitor was reading (Cal.com notes, Calendly a1). */
    note: template('topic'),
  }),
  trust: z.strictObject({ heading: text, registrations: text, accreditations: text, partners: text }),
  brochure: z.strictObject({
    print: text,
    back: template('country'),
    adviserHeading: text,
    fileDetails: template('size'),
    printable: text,
    documentTitle: template('country'),
    website: text,
    readOnline: template('url'),
    sampleNotice: text,
  }),
  notFound: z.strictObject({
    title: text,
    heading: text,
    lead: text,
    homeButton: text,
    contactButton: text,
    destinations: text,
    services: text,
    redirecting: template('path'),
  }),
  rotator: z.strictObject({ label: text, previous: text, next: text, item: text, pause: text, slide: template('number', 'total') }),
  search: z.strictObject({
    title: text,
    description: text,
    region: text,
    noScript: text,
    headerForm: text,
    headerLabel: text,
    headerPlaceholder: text,
    pageForm: text,
    pageLabel: text,
    devOnly: text,
    failed: text,
    searching: text,
    noResults: template('query'),
    oneResult: template('query'),
    results: template('count', 'query'),
    seeAll: template('count'),
  }),
  about: z.strictObject({ timeline: text, team: text }),
});

// ---------------------------------------------------------------------------------------------
// content/scholarships/<name>.md

/**
 * One award an article covers, with the official page its details come from. `checked` records an
 * adviser's check against that page; until someone has made one it stays absent, and the build
 * lists the award (lib/content/freshness.ts).
 */
export const scholarshipAward = z.strictObject({
  name: text,
  source: link,
  checked: z.strictObject({ date: isoDate, by: text.optional() }).optional(),
});

/** The words of an article's official-sources list, written in its file. */
const awardSourcesLabels = z.strictObject({
  heading: text,
  intro: text.optional(),
  unchecked: text,
  checked: text,
});

export const scholarshipSchema = z
  .strictObject({
    route: routePath,
    title: text.max(MAX_TITLE, titleTooLong),
    description: text.max(MAX_DESCRIPTION, descriptionTooLong),
    /** Article pages get the in-page menu built from their `##` headings. */
    layout: z.enum(['article', 'placeholder']).describe('article gets the in-page menu from its ## headings; placeholder is a short page to fill later.'),
    published: isoDate.optional(),
    updated: isoDate.optional(),
    awards: z.array(scholarshipAward).default([]),
    sources: awardSourcesLabels.optional(),
  })
  .refine((page) => page.awards.length === 0 || page.sources !== undefined, {
    message: 'expected sources (heading, unchecked and checked labels) when awards are listed',
    path: ['sources'],
  });

// ---------------------------------------------------------------------------------------------
// content/pages/<page>.md: one schema per template.

const pageBase = z.strictObject({
  route: routePath,
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  heading: text.optional(),
  intro: text.optional(),
});

export const pageSchemas = {
  /** Heading and Markdown body, and optionally the list of country brochures (the resources index). */
  basic: pageBase.extend({
    brochureList: z
      .strictObject({ heading: text, intro: text.optional() })
      .optional()
      .describe('Lists every country brochure (PDF and printable page) under this heading, after the body.'),
  }),
  contact: pageBase.extend({
    banner: text,
    detailsHeading: text,
    formHeading: text,
    /** Every word of the enquiry form, so editors can change it without touching code. */
    form: z.strictObject({
      intro: text,
      labels: z.strictObject({
        name: text,
        phone: text,
        phoneHint: text,
        email: text,
        emailHint: text,
        service: text,
        country: text,
        anyOption: text,
        message: text,
        submit: text,
        sending: text,
        /** The label of the hidden field only bots fill in (screen readers and keyboards skip it). */
        honeypot: text,
      }),
      errors: z.strictObject({
        summary: text,
        nameRequired: text,
        nameTooLong: withPlaceholder('max'),
        phoneRequired: text,
        phoneInvalid: text,
        phoneTooLong: withPlaceholder('max'),
        emailInvalid: text,
        emailTooLong: withPlaceholder('max'),
        messageRequired: withPlaceholder('min'),
        messageTooLong: withPlaceholder('max'),
      }),
      /** The service accepted the enquiry. */
      success: text,
      /** The service answered, and refused it. */
      failure: text,
      /** No answer the page may read (network or CORS): it may have arrived. */
      unconfirmed: text,
      /** No answer in time; `{seconds}` is replaced by the wait. */
      timeout: withPlaceholder('seconds'),
      noEndpoint: text,
      whatsappButton: text,
      emailButton: text,
      messageHeading: text,
      /** The enquiry as an adviser receives it by e-mail or WhatsApp: its subject and the label of each line. */
      composed: z.strictObject({
        subject: withPlaceholder('name'),
        /** The subject when the visitor chose a service or country; `{topic}` lists them. */
        subjectWithTopic: text.refine((v) => v.includes('{topic}') && v.includes('{name}'), 'expected text containing {topic} and {name}'),
        name: text,
        phone: text,
        email: text,
        service: text,
        country: text,
      }),
      /** The optional appointment fields; `{days}` in the hint is filled with the office days. */
      appointment: z.strictObject({
        legend: text,
        hint: withPlaceholder('days'),
        mode: text,
        anyMode: text,
        date: text,
        time: text,
        anyTime: text,
        /** The label of the mode in the message an adviser receives. */
        messageMode: text,
        dateTooEarly: withPlaceholder('date'),
        dateClosed: text.refine((v) => v.includes('{day}') && v.includes('{days}'), 'expected text containing {day} and {days}'),
        timeInvalid: text,
      }),
    }),
  }),
  visa: pageBase.extend({
    visaKind: z.enum(['visit', 'work']),
    hero: z.strictObject({ heading: text, text, image: image.optional() }),
    services: z.strictObject({ heading: text, items: z.array(benefit).min(1) }),
    benefits: z.strictObject({ heading: text, items: z.array(benefit).min(1) }),
    countries: z.strictObject({ heading: text, intro: text.optional() }),
    comparison: z.strictObject({ heading: text, intro: text.optional() }),
    /** Shown where a record has no figure (null) for a field. */
    figurePending: text.default('Confirmed by an adviser'),
    cta: ctaBand,
  }),
  partners: pageBase.extend({
    institutions: z.strictObject({
      heading: text,
      intro: text.optional(),
      items: z.array(z.strictObject({ name: text, location: text, href: href.optional() })).min(1),
    }),
    partners: z.strictObject({
      heading: text,
      intro: text.optional(),
      items: z.array(z.strictObject({ name: text, country: text })).min(1),
    }),
    testimonials: z.strictObject({ heading: text, ids: z.array(testimonialId).min(1) }),
  }),
  timeline: pageBase.extend({
    events: z.array(z.strictObject({ year: z.number().int(), title: text, description: text })).min(1),
  }),
  compare: pageBase.extend({
    /** Link text on each country guide pointing here. */
    countryLinkLabel: text,
    budgetHeading: text,
    /** Column headings, keyed by the fact they show. */
    columns: z.strictObject({
      universities: text,
      internationalStudents: text,
      tuition: text,
      livingCost: text,
      postStudyWork: text,
      english: text,
      visaSuccess: text,
    }),
  }),
  team: pageBase.extend({
    members: z
      .array(z.strictObject({ name: text, role: text, bio: text, image: image.optional(), sample: z.boolean() }))
      .min(1),
  }),
} as const;

export type PageTemplate = keyof typeof pageSchemas;
export const pageTemplate = z.keyof(z.object(pageSchemas));

export type Site = z.infer<typeof siteSchema>;
export type Testimonial = z.infer<typeof testimonial>;
export type Home = z.infer<typeof homeSchema>;
export type Country = z.infer<typeof countrySchema>;
export type GuideTab = z.infer<typeof guideTab>;
export type Service = z.infer<typeof serviceSchema>;
export type ServiceBlock = z.infer<typeof serviceBlock>;
export type VisitVisa = z.infer<typeof visitVisaSchema>;
export type WorkVisa = z.infer<typeof workVisaSchema>;
export type VisaRecord = VisitVisa | WorkVisa;
export type Scholarship = z.infer<typeof scholarshipSchema>;
export type CtaButton = z.infer<typeof ctaButton>;
export type CtaBand = z.infer<typeof ctaBand>;
export type ImageData = z.infer<typeof image>;
export type GalleryImage = z.infer<typeof galleryImage>;
export type Benefit = z.infer<typeof benefit>;
export type Stat = Country['stats'][number];
export type Labels = z.infer<typeof labelsSchema>;
export type FaqItem = z.infer<typeof faqItem>;
export type University = z.infer<typeof university>;
export type PageData<T extends PageTemplate> = z.infer<(typeof pageSchemas)[T]>;
