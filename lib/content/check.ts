/**
 * The check phase of a load: what only shows across files, once every file is read and resolved.
 * Links and ids that must lead somewhere, records dated after the build day, figures no page shows,
 * costs in a currency without a rate, and translations of files that do not exist. Each adds its
 * problems to the load's; lib/content/load.ts throws them all together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { glossaryFileOf } from './glossary';
import { warning, type Problem, type Problems } from './problem';
import type { Edition } from '../editions';
import type { RouteTable } from './routes';
import { inspectMarkdown, SAFE_LINK } from './markdown';
import { compareColumns } from './compare-columns';
import { findMarked } from './walk';
import { futureRecordMessage } from './fields/primitives';
import { lapsedMessage } from './credentials';
import { imageFileProblem, imagePathProblem } from './guards';
import { brochureHref, brochurePdfHref, offersBrochure } from './brochure-paths';
import type { SiteCollections } from './collections';
import type { Parsed, Routed, ValuesOf } from './collections/define';

/**
 * A file in an edition's folder that translates no English file (content/ur/countries/irland.md
 * after a rename, or a file of a kind that is not translated) would be ignored without a word: the
 * editor believes a page is translated that is not. The glossary is the folder's own.
 */
export function strayTranslations(root: string, edition: Edition, translatable: ReadonlySet<string>, problems: Problems) {
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

/**
 * Records are things done, so dated on or before the build day (`recorded`: read, checked, taken),
 * and a credential must not have lapsed by it (`lapses`). Checked here, after the read, because
 * the schemas know no day.
 */
export function checkDays(files: Parsed[], day: string, problems: Problems) {
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
export function unusedFigures(countries: ValuesOf<SiteCollections>['countries'], hasCompare: boolean): Problem[] {
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
export function checkReferences(root: string, content: ValuesOf<SiteCollections>, routes: RouteTable<Routed>, files: Parsed[], problems: Problems) {
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
export function checkCostCurrencies(content: ValuesOf<SiteCollections>, problems: Problems) {
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
