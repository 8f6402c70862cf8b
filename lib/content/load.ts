/**
 * Loads and validates everything under content/, then checks what only shows across files:
 * routes claimed twice, testimonials that do not exist, links to pages that do not exist.
 * Any problem fails the whole load (and so the build): a bad file is never skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFile, Problems, type Entry, type ReadContext } from './parse';
import { glossaryFileOf, glossarySchema, type GlossaryTerm } from './glossary';
import { warning, type Problem } from './problem';
import { localiseLinks } from './edition-links';
import { ORIGINAL, type Edition } from '../editions';
import { buildRouteTable, type RouteTable } from './routes';
import { inspectMarkdown, SAFE_LINK } from './markdown';
import { compareColumns } from './compare-columns';
import { findMarked } from './walk';
import { futureRecordMessage } from './fields/primitives';
import { lapsedMessage } from './credentials';
import { imageFileProblem, imagePathProblem } from './guards';
import { brochureHref, brochurePdfHref, offersBrochure } from './brochure-paths';
import { collections, type SiteCollections } from './collections';
import { valuesByKey, type AnyCollection, type Parsed, type Routed, type RoutesOf, type ValuesOf } from './collections/define';
import type { TemplatedPage } from './collections/pages';

/** A page's data carries its `template`, so narrowing on `page.data.template` types the rest. */
export type PageEntry = Entry<TemplatedPage>;

/** What loading a registry of collections gives: each collection's value by its key, and the routes. */
export type LoadedContent<Cs extends readonly AnyCollection[]> = ValuesOf<Cs> & {
  routes: RouteTable<RoutesOf<Cs>>;
  /** Problems that do not stop a build, such as a figure no page shows. */
  warnings: Problem[];
  /** What a production build refuses (sample values), each collection's own check (lib/content/launch.ts). */
  beforeLaunch: Problem[];
  /** Each collection's files as read, with what the registry says of them: the edition's checks loop over these. */
  collectionEntries: CollectionEntries[];
  /** Every parsed file with its schema and the page that shows it, for the walks by type (images). */
  files: Parsed[];
  /** The edition this content was read for: English, or a translation laid over it. */
  edition: Edition;
  /** The day it was read for (YYYY-MM-DD): figures are the values in force then, claims counted then, and pages dated from it. */
  day: string;
  /** The folder it was read from (the project, or a test's fixture site): another edition of the same site is read from here. */
  root: string;
};

/** What a load reads: a site's folder, an edition of it (the original unless told), on a day. */
export type SiteOptions = { root: string; edition?: Edition; day: string };

export type SiteContent = LoadedContent<SiteCollections>;

/** The files one collection loaded, and its declarations that the checks across collections read. */
export type CollectionEntries = { key: string; body: boolean; translated: boolean; routed: boolean; entries: Entry<unknown>[] };

/**
 * A loader for a registry of collections: the site's own (`loadContent`), or the site's with more
 * (a test registering a new collection). Every collection is read and validated, then the checks
 * that only show across files run on the site's content.
 */
