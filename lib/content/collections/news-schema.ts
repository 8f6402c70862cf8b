/** What a news article holds (content/news/<article>.md). */
import { z } from 'zod';
import { countryId, href, isoDate, text } from './shared';
import { figureName } from '../figures';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';

/** An official page an article rests on: its title, its https:// address, and the day someone read it there. */
export const newsSource = z.strictObject({
  label: text,
  href: href.refine((value) => value.startsWith('https://'), { message: 'expected the https:// address of the official page' }),
  read: isoDate.optional().describe('The day someone read the page, YYYY-MM-DD.'),
});

export const newsSchema = z.strictObject({
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong).describe('The news in one or two sentences: the list, search results and the feed show it.'),
  date: isoDate.describe('The day of the news (announced or in force), YYYY-MM-DD; not in the future.'),
  updated: isoDate.optional().describe('The day the article was last changed, when it was changed after its date.'),
  destinations: z.array(countryId).min(1).describe('The countries it concerns: file names of content/countries. Their guides link it.'),
  sources: z.array(newsSource).min(1, 'expected at least one official source (label, href)').describe('The official pages it rests on.'),
  aboutFigures: z
    .array(z.strictObject({ country: countryId, figure: figureName }))
    .optional()
    .describe('The figures it is about (a country file and a figure of its figures:). When one gets a newer value, official or reported, the article shows it under "Since this was written".'),
}).superRefine((article, context) => {
  // The feed and the page would say it was changed before it was written.
  if (article.updated !== undefined && article.updated < article.date) context.addIssue({ code: 'custom', path: ['updated'], message: `${article.updated} is before the article's date (${article.date}); expected the day it was last changed, on or after its date` });
});

export type NewsData = z.infer<typeof newsSchema>;
/** An article as pages read it: its fields, and its page's address (`/news/<file name>`). */
export type NewsArticle = NewsData & { route: string };

/** The folder of article pages; each article's address is this and its file name. */
export const NEWS_PATH = '/news';

