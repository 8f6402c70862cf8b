/**
 * How every page of the about group begins: the page heading, its lead and the Markdown body of
 * its file, drawn by PageIntro in components/templates/AboutPages.tsx.
 */
import type { Labels } from '../../content/schemas';

export function pageIntroView(entry: { data: { title: string; heading?: string; intro?: string }; body: string }, labels: Labels) {
  return {
    heading: entry.data.heading ?? entry.data.title,
    lead: entry.data.intro,
    body: { markdown: entry.body, label: labels.common.overview },
  };
}

export type PageIntroView = ReturnType<typeof pageIntroView>;