export function contentLoader<const Cs extends readonly [...SiteCollections, ...AnyCollection[]]>(registry: Cs): (options: SiteOptions) => LoadedContent<Cs>;
// The registry's values are typed by each collection's own `load`; valuesByKey states the assembled shape.
export function contentLoader(registry: readonly AnyCollection[]): (options: SiteOptions) => LoadedContent<readonly AnyCollection[]> {
  return ({ root, edition = ORIGINAL, day }) => {
    const problems = new Problems();
    const values = new Map<string, unknown>();
    const files: Parsed[] = [];
    const routed: Routed[] = [];
    const beforeLaunch: Problem[] = [];
    const collectionEntries: CollectionEntries[] = [];
    const context: ReadContext = edition === ORIGINAL ? { day } : { day, reading: { edition, glossary: editionGlossary(root, edition, day, problems) } };
    const translatable = new Set<string>();
    for (const collection of registry) {
      const loaded = collection.load(root, problems, context);
      // null only after recording a problem, which check() below throws.
      if (!loaded) continue;
      values.set(collection.key, loaded.value);
      files.push(...loaded.files);
      if (collection.translated) for (const parsed of loaded.files) translatable.add(parsed.file);
      routed.push(...loaded.routes);
      beforeLaunch.push(...loaded.beforeLaunch);
      collectionEntries.push({ key: collection.key, body: collection.body, translated: collection.translated, routed: collection.route !== undefined, entries: loaded.entries });
    }
    problems.check();
    // Only once every file has loaded: a file refused for its own problem is no stray.
    if (edition !== ORIGINAL) strayTranslations(root, edition, translatable, problems);
    problems.check();
    const routes = buildRouteTable(routed, problems);
    const site = valuesByKey(collections, values);
    // The original's warnings are the site's; a translation adds none of its own here.
    const warnings = edition === ORIGINAL ? unusedFigures(site.countries, site.pages.some((p) => p.data.template === 'compare')) : [];
    checkDays(files, day, problems);
    checkReferences(root, site, routes, files, problems);
    checkCostCurrencies(site, problems);
    problems.check();
    const pageOf = new Map(routes.entries.map((route) => [route.entry.file, route.canonical]));
    const withPages = files.map((parsed) => ({ ...parsed, page: pageOf.get(parsed.file) ?? parsed.page }));
    if (edition !== ORIGINAL) localiseLinks({ home: site.home, routes, files: withPages, edition, collectionEntries });
    return { ...valuesByKey(registry, values), routes, warnings, beforeLaunch, collectionEntries, files: withPages, edition, day, root };
  };
}

/**
 * A file in an edition's folder that translates no English file (content/ur/countries/irland.md
 * after a rename, or a file of a kind that is not translated) would be ignored without a word: the
 * editor believes a page is translated that is not. The glossary is the folder's own.
 */
function strayTranslations(root: string, edition: Edition, translatable: ReadonlySet<string>, problems: Problems) {
  if (edition.folder === null || !fs.existsSync(path.join(root, edition.folder))) return;
  const own = glossaryFileOf(edition);
  const walk = (folder: string): string[] =>
    fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(`${folder}/${entry.name}`) : entry.name.endsWith('.md') ? [`${folder}/${entry.name}`] : []));
  for (const file of walk(edition.folder)) {
    if (file === own) continue;
    const english = `content/${file.slice(edition.folder.length + 1)}`;
    if (!translatable.has(english)) {
      problems.add(file, '', fs.existsSync(path.join(root, english)) ? `translates ${english}, whose kind is not translated: pages show it as the English file writes it; remove this file` : `translates ${english}, which does not exist: name a translation after its English file, or remove it`);
    }
  }
}

/** The translators' glossary of an edition (lib/content/glossary.ts), validated as any content file is; none when it has none. */
function editionGlossary(root: string, edition: Edition, day: string, problems: Problems): readonly GlossaryTerm[] {
  const file = glossaryFileOf(edition);
  if (file === null || !fs.existsSync(path.join(root, file))) return [];
  return parseFile(root, file, glossarySchema, problems, { day })?.data.terms ?? [];
}

/**
 * The one way to read a site: every content file under `root` (the project, or a test's fixture
 * site), in `edition` (the original unless told), on `day`. The day is an argument all the way
 * down: nothing below reads the environment or the clock, so two days load side by side.
 */
export const loadSite: (options: SiteOptions) => SiteContent = contentLoader(collections);

/**
 * Records are things done, so dated on or before the build day (`recorded`: read, checked, taken),
 * and a credential must not have lapsed by it (`lapses`). Checked here, after the read, because
 * the schemas know no day.
 */
function checkDays(files: Parsed[], day: string, problems: Problems) {
  for (const { file, schema, data } of files) {
    for (const { where, value } of findMarked(schema, data, 'recorded')) if (value > day) problems.add(file, where, futureRecordMessage(value));
    for (const { where, value } of findMarked(schema, data, 'lapses')) if (value < day) problems.add(file, where, lapsedMessage(value));
  }
}

/**
 * A figure that no stat card, no text and no /compare column shows is probably a leftover or a
 * misspelt name: worth a warning, not a failed build. Text references were recorded as each
 * file was parsed (`shownFigures`).
 */
