/**
 * Loads and validates everything under content/, then checks what only shows across files:
 * routes claimed twice, testimonials that do not exist, links to pages that do not exist.
 * Any problem fails the whole load (and so the build): a bad file is never skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  countrySchema,
  exchangeRatesSchema,
  homeSchema,
  labelsSchema,
  pageSchemas,
  pageTemplate,
  scholarshipSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
  visitVisaSchema,
  workVisaSchema,
} from './schemas';
import { listMarkdown, parseFile, Problems, type Entry } from './parse';
import { buildRouteTable, type RouteTable } from './routes';
import { inspectMarkdown, SAFE_LINK } from '../markdown';
import { referencedNames, resolveReferences, unknownFigureMessage } from './figures';
import { compareColumns } from '../compare-columns';

type Infer<S extends z.ZodType> = z.infer<S>;

/** A page's data carries its `template`, so narrowing on `page.data.template` types the rest. */
export type PageEntry = Entry<Infer<typeof pageSchema>>;

export type SiteContent = {
  site: Entry<Infer<typeof siteSchema>>;
  home: Entry<Infer<typeof homeSchema>>;
  testimonials: Infer<typeof testimonialsSchema>['testimonials'];
  countries: Entry<Infer<typeof countrySchema>>[];
  services: Entry<Infer<typeof serviceSchema>>[];
  visitVisas: Entry<Infer<typeof visitVisaSchema>>[];
  workVisas: Entry<Infer<typeof workVisaSchema>>[];
  scholarships: Entry<Infer<typeof scholarshipSchema>>[];
  pages: PageEntry[];
  exchangeRates: Entry<Infer<typeof exchangeRatesSchema>>;
  labels: Infer<typeof labelsSchema>;
  routes: RouteTable;
  /** Problems that do not stop a build, such as a figure no page shows. */
  warnings: string[];
};

export const folders = {
  countries: 'content/countries',
  services: 'content/services',
  visitVisas: 'content/visit-visa',
  workVisas: 'content/work-visa',
  scholarships: 'content/scholarships',
  pages: 'content/pages',
} as const;

function collection<S extends z.ZodType>(root: string, folder: string, schema: S, problems: Problems) {
  return listMarkdown(root, folder, problems)
    .map((file) => parseFile(root, file, schema, problems))
    .filter((entry): entry is Entry<Infer<S>> => entry !== null);
}

const templateField = z.looseObject({ template: pageTemplate });
const pageSchema = z.discriminatedUnion('template', [
  pageSchemas.basic.extend({ template: z.literal('basic') }),
  pageSchemas.contact.extend({ template: z.literal('contact') }),
  pageSchemas.visa.extend({ template: z.literal('visa') }),
  pageSchemas.partners.extend({ template: z.literal('partners') }),
  pageSchemas.timeline.extend({ template: z.literal('timeline') }),
  pageSchemas.team.extend({ template: z.literal('team') }),
  pageSchemas.compare.extend({ template: z.literal('compare') }),
]);

function loadPages(root: string, problems: Problems): PageEntry[] {
  const pages: PageEntry[] = [];
  for (const file of listMarkdown(root, folders.pages, problems)) {
    // Check `template` on its own first: a wrong template would otherwise report every field.
    if (!parseFile(root, file, templateField, problems)) continue;
    const entry = parseFile(root, file, pageSchema, problems);
    if (entry) pages.push(entry);
  }
  return pages;
}

function sortBy<T>(items: T[], key: (item: T) => number): T[] {
  return [...items].sort((a, b) => key(a) - key(b));
}

/** Reads every content file under `root` (the project root, or a test fixture's). */
export function loadContent(root: string): SiteContent {
  const problems = new Problems();
  const site = parseFile(root, 'content/site.md', siteSchema, problems);
  const home = parseFile(root, 'content/home.md', homeSchema, problems);
  const testimonialsFile = parseFile(root, 'content/testimonials.md', testimonialsSchema, problems);
  const exchangeRates = parseFile(root, 'content/exchange-rates.md', exchangeRatesSchema, problems);
  const labelsFile = parseFile(root, 'content/labels.md', labelsSchema, problems);
  // Figures referred to in a country's body are replaced here; its frontmatter's, by its schema.
  const countries = collection(root, folders.countries, countrySchema, problems).map((entry) => ({
    ...entry,
    body: resolveReferences(entry.body, entry.data.figures, (p) => problems.add(entry.file, 'body', unknownFigureMessage(p))),
  }));
  const services = collection(root, folders.services, serviceSchema, problems);
  const visitVisas = sortBy(collection(root, folders.visitVisas, visitVisaSchema, problems), (e) => e.data.order);
  const workVisas = sortBy(collection(root, folders.workVisas, workVisaSchema, problems), (e) => e.data.order);
  const scholarships = collection(root, folders.scholarships, scholarshipSchema, problems);
  const pages = loadPages(root, problems);
  problems.check();
  // parseFile returns null only after recording a problem, and check() threw on any problem.
  if (!site || !home || !testimonialsFile || !exchangeRates || !labelsFile) throw new Error('unreachable: a required file failed without a problem');

  const routes = buildRouteTable({ countries, services, scholarships, pages }, problems);
  const content: SiteContent = {
    site,
    home,
    testimonials: testimonialsFile.data.testimonials,
    countries,
    services,
    visitVisas,
    workVisas,
    scholarships,
    pages,
    exchangeRates,
    labels: labelsFile.data,
    routes,
    warnings: unusedFigures(root, countries, pages.some((p) => p.data.template === 'compare')),
  };
  checkReferences(content, problems);
  problems.check();
  return content;
}

