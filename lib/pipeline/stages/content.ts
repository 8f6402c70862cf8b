/**
 * Loads every file under content/ once and checks it: the schemas, links, figures, and with
 * SITE_ENV=production whatever still stands before launch (sample data). Every later stage takes
 * the loaded content from here. `npm run check:content` runs this stage alone.
 */
import { ContentError } from '../../content/problem';
import { loadSite, type SiteContent } from '../../content/load';
import { translatedEditions } from '../../editions';
import { translationWarnings } from '../../content/translated-pages';
import { contentWarnings, unevidencedClaims } from '../../content/freshness';
import { launchProblems } from '../../content/launch';
import { figureContradictions } from '../../content/contradictions';
import { eventDateProblems } from '../../content/collections/event-times';
import { formatProblem, warningLines, type Problem } from '../../content/problem';
import { collections } from '../../content/collections';
import type { BuildSettings } from '../context';
import type { Stage } from '../runner';

export type ContentCheck =
  | { ok: true; content: SiteContent; translations: SiteContent[]; warnings: Problem[]; summary: string }
  | { ok: false; problems: Problem[]; hint: string; warnings: Problem[] };

/** Loads and checks the site under `root` as it reads on `day` (YYYY-MM-DD), which the caller (an entry point) passes down. */
export function checkContent(root: string, settings: BuildSettings, day: string): ContentCheck {
  const today = new Date(`${day}T00:00:00Z`);
  let content: SiteContent;
  const translations: SiteContent[] = [];
  try {
    content = loadSite({ root, day });
    // Each translated edition is the original read again with its translations laid over it.
    for (const edition of translatedEditions) translations.push(loadSite({ root, edition, day }));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { ok: false, problems: error.problems, hint: `${error.problems.length} content problem(s); the site was not built.`, warnings: [] };
  }
  // Events dated before the consultancy or years ahead of the build day.
  const eventDates = eventDateProblems(content.events, content.site.data.founded, day);
  if (eventDates.length > 0) return { ok: false, problems: eventDates, hint: `${eventDates.length} content problem(s); the site was not built.`, warnings: [] };
  const warnings = contentWarnings(content, today);
  for (const translated of translations) warnings.push(...translationWarnings(translated, settings.siteEnv === 'production'));
  // The claims are the consultancy's to make: a production build lists those without counts, and builds.
  if (settings.siteEnv === 'production') warnings.push(...unevidencedClaims(content));
  // Figures that contradict each other: a live site must not publish them. Reports are warnings (freshness.ts).
  const contradictions = figureContradictions(content);
  if (settings.siteEnv === 'production' && contradictions.length > 0) {
    return {
      ok: false,
      problems: contradictions.map((found) => ({ ...found, severity: 'error' as const })),
      hint: `${contradictions.length} figure(s) contradict each other; SITE_ENV=production does not publish them (docs/editors.md, "When a fee changes").`,
      warnings,
    };
  }
  warnings.push(...contradictions);
  const beforeLaunch = launchProblems(content, settings);
  if (settings.siteEnv === 'production' && beforeLaunch.length > 0) {
    return {
      ok: false,
      problems: beforeLaunch,
      hint: `${beforeLaunch.length} thing(s) to supply before launch; SITE_ENV=production does not build with sample data (docs/deploy.md, "Before launch").`,
      warnings,
    };
  }
  warnings.push(...beforeLaunch.map((found) => ({ ...found, severity: 'warning' as const, topic: 'before launch' })));
  // Each folder collection counted under the noun its module gives.
  const counts = [
    `${content.routes.entries.length} routes`,
    ...collections.flatMap((collection) => {
      const loaded = content.collectionEntries.find((found) => found.key === collection.key);
      return collection.noun && loaded ? [`${loaded.entries.length} ${collection.noun}`] : [];
    }),
  ];
  return { ok: true, content, translations, warnings, summary: `${counts.join(', ')}${settings.siteEnv === 'production' ? ', ready for production' : ''}` };
}

/** What `npm run check:content` prints, line by line, and its exit code. */
export function contentCheckReport(check: ContentCheck, allWarnings = false): { exitCode: 0 | 1; stdout: string[]; stderr: string[] } {
  const warnings = warningLines(check.warnings, allWarnings);
  if (!check.ok) return { exitCode: 1, stdout: [], stderr: [...warnings, ...check.problems.map(formatProblem), '', check.hint] };
  return { exitCode: 0, stdout: [`content ok: ${check.summary}`], stderr: warnings };
}

export const contentStage: Stage = {
  name: 'content',
  title: 'content checked',
  needs: [],
  writes: ['content', 'translations'],
  run(ctx) {
    const check = checkContent(ctx.root, ctx.settings, ctx.day);
    for (const line of warningLines(check.warnings)) ctx.log.warn(line);
    if (!check.ok) return { problems: check.problems, hint: check.hint };
    ctx.put('content', check.content);
    ctx.put('translations', check.translations);
    return { summary: check.summary };
  },
};