function unusedFigures(countries: SiteContent['countries'], hasCompare: boolean): Problem[] {
  const shownByCompare = new Set<string>(hasCompare ? compareColumns : []);
  return countries.flatMap((entry) => {
    const onCards = new Set([...entry.data.stats.map((s) => s.name), ...(entry.data.costs?.figureNames ?? [])]);
    return Object.keys(entry.data.figures)
      .filter((name) => !entry.shownFigures.has(name) && !onCards.has(name) && !shownByCompare.has(name))
      .map((name) => warning(entry.file, `figures.${name}`, `no page shows this figure (refer to it as {{${name}}}, or remove it)`));
  });
}

/**
 * Links and ids that point from one file into another, found by type, not by field: every value
 * parsed as `href` (and every link in Markdown, in bodies and in fields typed as Markdown) must
 * lead to a page, and every testimonial id must name one.
 */
function checkReferences(root: string, content: ValuesOf<SiteCollections>, routes: RouteTable<Routed>, files: Parsed[], problems: Problems) {
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
  const countryIds = new Set(content.countries.map((c) => c.id));
  const checkCountry = (file: string, where: string, id: string) => {
    if (!countryIds.has(id)) problems.add(file, where, `names the country "${id}", which content/countries/ has no file for (known: ${[...countryIds].join(', ')})`);
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
    for (const { where, value } of findMarked(schema, data, 'country')) checkCountry(file, where, value);
    for (const { where, value } of findMarked(schema, data, 'imageFile')) checkImageFile(file, where, value);
  }
  // A figure a news article is about must be one its country gives, or "Since this was written" could never show it.
  for (const article of content.news) {
    article.data.aboutFigures?.forEach(({ country, figure }, i) => {
      const known = content.countries.find((c) => c.id === country)?.data.figures;
      if (known && !Object.hasOwn(known, figure)) problems.add(article.file, `aboutFigures[${i}].figure`, `content/countries/${country}.md has no figure "${figure}" (known: ${Object.keys(known).join(', ')})`);
    });
  }
}

/** Every cost is shown in rupees too: its currency needs a rate in content/exchange-rates.md. */
function checkCostCurrencies(content: ValuesOf<SiteCollections>, problems: Problems) {
  const rates = content.exchangeRates.data.rates;
  for (const country of content.countries) {
    const costs = country.data.costs;
    // Every amount the planner turns into rupees: each item's figures, and the funds' fixed living amount.
    const amounts = [
      ...(costs?.items ?? []).map((item) => ({
        where: item.kind === 'other' ? `costs.other (${item.label ?? ''})` : `costs.${item.kind}`,
        money: [item.money, item.postgraduate, ...Object.values(item.bands ?? {})],
      })),
      { where: 'costs.funds.living', money: [costs?.funds?.living ?? null] },
    ];
    for (const { where, money } of amounts) {
      for (const m of money) {
        if (m && m.currency !== 'PKR' && rates[m.currency] === undefined) {
          problems.add(country.file, where, `is in ${m.currency}, which content/exchange-rates.md has no rate for; add the rate, or price it in a currency that has one`);
        }
      }
    }
  }
}

const sitesLoaded = new Map<string, SiteContent>();

/**
 * A site loaded once per process for each folder, edition and day: the pages of one `next build`
 * share it (lib/pipeline/next-pages.ts), and a presenter reads another edition of the content it
 * was handed through it (`sameSiteIn`). Never for tests that edit a fixture between loads.
 */
export function cachedSite({ root, edition = ORIGINAL, day }: SiteOptions): SiteContent {
  const key = `${root}\0${edition.code}\0${day}`;
  let content = sitesLoaded.get(key);
  if (!content) {
    content = loadSite({ root, edition, day });
    sitesLoaded.set(key, content);
  }
  return content;
}

/** The same site as `content` (its folder and day) in another edition. */
export function sameSiteIn(content: SiteContent, edition: Edition): SiteContent {
  return edition === content.edition ? content : cachedSite({ root: content.root, edition, day: content.day });
}
