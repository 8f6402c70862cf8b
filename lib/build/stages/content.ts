/**
 * Loads every file under content/ once and checks it: the schemas, links, figures, and with
 * SITE_ENV=production whatever still stands before launch (sample data). Every later stage takes
 * the loaded content from here. `npm run check:content` runs this stage alone.
 */
import { ContentError } from '../../content/parse';
import { loadContent, type SiteContent } from '../../content/load';
import { translatedEditions } from '../../editions';
import { translationWarnings } from '../../content/translated-pages';
import { contentWarnings, unevidencedClaims } from '../../content/freshness';
import { launchProblems } from '../../content/launch';
import { figureContradictions } from '../../content/contradictions';
import { buildDate } from '../../content/build-day';
import { formatProblem, problemFromLine, type Problem } from '../problem';
import type { BuildSettings } from '../context';
import type { Stage } from '../runner';

export type ContentCheck =
  | { ok: true; content: SiteContent; translations: SiteContent[]; warnings: string[]; summary: string }
  | { ok: false; problems: Problem[]; hint: string; warnings: string[] };

export function checkContent(root: string, settings: BuildSettings, today = buildDate()): ContentCheck {
  let content: SiteContent;
  const translations: SiteContent[] = [];
  try {
    content = loadContent(root);
    // Each translated edition is the original read again with its translations laid over it.
    for (const edition of translatedEditions) translations.push(loadContent(root, edition));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { ok: false, problems: error.problems.map((line) => problemFromLine(line, 'content')), hint: `${error.problems.length} content problem(s); the site was not built.`, warnings: [] };
  }
  const warnings = contentWarnings(content, today).map((line) => `warning: ${line}`);
  for (const translated of translations) warnings.push(...translationWarnings(translated, settings.siteEnv === 'production').map((line) => `warning: ${line}`));
  // The claims are the consultancy's to make: a production build lists those without counts, and builds.
  if (settings.siteEnv === 'production') warnings.push(...unevidencedClaims(content).map((line) => `warning: ${line}`));
  // Figures that contradict each other: a live site must not publish them. Reports are warnings (freshness.ts).
  const contradictions = figureContradictions(content);
  if (settings.siteEnv === 'production' && contradictions.length > 0) {
    return {
      ok: false,
      problems: contradictions.map((line) => problemFromLine(line, 'content')),
      hint: `${contradictions.length} figure(s) contradict each other; SITE_ENV=production does not publish them (docs/editors.md, "When a fee changes").`,
      warnings,
    };
  }
  warnings.push(...contradictions.map((line) => `warning: ${line}`));
  const beforeLaunch = launchProblems(content, settings);
  if (settings.siteEnv === 'production' && beforeLaunch.length > 0) {
    return {
      ok: false,
      problems: beforeLaunch.map((line) => problemFromLine(line, 'content')),
      hint: `${beforeLaunch.length} thing(s) to supply before launch; SITE_ENV=production does not build with sample data (docs/deploy.md, "Before launch").`,
      warnings,
    };
  }
  warnings.push(...beforeLaunch.map((line) => `warning: before launch: ${line}`));
  const counts = [
    `${content.routes.entries.length} routes`,
    `${content.countries.length} countries`,
    `${content.services.length} services`,
    `${content.visitVisas.length} visit-visa and ${content.workVisas.length} work-visa records`,
    `${content.scholarships.length} scholarship pages`,
    `${content.pages.length} other pages`,
  ];
  return { ok: true, content, translations, warnings, summary: `${counts.join(', ')}${settings.siteEnv === 'production' ? ', ready for production' : ''}` };
}

/** What `npm run check:content` prints, line by line, and its exit code. */
export function contentCheckReport(check: ContentCheck): { exitCode: 0 | 1; stdout: string[]; stderr: string[] } {
  if (!check.ok) return { exitCode: 1, stdout: [], stderr: [...check.warnings, ...check.problems.map(formatProblem), '', check.hint] };
  return { exitCode: 0, stdout: [`content ok: ${check.summary}`], stderr: check.warnings };
}

export const contentStage: Stage = {
  name: 'content',
  title: 'content checked',
  needs: [],
  writes: ['content', 'translations'],
  run(ctx) {
    const check = checkContent(ctx.root, ctx.settings);
    for (const line of check.warnings) ctx.log.warn(line);
    if (!check.ok) return { problems: check.problems, hint: check.hint };
    ctx.put('content', check.content);
    ctx.put('translations', check.translations);
    return { summary: check.summary };
  },
};
