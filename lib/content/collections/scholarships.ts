/** content/scholarships/<name>.md: one article per scholarship. */
import { z } from 'zod';
import { error } from '../problem';
import { routedCollection, samplesInFiles } from './define';
import { isoDate, link, routePath, text } from './shared';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';

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


export type Scholarship = z.infer<typeof scholarshipSchema>;

/** Whether a parsed file is a scholarship written as an article (its layout). */
const isArticle = (data: unknown) => data !== null && typeof data === 'object' && 'layout' in data && data.layout === 'article';

export const scholarships = routedCollection({
  key: 'scholarships',
  folder: 'content/scholarships',
  schema: scholarshipSchema,
  route: 'scholarship',
  noun: 'scholarship pages',
  pageType: (entry) => (isArticle(entry.data) ? 'article' : 'website'),
  // A placeholder page is a promise of a guide, not one.
  launch: (entries, files) =>
    entries.flatMap((entry) =>
      entry.data.layout === 'placeholder'
        ? [error(entry.file, 'layout', 'is a placeholder page; write the guide, or remove the page and the links to it')]
        : samplesInFiles(entries, files.filter((parsed) => parsed.file === entry.file)),
    ),
  description: 'One article per scholarship, with the official sources of its awards.',
  cms: { label: 'Scholarships', identifier: 'title', previewPath: '{{fields.route}}', body: 'The article; its ## headings become the in-page menu.' },
});
