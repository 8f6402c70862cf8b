/**
 * content/pages/<page>.md: one row per template in `pageTemplates`, its /admin screen's label and
 * its schema; the template names, the typed data of a page, the parsing of a file and the /admin
 * screens are derived from it here. The drawing half is app/page-templates.tsx, a row per template
 * with its view builder and component, whose type asks for one per row, kept apart so that loading
 * content never imports React. Adding a template is one row here and one there; the types require both.
 */
import { z } from 'zod';
import { compareColumnHeadings } from '../compare-columns';
import type { Entry } from '../entry';
import { customFolderCollection } from './define';
import { benefit, checkedBy, ctaBand, href, imageIn, markdownText, routePath, testimonialId, text, withPlaceholder } from './shared';
import { CREDENTIAL_ISSUERS, credentialIssuers, credentialSchema, isRegisterLink } from '../credentials';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';

// ---------------------------------------------------------------------------------------------
// content/pages/<page>.md: one schema per template.

const pageBase = z.strictObject({
  route: routePath,
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  heading: text.optional(),
  intro: text.optional(),
});

/**
 * A year on the timeline, or "{{claim:founded}}" for the founding year content/site.md writes once
 * (the loader's claims pass fills it in). YAML reads a bare year as a number; it is still a year.
 */
const timelineYear = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().regex(/^(\d{4}|\{\{\s*claim:\s*founded\s*\}\})$/, 'expected a year (2008), or {{claim:founded}} for the founding year'));

/**
 * Every template of content/pages/, one row each: `label`, what its editing screen is called in
 * /admin, and `schema`, its fields.
 */