/**
 * A figure that no stat card, no text and no /compare column shows is probably a leftover or a
 * misspelt name: worth a warning, not a failed build.
 */
function unusedFigures(root: string, countries: SiteContent['countries'], hasCompare: boolean): string[] {
  const shownByCompare = new Set<string>(hasCompare ? compareColumns : []);
  return countries.flatMap((entry) => {
    // References are already replaced in the parsed data, so read them from the file as written.
    const written = new Set(referencedNames(fs.readFileSync(path.join(root, entry.file), 'utf8')));
    const onCards = new Set(entry.data.stats.map((s) => s.name));
    return Object.keys(entry.data.figures)
      .filter((name) => !written.has(name) && !onCards.has(name) && !shownByCompare.has(name))
      .map((name) => `${entry.file}: figures.${name}: no page shows this figure (refer to it as {{${name}}}, or remove it)`);
  });
}

/** Links and ids that point from one file into another. */
function checkReferences(content: SiteContent, problems: Problems) {
  const { routes } = content;
  const testimonialIds = new Set(content.testimonials.map((t) => t.id));
  const checkLink = (file: string, where: string, target: string) => {
    if (!target.startsWith('/')) return;
    const pathOnly = target.replace(/[?#].*$/, '');
    if (pathOnly === '/' || routes.byPath.has(pathOnly)) return;
    problems.add(file, where, `links to ${target}, but no page has that route`);
  };
  const checkTestimonial = (file: string, where: string, id: string) => {
    if (!testimonialIds.has(id)) problems.add(file, where, `names testimonial "${id}", which content/testimonials.md does not have`);
  };

  // Links written in Markdown prose: [text](/route).
  const checkMarkdown = (file: string, where: string, markdown: string) => {
    const inspected = inspectMarkdown(markdown);
    if ('problem' in inspected) return problems.add(file, where, inspected.problem);
    for (const target of inspected.targets) {
      // The sanitizer would drop a javascript: link without a word; the editor hears of it instead.
      if (!SAFE_LINK.test(target)) problems.add(file, where, `links to "${target.slice(0, 60)}", which is not allowed: use a site path (/contact), https://, mailto: or tel:`);
      else checkLink(file, where, target);
    }
  };
  for (const entry of [...content.countries, ...content.services, ...content.scholarships, ...content.pages]) {
    checkMarkdown(entry.file, 'body', entry.body);
  }
  for (const service of content.services) {
    service.data.sections.forEach((block, s) => block.text && checkMarkdown(service.file, `sections[${s}].text`, block.text));
  }

  const { site, home } = content;
  site.data.nav.forEach((item, i) =>
    'href' in item ? checkLink(site.file, `nav[${i}].href`, item.href) : item.links.forEach((l, j) => checkLink(site.file, `nav[${i}].links[${j}].href`, l.href)),
  );
  site.data.footer.columns.forEach((column, c) =>
    column.items.forEach((item, i) => 'href' in item && checkLink(site.file, `footer.columns[${c}].items[${i}].href`, item.href)),
  );
  checkLink(home.file, 'hero.cta.href', home.data.hero.cta.href);
  home.data.services.cards.forEach((card, i) => checkLink(home.file, `services.cards[${i}].href`, card.href));
  home.data.testimonials.ids.forEach((id, i) => checkTestimonial(home.file, `testimonials.ids[${i}]`, id));

  for (const country of content.countries) {
    if (country.data.testimonial) checkTestimonial(country.file, 'testimonial', country.data.testimonial);
    country.data.cta.buttons.forEach((b, i) => b.href && checkLink(country.file, `cta.buttons[${i}].href`, b.href));
  }
  for (const service of content.services) {
    service.data.sections.forEach((block, s) => {
      block.providers?.forEach((p, i) => checkLink(service.file, `sections[${s}].providers[${i}].href`, p.href));
      if (block.cta) checkLink(service.file, `sections[${s}].cta.href`, block.cta.href);
    });
    if (service.data.cta) checkLink(service.file, 'cta.button.href', service.data.cta.button.href);
  }
  for (const page of content.pages) {
    if (page.data.template === 'partners') {
      page.data.testimonials.ids.forEach((id, i) => checkTestimonial(page.file, `testimonials.ids[${i}]`, id));
    }
    if (page.data.template === 'visa') {
      page.data.closing.buttons.forEach((b, i) => b.href && checkLink(page.file, `closing.buttons[${i}].href`, b.href));
    }
  }
}

let cached: SiteContent | undefined;

/** The site's own content, loaded once per process. */
export function getContent(): SiteContent {
  cached ??= loadContent(path.resolve(process.cwd()));
  return cached;
}
