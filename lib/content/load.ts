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
  scholarshipSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
  visitVisaSchema,
  workVisaSchema,
} from './schemas';
import { listMarkdown, parseFile, Problems, type Entry } from './parse';
import { buildRouteTable, type RouteTable } from './routes';
import { pageSchemaOf, parsePage, type TemplatedPage } from './templates';
import { inspectMarkdown, SAFE_LINK } from '../markdown';
import { referencedNames, resolveReferences, unknownFigureMessage } from './figures';
import { compareColumns } from '../compare-columns';
import { findMarked } from './walk';
import { imageFileProblem, imagePathProblem } from './guards';
import { brochureHref, brochurePdfHref, offersBrochure } from '../brochure-paths';

type Infer<S extends z.ZodType> = z.infer<S>;

/** A page's data carries its `template`, so narrowing on `page.data.template` types the rest. */
export type PageEntry = Entry<TemplatedPage>;

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

function loadPages(root: string, problems: Problems): PageEntry[] {
  return listMarkdown(root, folders.pages, problems)
    .map((file) => parsePage(root, file, problems))
    .filter((entry): entry is PageEntry => entry !== null);
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
  checkReferences(
    root,
    content,
    parsedFiles(content, {
      testimonials: { file: testimonialsFile.file, schema: testimonialsSchema, data: testimonialsFile.data },
      labels: { file: labelsFile.file, schema: labelsSchema, data: labelsFile.data },
    }),
    problems,
  );
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

/** A parsed file and the schema that parsed it, for the checks that walk every field. */
type Parsed = { file: string; schema: z.ZodType; data: unknown; body?: string };

/** Every parsed file of the load, each with its schema. */
function parsedFiles(content: SiteContent, rest: { testimonials: Parsed; labels: Parsed }): Parsed[] {
  const withSchema = <T>(schema: z.ZodType, entries: Entry<T>[]) => entries.map((e) => ({ file: e.file, schema, data: e.data, body: e.body }));
  return [
    { file: content.site.file, schema: siteSchema, data: content.site.data },
    { file: content.home.file, schema: homeSchema, data: content.home.data },
    { file: content.exchangeRates.file, schema: exchangeRatesSchema, data: content.exchangeRates.data },
    rest.testimonials,
    rest.labels,
    ...withSchema(countrySchema, content.countries),
    ...withSchema(serviceSchema, content.services),
    ...withSchema(visitVisaSchema, content.visitVisas),
    ...withSchema(workVisaSchema, content.workVisas),
    ...withSchema(scholarshipSchema, content.scholarships),
    ...content.pages.map((e) => ({ file: e.file, schema: pageSchemaOf(e.data), data: e.data, body: e.body })),
  ];
}

/**
 * Links and ids that point from one file into another, found by type, not by field: every value
 * parsed as `href` (and every link in Markdown, in bodies and in fields typed as Markdown) must
 * lead to a page, and every testimonial id must name one.
 */
function checkReferences(root: string, content: SiteContent, files: Parsed[], problems: Problems) {
  const { routes } = content;
  const testimonialIds = new Set(content.testimonials.map((t) => t.id));
  // Each brochure, printable page and PDF, may be linked to like a page (the /resources index does).
  const brochures = new Set(content.countries.filter((c) => offersBrochure(c.data)).flatMap((c) => [brochureHref(c.id), brochurePdfHref(c.id)]));
  const checkLink = (file: string, where: string, target: string) => {
    // The site promises visitors https:// links only: an http:// page can be read and changed on the way.
    if (/^http:/i.test(target)) return problems.add(file, where, `links to "${target.slice(0, 60)}" over http://; use its https:// address`);
    if (!target.startsWith('/')) return;
    const pathOnly = target.replace(/[?#].*$/, '');
    if (pathOnly === '/' || routes.byPath.has(pathOnly) || brochures.has(pathOnly)) return;
    problems.add(file, where, `links to ${target}, but no page has that route`);
  };
  // A picture's file must be inside public/images/ once symbolic links are followed.
  const checkImageFile = (file: string, where: string, src: string) => {
    const problem = imageFileProblem(root, src);
    if (problem) problems.add(file, where, problem);
  };
  const checkTestimonial = (file: string, where: string, id: string) => {
    if (!testimonialIds.has(id)) problems.add(file, where, `names testimonial "${id}", which content/testimonials.md does not have`);
  };

  // Links written in Markdown prose: [text](/route).
  const checkMarkdown = (file: string, where: string, markdown: string) => {
    const inspected = inspectMarkdown(markdown);
    if ('problem' in inspected) return problems.add(file, where, inspected.problem);
    const pictures = new Set(inspected.images);
    for (const target of inspected.targets) {
      if (pictures.has(target)) continue;
      // The sanitizer would drop a javascript: link without a word; the editor hears of it instead.
      if (!SAFE_LINK.test(target)) problems.add(file, where, `links to "${target.slice(0, 60)}", which is not allowed: use a site path (/contact), https://, mailto: or tel:`);
      else checkLink(file, where, target);
    }
    // A picture from another site would skip the alt-text and weight checks, and the policy allows none.
    for (const src of inspected.images) {
      const problem = imagePathProblem(src);
      if (problem) problems.add(file, where, `shows the picture "${src.slice(0, 60)}": ${problem}`);
      else checkImageFile(file, where, src);
    }
  };
  for (const { file, schema, data, body } of files) {
    if (body !== undefined) checkMarkdown(file, 'body', body);
    for (const { where, value } of findMarked(schema, data, 'markdown')) checkMarkdown(file, where, value);
    for (const { where, value } of findMarked(schema, data, 'link')) checkLink(file, where, value);
    for (const { where, value } of findMarked(schema, data, 'testimonial')) checkTestimonial(file, where, value);
    for (const { where, value } of findMarked(schema, data, 'image')) checkImageFile(file, where, value);
  }
}

let cached: SiteContent | undefined;

/** The site's own content, loaded once per process. */
export function getContent(): SiteContent {
  cached ??= loadContent(path.resolve(process.cwd()));
  return cached;
}