export const pageTemplates = {
  /** Heading and Markdown body, and optionally the list of country brochures (the resources index). */
  basic: {
    label: 'Pages: basic (heading and text)',
    schema: pageBase.extend({
      brochureList: z
        .strictObject({ heading: text, intro: text.optional() })
        .optional()
        .describe('Lists every country brochure (PDF and printable page) under this heading, after the body.'),
    }),
  },
  contact: {
    label: 'Pages: contact',
    schema: pageBase.extend({
      banner: text,
      /** Pages to read before trusting anyone with money (how we work, the scam checklist), by route; each link shows the page's title. */
      trustPages: z.array(href).default([]).describe("Pages linked under the contact details, by route; each link shows the page's title."),
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
        /** Our own endpoint stored it, under `{reference}`, which the page shows. */
        successWithReference: withPlaceholder('reference'),
        /** Under the form: how long an enquiry is kept; `{days}` is content/site.md's enquiries.retentionDays. */
        retention: withPlaceholder('days'),
        /** The service answered, and refused it. */
        failure: text,
        /**
         * Our own endpoint refused a form sent without JavaScript: the page it answers with says
         * this above the office's WhatsApp and e-mail. Unlike `failure`, nothing typed is kept.
         */
        failureWithoutScript: text,
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
          /** The first line when the enquiry may also have reached the inbox: its reference. */
          reference: text,
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
  },
  visa: {
    label: 'Pages: visa overview',
    schema: pageBase.extend({
      visaKind: z.enum(['visit', 'work']),
      hero: z.strictObject({ heading: text, text, image: imageIn('hero').optional() }),
      services: z.strictObject({ heading: text, items: z.array(benefit).min(1) }),
      benefits: z.strictObject({ heading: text, items: z.array(benefit).min(1) }),
      countries: z.strictObject({ heading: text, intro: text.optional() }),
      comparison: z.strictObject({ heading: text, intro: text.optional() }),
      /** Shown where a record has no figure (null) for a field. */
      /** Shown where a record has no figure; without it the page says content/labels.md's visa.figurePending. */
      figurePending: text.optional(),
      cta: ctaBand,
    }),
  },
  partners: {
    label: 'Pages: partners',
    schema: pageBase.extend({
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
  },
  timeline: {
    label: 'Pages: timeline',
    schema: pageBase.extend({
      events: z.array(z.strictObject({ year: timelineYear, title: text, description: text })).min(1),
    }),
  },
  compare: {
    label: 'Pages: comparison',
    schema: pageBase.extend({
      /** Link text on each country guide pointing here. */
      countryLinkLabel: text,
      budgetHeading: text,
      /** Column headings, keyed by the fact they show. */
      columns: compareColumnHeadings,
    }),
  },
  /** The cost planner: every destination's default plan as a table, and the choices a family makes. */
  planner: {
    label: 'Pages: cost planner',
    schema: pageBase.extend({
      formHeading: text,
      tablesHeading: text.describe("Above the static tables of each destination's default plan."),
    }),
  },
  /** Every recorded fee change across destinations, newest first. */
  'fee-changes': {
    label: 'Pages: fee changes',
    schema: pageBase.extend({
      empty: text.describe('Shown when no cost item records a change yet.'),
    }),
  },
  /** Every event of content/events: upcoming ones first, soonest first, then the past ones. */
  events: {
    label: 'Pages: events list',
    schema: pageBase.extend({
      upcomingHeading: text,
      pastHeading: text,
      empty: text.describe('Shown when no event is coming up.'),
    }),
  },
  /** Every article of content/news, newest first. */
  news: {
    label: 'Pages: news list',
    schema: pageBase.extend({
      empty: text.describe('Shown when no article is written yet.'),
    }),
  },
  team: {
    label: 'Pages: team',
    schema: pageBase.extend({
      members: z
        .array(
          z.strictObject({
            name: text,
            role: text,
            bio: text,
            image: imageIn('avatar').optional(),
            certificates: z.array(credentialSchema('person')).default([]).describe("The counsellor's own certificates, each with its number and the register that lists it."),
            sample: z.boolean(),
          }),
        )
        .min(1),
    }),
  },
  /** How the consultancy works and is paid: what is free, what costs money, and its promises. */
  'how-we-work': {
    label: 'Pages: how we work',
    schema: pageBase.extend({
      fees: z.strictObject({
        heading: text,
        intro: text.optional(),
        items: z
          .array(z.strictObject({ service: text, price: text, sample: z.boolean().optional().describe('On while the price stands in for the real one (the spec gives none).') }))
          .min(1),
        note: text.optional(),
      }),
      promises: z
        .array(
          z.strictObject({
            heading: text,
            text: markdownText,
            sample: z.boolean().optional().describe('On while the wording stands in for a policy the consultancy has not yet confirmed.'),
          }),
        )
        .min(1)
        .describe('Each a heading and its paragraph: tuition, visas, documents kept, complaints.'),
      credentialsHeading: text.describe("Above the consultancy's credentials from content/site.md, shown only when there are some."),
    }),
  },
  /** An article of warning signs, each with what to do, and the registers where a family checks a credential. */
  checklist: {
    label: 'Pages: checklist',
    schema: pageBase.extend({
      signs: z.strictObject({
        heading: text,
        items: z
          .array(z.strictObject({ sign: text, action: markdownText.describe('What to do about it.') }))
          .min(8, 'expected at least 8 warning signs')
          .max(12, 'expected at most 12 warning signs: a family reads a short list'),
      }),
      registers: z.strictObject({
        heading: text,
        intro: text.optional(),
        items: z
          .array(
            z
              .strictObject({
                issuer: z.enum(credentialIssuers),
                href: href.describe("The register's public search page."),
                checked: checkedBy
                  .optional()
                  .describe('Only after a person opened the link and found the search there: the day and who. Without it every build lists the link as not yet checked.'),
              })
              .superRefine((register, context) => {
                if (!isRegisterLink(register.issuer, register.href)) context.addIssue({ code: 'custom', path: ['href'], message: `expected a page of the ${register.issuer} register (${CREDENTIAL_ISSUERS[register.issuer].hosts.join(' or ')}), got ${register.href}` });
              }),
          )
          .min(1),
      }),
    }),
  },
} as const satisfies Record<string, { label: string; schema: z.ZodType }>;

export type PageTemplate = keyof typeof pageTemplates;

type Schemas<T extends Record<string, { schema: z.ZodType }>> = { [K in keyof T]: T[K]['schema'] };
function schemasOf<T extends Record<string, { schema: z.ZodType }>>(rows: T): Schemas<T>;
function schemasOf(rows: Record<string, { schema: z.ZodType }>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(rows).map(([template, row]) => [template, row.schema]));
}

/** Each template's schema, by name, taken from its row. */
export const pageSchemas = schemasOf(pageTemplates);
export const pageTemplate = z.keyof(z.object(pageSchemas));

export type PageData<T extends PageTemplate> = z.infer<(typeof pageSchemas)[T]>;

/**
 * Page data with its `template`. For one template name, that template's fields; for the union of
 * names (the default), a union discriminated by `template`, so narrowing on it types the rest.
 * (Written as a mapped type indexed by K so that TypeScript relates it to `PageData<K>`.)
 */
export type TemplatedPage<K extends PageTemplate = PageTemplate> = { [P in K]: PageData<P> & { template: P } }[K];

/** Just the `template` field, checked first: a wrong template would otherwise report every field. */
const templateField = z.looseObject({ template: pageTemplate });

/** The frontmatter without `template`, which the template's own (strict) schema does not list. */
function withoutTemplate(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'template'));
}

/** A template's schema, reading the file without its `template` field and giving it back after. */
function templated<K extends PageTemplate>(template: K): z.ZodType<TemplatedPage<K>> {
  return z.preprocess(withoutTemplate, pageSchemas[template]).transform((data) => ({ ...data, template }));
}

/** What `{count}` in a checklist's title, description, heading and intro stands for: how many signs it lists. */
export const SIGN_COUNT_PLACEHOLDER = '{count}';

/** A checklist's words with `{count}` filled from its list, so the number written is always the number shown. */
function withSignCount(page: TemplatedPage<'checklist'>): TemplatedPage<'checklist'> {
  const count = String(page.signs.items.length);
  const fill = (words: string) => words.replaceAll(SIGN_COUNT_PLACEHOLDER, count);
  return {
    ...page,
    title: fill(page.title),
    description: fill(page.description),
    heading: page.heading === undefined ? undefined : fill(page.heading),
    intro: page.intro === undefined ? undefined : fill(page.intro),
  };
}

/**
 * The schema a file of content/pages/ is read with: the one its `template` names. When that names
 * no template, just the field, so the file gets one line about it rather than one for every field.
 */
function pageSchemaFor(data: unknown): z.ZodType<TemplatedPage> {
  const head = templateField.safeParse(data);
  return head.success ? templated(head.data.template) : templateField.pipe(z.never());
}

/** A checklist says how many signs it lists with the number it lists. */
function withCounts(entry: Entry<TemplatedPage>): Entry<TemplatedPage> {
  const data = entry.data;
  return data.template === 'checklist' ? { ...entry, data: withSignCount(data) } : entry;
}

/** The schema a page was parsed with, for the checks that walk every field. */
export function pageSchemaOf(page: TemplatedPage): z.ZodType {
  return pageSchemas[page.template];
}

export const pages = customFolderCollection({
  key: 'pages',
  folder: 'content/pages',
  route: 'page',
  noun: 'other pages',
  description: `Every other page; its template (${pageTemplate.options.join(', ')}) decides its fields.`,
  cms: pageTemplate.options.map((template) => ({
    name: `pages-${template}`,
    label: pageTemplates[template].label,
    schema: pageSchemas[template],
    identifier: 'title',
    previewPath: '{{fields.route}}',
    body: 'The page text, under the heading.',
    filter: { field: 'template', value: template },
  })),
  schemaOf: pageSchemaFor,
  resolve: withCounts,
  writtenSchemaOf: (entry: Entry<TemplatedPage>) => pageSchemaOf(entry.data),
  routesOf: (entries) => entries.map((entry) => ({ kind: 'page' as const, entry })),
});
